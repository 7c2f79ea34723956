/**
 * The UTC instants where this month and last month begin on the wall clock of `timeZone`. Month
 * figures follow the company's calendar, not the server's: a booking at 01:00 on the 1st in Riyadh
 * is still the previous day in UTC.
 */
export function monthBounds(now: Date, timeZone: string): { thisMonthStart: Date; lastMonthStart: Date } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')!.value);
  const month = Number(parts.find((p) => p.type === 'month')!.value);
  return {
    thisMonthStart: zonedMidnight(year, month, timeZone),
    lastMonthStart: month === 1 ? zonedMidnight(year - 1, 12, timeZone) : zonedMidnight(year, month - 1, timeZone),
  };
}

/** Offset of `timeZone` from UTC at `instant`, in milliseconds (e.g. +3h for Asia/Riyadh). */
function offsetAt(instant: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(instant).find((p) => p.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0; // "GMT": UTC itself
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -1 : 1) * minutes * 60_000;
}

/** 00:00 on the first of `month` (1-12) in `timeZone`, as a UTC instant. */
function zonedMidnight(year: number, month: number, timeZone: string): Date {
  const wallClock = Date.UTC(year, month - 1, 1);
  // Twice: the offset at the first guess may differ from the one at the answer across a DST change.
  const first = wallClock - offsetAt(new Date(wallClock), timeZone);
  return new Date(wallClock - offsetAt(new Date(first), timeZone));
}
