/**
 * The company's availability (issue 16): when visits and consultations can be booked. Every time of
 * day here is Saudi time (Asia/Riyadh, UTC+03:00 all year); every instant on the wire is ISO UTC.
 */

/** 0 Sunday … 6 Saturday, as Date#getUTCDay counts. */
export type WeekdayIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** One open weekday: from `opensAt` to `closesAt` (HH:MM, Saudi time). A weekday not listed is closed. */
export interface WorkingDay {
  weekday: WeekdayIndex;
  opensAt: string;
  closesAt: string;
}

/** A day the company does not work (a public holiday, Eid), by its Saudi calendar date. */
export interface BlackoutDay {
  /** YYYY-MM-DD */
  date: string;
  name: string;
  arabicName: string;
}

/** How one service is booked: each visit takes `durationMinutes`; `capacity` of them can run at once. */
export interface ServiceSchedule {
  serviceId: number;
  durationMinutes: number;
  capacity: number;
}

/** What the admin edits, in one answer. */
export interface AvailabilitySettings {
  timeZone: string;
  workingHours: WorkingDay[];
  blackoutDays: BlackoutDay[];
  /** Every service, with the defaults where none was set. */
  services: ServiceSchedule[];
  /** How many hours before its time a client may still move or cancel a booking. */
  changeNoticeHours: number;
  /** How many minutes after it was made a booking inside the notice period may still be moved or cancelled. */
  changeGraceMinutes: number;
  /** How many hours before its time a booking's reminder is sent (0: none). */
  reminderHours: number;
}

export interface Slot {
  startsAt: string;
  endsAt: string;
  capacity: number;
  /** Places still free; 0 means full. */
  remaining: number;
}

/** Why a day offers nothing: past, a closed weekday, a blackout day. null: an open day (its slots may still all be full). */
export type ClosedReason = 'past' | 'closedDay' | 'blackout';

export interface AvailabilityDay {
  /** YYYY-MM-DD, Saudi calendar. */
  date: string;
  closed: ClosedReason | null;
  /** The blackout's names, when closed for one. */
  blackout: { name: string; arabicName: string } | null;
  /** The day's slots still ahead, full ones included (remaining 0). */
  slots: Slot[];
}

/** GET /Availability/services/{id}/slots */
export interface ServiceAvailability {
  serviceId: number;
  timeZone: string;
  durationMinutes: number;
  capacity: number;
  from: string;
  to: string;
  days: AvailabilityDay[];
  /** The change policy a booking made now is held to, so that the wizard can warn of a slot inside the notice period. */
  changeNoticeHours: number;
  changeGraceMinutes: number;
}
