import { DEFAULT_SERVICE_SCHEDULE } from '../../shared/scheduling/schedule-defaults';
import { minutesOf, saudiDate, saudiMinutes, weekdayOf } from '../../shared/scheduling/saudi-clock';
import type { WorkingDay } from '../../shared/types/availability';

/**
 * The rules of dispatch (issue 27 item 3), without the database: who may be given a booking, and
 * whether it clashes with a job the partner already has. Every time here is an instant; working hours
 * and days off are read in Saudi time (shared/scheduling/saudi-clock.ts).
 */

/** When a job takes its partner: [startsAt, endsAt). */
export interface TimeWindow {
  startsAt: Date;
  endsAt: Date;
}

/**
 * The booking's window: its slot when it has one, else its preferred time for the service's usual
 * visit length (an hour when the service has no schedule).
 */
export function bookingWindow(booking: { slotStartsAt: Date | null; slotMinutes: number | null; preferredAt: Date }, visitMinutes?: number): TimeWindow {
  const startsAt = booking.slotStartsAt ?? booking.preferredAt;
  const minutes = (booking.slotStartsAt ? booking.slotMinutes : null) ?? visitMinutes ?? DEFAULT_SERVICE_SCHEDULE.durationMinutes;
  return { startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000) };
}

/** Two windows overlap when each starts before the other ends (back-to-back jobs do not clash). */
export const overlaps = (a: TimeWindow, b: TimeWindow) => a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();

/** Why a partner cannot be given a booking, before looking at their other jobs. */
export type Ineligibility = 'archived' | 'otherService' | 'otherCity' | 'dayOff' | 'outsideHours';
export const INELIGIBILITIES: readonly Ineligibility[] = ['archived', 'otherService', 'otherCity', 'dayOff', 'outsideHours'];

export interface PartnerProfile {
  id: number;
  archived: boolean;
  /** The service the partner does; null once it was deleted. */
  serviceId: number | null;
  /** City codes served. */
  cities: readonly string[];
  /** The partner's own week; null: the company's. */
  workingDays: readonly WorkingDay[] | null;
  /** YYYY-MM-DD, Saudi dates. */
  daysOff: readonly string[];
}

export interface BookingToStaff {
  /** The booking's main service. */
  serviceId: number;
  /** The address's city code; null for a booking made before addresses (no city to match). */
  city: string | null;
  window: TimeWindow;
}

export interface CompanyCalendar {
  workingHours: readonly WorkingDay[];
  /** YYYY-MM-DD, Saudi dates the company does not work. */
  blackoutDays: readonly string[];
}

/** The hours both the company and the partner work on a weekday, in minutes since Saudi midnight; null when either is closed. */
export function sharedHours(weekday: number, company: readonly WorkingDay[], partner: readonly WorkingDay[] | null): { opens: number; closes: number } | null {
  const companyDay = company.find((d) => d.weekday === weekday);
  const partnerDay = partner === null ? companyDay : partner.find((d) => d.weekday === weekday);
  if (!companyDay || !partnerDay) return null;
  const opens = Math.max(minutesOf(companyDay.opensAt), minutesOf(partnerDay.opensAt));
  const closes = Math.min(minutesOf(companyDay.closesAt), minutesOf(partnerDay.closesAt));
  return opens < closes ? { opens, closes } : null;
}

/** Whether the window lies inside the hours both the company and the partner work, on one Saudi day. */
export function withinHours(window: TimeWindow, company: readonly WorkingDay[], partner: readonly WorkingDay[] | null): boolean {
  const day = saudiDate(window.startsAt);
  const hours = sharedHours(weekdayOf(day), company, partner);
  if (!hours) return false;
  const start = saudiMinutes(window.startsAt);
  const length = (window.endsAt.getTime() - window.startsAt.getTime()) / 60_000;
  return start >= hours.opens && start + length <= hours.closes;
}

/**
 * The first reason the partner cannot take the booking, in the order an admin would look (archived,
 * the wrong trade, the wrong city, a day off, outside hours); null when they can, if free.
 */
export function ineligibilityOf(partner: PartnerProfile, booking: BookingToStaff, company: CompanyCalendar): Ineligibility | null {
  if (partner.archived) return 'archived';
  if (partner.serviceId !== booking.serviceId) return 'otherService';
  if (booking.city !== null && !partner.cities.includes(booking.city)) return 'otherCity';
  const day = saudiDate(booking.window.startsAt);
  if (partner.daysOff.includes(day) || company.blackoutDays.includes(day)) return 'dayOff';
  if (!withinHours(booking.window, company.workingHours, partner.workingDays)) return 'outsideHours';
  return null;
}

/** A job the partner already holds: which booking, and when. */
export interface HeldJob {
  bookingId: number;
  window: TimeWindow;
}

/** The first of the partner's jobs (earliest) that overlaps the window, if any: what a new assignment clashes with. */
export function clashOf<J extends HeldJob>(window: TimeWindow, jobs: readonly J[]): J | undefined {
  return [...jobs].sort((a, b) => a.window.startsAt.getTime() - b.window.startsAt.getTime()).find((job) => overlaps(window, job.window));
}
