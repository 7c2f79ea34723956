import * as yup from 'yup';
import { SCHEDULE_LIMITS } from '../scheduling/schedule-defaults';
import { isCalendarDate, minutesOf, TIME_OF_DAY } from '../scheduling/saudi-clock';
import type { WeekdayIndex } from '../types/availability';
import { DATE_RANGE, V } from './rules';

const timeOfDay = (requiredKey: string) => yup.string().trim().required(V(requiredKey)).matches(TIME_OF_DAY, V('timeInvalid'));

export const workingDay = yup.object({
  weekday: yup
    .number<WeekdayIndex>()
    .typeError(V('weekdayInvalid'))
    .integer(V('weekdayInvalid'))
    .min(0, V('weekdayInvalid'))
    .max(6, V('weekdayInvalid'))
    .required(V('weekdayInvalid')),
  opensAt: timeOfDay('opensAtRequired'),
  closesAt: timeOfDay('closesAtRequired').test('after-opening', V('closesBeforeOpens'), function (value) {
    const opensAt: unknown = this.parent?.opensAt;
    if (!value || typeof opensAt !== 'string' || !TIME_OF_DAY.test(opensAt) || !TIME_OF_DAY.test(value)) return true;
    return minutesOf(value) > minutesOf(opensAt);
  }),
});

/** PUT /Availability/working-hours: the open weekdays, each once (a weekday left out is closed). */
export const workingHoursSchema = yup.object({
  workingHours: yup
    .array(workingDay)
    .required(V('workingHoursRequired'))
    .max(7, V('weekdayRepeated'))
    .test('each-weekday-once', V('weekdayRepeated'), (days) => !days || new Set(days.map((d) => d?.weekday)).size === days.length),
});

const blackoutName = (requiredKey: string) => yup.string().trim().required(V(requiredKey)).max(SCHEDULE_LIMITS.blackoutNameMax, V('blackoutNameMaxLength'));

/** PUT /Availability/blackout-days: the whole list (public holidays, Eid), each date once. */
export const blackoutDaysSchema = yup.object({
  blackoutDays: yup
    .array(
      yup.object({
        date: yup
          .string()
          .trim()
          .required(V('dateRequired'))
          .test(
            'calendar-date',
            V('invalidDate'),
            (value) => !value || (isCalendarDate(value) && Date.parse(value) >= DATE_RANGE.earliest && Date.parse(value) < DATE_RANGE.latest),
          ),
        name: blackoutName('blackoutNameRequired'),
        arabicName: blackoutName('blackoutArabicNameRequired'),
      }),
    )
    .required(V('blackoutDaysRequired'))
    .max(SCHEDULE_LIMITS.blackoutDaysMax, V('tooManyBlackoutDays'))
    .test('each-date-once', V('blackoutDateRepeated'), (days) => !days || new Set(days.map((d) => d?.date)).size === days.length),
});

/** PUT /Availability/services/{id}: how long one visit takes and how many run at once. */
export const serviceScheduleSchema = yup.object({
  durationMinutes: yup
    .number()
    .typeError(V('durationMinutesInvalid'))
    .integer(V('durationMinutesInvalid'))
    .min(SCHEDULE_LIMITS.durationMinutesMin, V('durationMinutesInvalid'))
    .max(SCHEDULE_LIMITS.durationMinutesMax, V('durationMinutesInvalid'))
    .required(V('durationMinutesInvalid')),
  capacity: yup
    .number()
    .typeError(V('capacityInvalid'))
    .integer(V('capacityInvalid'))
    .min(1, V('capacityInvalid'))
    .max(SCHEDULE_LIMITS.capacityMax, V('capacityInvalid'))
    .required(V('capacityInvalid')),
});

export type WorkingHoursValues = yup.InferType<typeof workingHoursSchema>;
export type BlackoutDaysValues = yup.InferType<typeof blackoutDaysSchema>;
export type ServiceScheduleValues = yup.InferType<typeof serviceScheduleSchema>;
