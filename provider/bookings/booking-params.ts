import { BOOKING_STATUSES } from '../../shared/constants';
import { addDays, saudiInstant } from '../../shared/scheduling/saudi-clock';
import { V } from '../../shared/validation/rules';
import type { RouteContext } from '../http/context';
import { badRequest } from '../http/http-error';
import { dateParam, enumParam, idParam } from '../http/query-params';
import { checkRange } from '../scheduling/scheduling.service';

/** The filters of booking lists (also a user's bookings, users/user-related.routes.ts). */
export const BOOKING_PARAMS = {
  status: enumParam('status', { description: 'Only requests in this status.', values: BOOKING_STATUSES, message: 'validation:statusInvalid' }),
  serviceId: idParam('serviceId', 'Only requests that include this service.', 'validation:selectService'),
} as const;

/** The admins' calendar's dates: its bookings (GET /DemandeDeService/calendar) and their partners (…/calendar/assignments). */
export const CALENDAR_RANGE = {
  from: dateParam('from', 'First Saudi calendar date shown (YYYY-MM-DD).'),
  to: dateParam('to', 'Last Saudi calendar date shown (YYYY-MM-DD), at most 62 days from `from`.'),
} as const;

/** The calendar's dates as instants (from the start of `from` to the end of `to`, Saudi time); 400 when missing, reversed or too long. */
export function calendarRangeOf(ctx: RouteContext): { from: Date; to: Date } {
  const from = CALENDAR_RANGE.from.of(ctx);
  const to = CALENDAR_RANGE.to.of(ctx);
  if (!from || !to) throw badRequest({ ...(from ? {} : { from: [V('dateRequired')] }), ...(to ? {} : { to: [V('dateRequired')] }) });
  checkRange(from, to);
  return { from: saudiInstant(from, 0), to: saudiInstant(addDays(to, 1), 0) };
}
