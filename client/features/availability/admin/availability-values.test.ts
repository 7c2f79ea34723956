import { blackoutDaysSchema, workingHoursSchema } from '../../../../shared/validation/availability';
import {
  blackoutFieldPath,
  schemaErrors,
  sortedBlackoutDays,
  weekFieldPath,
  weekFormValues,
  workingHoursBody,
  type WeekFormValues,
} from './availability-values';

describe('the week form', () => {
  const stored = [
    { weekday: 1 as const, opensAt: '08:00', closesAt: '16:00' },
    { weekday: 3 as const, opensAt: '10:00', closesAt: '14:30' },
  ];

  it('lists seven weekdays Sunday first, the unlisted ones closed with the default hours', () => {
    const values = weekFormValues(stored);
    expect(values.days.map((d) => d.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(values.days[1]).toEqual({ weekday: 1, open: true, opensAt: '08:00', closesAt: '16:00' });
    expect(values.days[0]).toEqual({ weekday: 0, open: false, opensAt: '09:00', closesAt: '18:00' });
  });

  it('sends the open rows only, so closing a weekday leaves it out', () => {
    const values = weekFormValues(stored);
    values.days[1] = { ...values.days[1]!, open: false };
    expect(workingHoursBody(values)).toEqual({ workingHours: [{ weekday: 3, opensAt: '10:00', closesAt: '14:30' }] });
  });

  it("puts a body error under the row it came from (the body's index counts open days only)", () => {
    const values = weekFormValues(stored);
    expect(weekFieldPath('workingHours[1].closesAt', values)).toBe('days.3.closesAt');
    expect(weekFieldPath('workingHours[0]', values)).toBe('days.1');
    expect(weekFieldPath('workingHours', values)).toBe('days');
    expect(weekFieldPath('workingHours[5].opensAt', values)).toBe('days');
  });

  it("maps the shared schema's own errors onto the rows", () => {
    const values: WeekFormValues = weekFormValues(stored);
    values.days[3] = { ...values.days[3]!, closesAt: '09:00' };
    const errors = schemaErrors<{ days?: Array<{ closesAt?: string }> }>(workingHoursSchema, workingHoursBody(values), (p) => weekFieldPath(p, values));
    expect(errors.days?.[3]?.closesAt).toBe('validation:closesBeforeOpens');
    expect(schemaErrors(workingHoursSchema, workingHoursBody(weekFormValues(stored)), (p) => weekFieldPath(p, values))).toEqual({});
  });
});

describe('the days off', () => {
  it("puts the new day's errors under its fields and list-wide ones under its date", () => {
    expect(blackoutFieldPath('blackoutDays[2].arabicName', 2)).toBe('arabicName');
    expect(blackoutFieldPath('blackoutDays[2].date', 2)).toBe('date');
    expect(blackoutFieldPath('blackoutDays', 2)).toBe('date');
    expect(blackoutFieldPath('blackoutDays[0].name', 2)).toBe('date');
  });

  it('refuses a repeated date through the shared schema, under the date', () => {
    const days = [{ date: '2026-12-01', name: 'A', arabicName: 'أ' }];
    const errors = schemaErrors<Record<string, string>>(blackoutDaysSchema, { blackoutDays: [...days, { ...days[0]! }] }, (p) => blackoutFieldPath(p, 1));
    expect(errors).toEqual({ date: 'validation:blackoutDateRepeated' });
  });

  it('lists the days in date order', () => {
    const b = { date: '2027-01-02', name: 'B', arabicName: 'ب' };
    const a = { date: '2026-03-20', name: 'A', arabicName: 'أ' };
    expect(sortedBlackoutDays([b, a]).map((d) => d.date)).toEqual(['2026-03-20', '2027-01-02']);
  });
});
