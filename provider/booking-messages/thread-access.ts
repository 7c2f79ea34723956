import type { MessageSide } from '../../shared/types/booking-message';
import { requireBookingAccess } from '../assignments/booking-access';
import type { AuthUser, RouteContext } from '../http/context';
import { requireUser } from '../http/route';

export interface ThreadReader {
  user: AuthUser;
  bookingId: number;
  /** The side the reader writes on. */
  side: MessageSide;
}

/**
 * Who may read and write a booking's thread: the client who booked it, the admins, and the partners
 * assigned to it (not declined or withdrawn), through the one booking check of issue 27
 * (assignments/booking-access.ts): an unknown booking is 404, a partner not assigned to it 403, and
 * another client's booking 404, as on every other booking route (a 403 would tell them the id exists).
 */
export async function threadReaderOf(ctx: RouteContext, bookingId: number): Promise<ThreadReader> {
  const user = requireUser(ctx);
  const access = await requireBookingAccess(ctx.app.db, user, bookingId);
  return { user, bookingId, side: access === 'client' ? 'client' : 'company' };
}
