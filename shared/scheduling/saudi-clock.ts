/**
 * Saudi time without the server's zone. Asia/Riyadh has been UTC+03:00 all year since 1950 (no
 * daylight saving), so a Saudi wall time is the instant written with an explicit +03:00 offset and
 * a Saudi calendar date is the UTC date of the instant moved three hours on. Nothing here reads the
 * process's time zone (no Date#getHours, no local Date parsing), so the provider in UTC, a browser in
 * New York and a test runner in Tokyo compute the same slots.
 */
import type { WeekdayIndex } from '../types/availability';

export const SAUDI_OFFSET = '+03:00';
const OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
export const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether `text` is a real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  const m = DATE_ONLY.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Minutes since midnight of an HH:MM text. */
export function minutesOf(time: string): number {
  const m = TIME_OF_DAY.exec(time);
  if (!m) throw new Error(`not a time of day: ${time}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** HH:MM of minutes since midnight. */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The instant of a Saudi date and minutes since its midnight. */
export function saudiInstant(date: string, minutes: number): Date {
  return new Date(new Date(`${date}T00:00:00${SAUDI_OFFSET}`).getTime() + minutes * 60_000);
}

/** The Saudi calendar date (YYYY-MM-DD) of an instant. */
export function saudiDate(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes since the Saudi midnight of an instant (seconds dropped). */
export function saudiMinutes(instant: Date): number {
  const shifted = new Date(instant.getTime() + OFFSET_MS);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** The weekday of a calendar date (a date has one weekday wherever it is read). */
export function weekdayOf(date: string): WeekdayIndex {
  return new Date(`${date}T00:00:00Z`).getUTCDay() as WeekdayIndex;
}

/** The date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (0 for the same date, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((new Date(`${to}T00:00:00Z`).getTime() - new Date(`${from}T00:00:00Z`).getTime()) / DAY_MS);
}
