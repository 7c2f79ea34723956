import { changeDeadline, clientChangeRefusal, insideNotice, moveClosesChanges } from './change-policy';

const at = '2027-03-07T07:00:00.000Z';

describe('the client change policy', () => {
  it('closes the notice period before the slot, else before the preferred time, and never for a completed or cancelled booking', () => {
    const made = '2027-02-01T00:00:00.000Z';
    const policy = { noticeHours: 48, graceMinutes: 30 };
    expect(changeDeadline({ status: 'pending', slotStartsAt: at, preferedDateAndTime: '2027-01-01T00:00:00Z', createdAt: made }, policy)?.toISOString()).toBe(
      '2027-03-05T07:00:00.000Z',
    );
    expect(
      changeDeadline(
        { status: 'in_progress', slotStartsAt: null, preferedDateAndTime: at, createdAt: made },
        { noticeHours: 0, graceMinutes: 30 },
      )?.toISOString(),
    ).toBe(at);
    expect(changeDeadline({ status: 'completed', slotStartsAt: at, preferedDateAndTime: at, createdAt: made }, policy)).toBeNull();
    expect(changeDeadline({ status: 'cancelled', slotStartsAt: at, preferedDateAndTime: at, createdAt: made }, policy)).toBeNull();
  });

  it('gives a booking made inside the notice period its grace period after it was made, never past its time nor before it was made', () => {
    const booking = (createdAt: string) => ({ status: 'pending' as const, slotStartsAt: at, preferedDateAndTime: at, createdAt });
    // Made 10 hours ahead: 30 minutes to undo it, not a deadline 38 hours before it was made.
    expect(changeDeadline(booking('2027-03-06T21:00:00.000Z'), { noticeHours: 48, graceMinutes: 30 })?.toISOString()).toBe('2027-03-06T21:30:00.000Z');
    // Without a grace period: the moment it was made.
    expect(changeDeadline(booking('2027-03-06T21:00:00.000Z'), { noticeHours: 48, graceMinutes: 0 })?.toISOString()).toBe('2027-03-06T21:00:00.000Z');
    // Made 10 minutes ahead: the grace ends at its time.
    expect(changeDeadline(booking('2027-03-07T06:50:00.000Z'), { noticeHours: 48, graceMinutes: 30 })?.toISOString()).toBe(at);
    // Made 47 hours 50 minutes ahead: the grace (30 minutes) outlasts the notice deadline (10 minutes later).
    expect(changeDeadline(booking('2027-03-05T07:10:00.000Z'), { noticeHours: 48, graceMinutes: 30 })?.toISOString()).toBe('2027-03-05T07:40:00.000Z');
  });

  it('says whether a slot booked now is inside the notice period', () => {
    const now = new Date('2027-03-05T07:00:00.000Z');
    expect(insideNotice(new Date('2027-03-07T06:59:59.999Z'), 48, now)).toBe(true);
    expect(insideNotice(new Date('2027-03-07T07:00:00.000Z'), 48, now)).toBe(false);
    expect(insideNotice(new Date('2027-03-05T08:00:00.000Z'), 0, now)).toBe(false);
  });

  it('refuses by status first, then once the deadline has passed (the deadline itself still allows)', () => {
    const deadline = '2027-03-05T07:00:00.000Z';
    expect(clientChangeRefusal({ status: 'pending', changeDeadline: deadline }, new Date('2027-03-05T07:00:00.000Z'))).toBeNull();
    expect(clientChangeRefusal({ status: 'pending', changeDeadline: deadline }, new Date('2027-03-05T07:00:00.001Z'))).toBe('notice');
    expect(clientChangeRefusal({ status: 'cancelled', changeDeadline: null }, new Date('2020-01-01'))).toBe('status');
  });

  it('says when a move puts the new time inside the notice period, with the notice the booking has', () => {
    // Booked for 7 March at 07:00 with 48 hours' notice; it is now 5 March, 07:00.
    const booking = { status: 'pending' as const, changeNoticeHours: 48, changeDeadline: '2027-03-05T07:00:00.000Z' };
    const now = new Date('2027-03-05T07:00:00.000Z');
    expect(moveClosesChanges(booking, new Date('2027-03-07T06:59:59.999Z'), now)).toBe(true);
    expect(moveClosesChanges(booking, new Date('2027-03-07T07:00:00.000Z'), now)).toBe(false);
    expect(moveClosesChanges(booking, new Date('2027-03-20T07:00:00.000Z'), now)).toBe(false);
    // A 72-hour notice period (an admin's policy) is the booking's, not the terms' default.
    const longer = { ...booking, changeNoticeHours: 72, changeDeadline: '2027-03-04T07:00:00.000Z' };
    expect(moveClosesChanges(longer, new Date('2027-03-08T06:00:00.000Z'), now)).toBe(true);
    expect(moveClosesChanges(longer, new Date('2027-03-08T08:00:00.000Z'), now)).toBe(false);
    // Nothing to warn of for a booking the client cannot change online anyway.
    expect(moveClosesChanges({ ...booking, status: 'completed', changeDeadline: null }, new Date('2027-03-05T08:00:00.000Z'), now)).toBe(false);
  });
});
