/** Paging arithmetic shared by the server-paged lists and the client-side grids of the dashboard. */

/** Pages needed for `total` items; an empty list still has one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** A requested page brought into 1..pageCount (a deleted last item must not strand the reader on an empty page). */
export function clampPage(page: number, total: number, pageSize: number): number {
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), pageCount(total, pageSize));
}

export interface ShowingRange {
  from: number;
  to: number;
  total: number;
}

/** The numbers of 'Showing X to Y of Z results' (0 to 0 of 0 for an empty list). */
export function showingRange(page: number, pageSize: number, total: number): ShowingRange {
  if (total <= 0) return { from: 0, to: 0, total: 0 };
  const current = clampPage(page, total, pageSize);
  const from = (current - 1) * pageSize + 1;
  return { from, to: Math.min(total, current * pageSize), total };
}

/** One page of a list already in memory. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const current = clampPage(page, items.length, pageSize);
  return items.slice((current - 1) * pageSize, current * pageSize);
}
