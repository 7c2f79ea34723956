import type { WorkingDay } from '../types/availability';

// Apart from shared/constants.ts, which every page loads: only the provider and the availability
// schemas read these.
/**
 * Scheduling (issue 16). Working hours until an admin edits them: Sunday to Thursday 09:00-18:00,
 * Saudi time (weekday 0 is Sunday). A service without its own schedule takes an hour, one at a time.
 */
export const DEFAULT_WORKING_HOURS: readonly WorkingDay[] = ([0, 1, 2, 3, 4] as const).map((weekday) => ({ weekday, opensAt: '09:00', closesAt: '18:00' }));
export const DEFAULT_SERVICE_SCHEDULE = { durationMinutes: 60, capacity: 1 } as const;
export const SCHEDULE_LIMITS = {
  durationMinutesMin: 15,
  durationMinutesMax: 720,
  capacityMax: 100,
  blackoutDaysMax: 200,
  blackoutNameMax: 100,
  /** The longest date range one availability call lists (two months: a month view and its edges). */
  rangeDaysMax: 62,
} as const;

/**
 * A client may move or cancel a booking until this many hours before its time: the terms' notice
 * (QUOTE_STANDARD_TERMS.cancellationNoticeHours) until an admin sets another on the availability screen.
 */
export const DEFAULT_CHANGE_NOTICE_HOURS = 48;
/**
 * A booking made inside the notice period may still be cancelled or moved by its client this many
 * minutes after it was made (issue 32 item 1), until an admin sets another (0: none).
 */
export const DEFAULT_CHANGE_GRACE_MINUTES = 30;
export const CHANGE_POLICY_LIMITS = { noticeHoursMax: 720, reasonMax: 500, reminderHoursMax: 168, graceMinutesMax: 1440 } as const;

/** A booking's reminder goes to its client this many hours before its time, until an admin sets another (0: no reminders). */
export const DEFAULT_REMINDER_HOURS = 24;
