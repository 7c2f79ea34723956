import type { MessageSide } from '../../shared/types/booking-message';
import type { Db } from '../db/database';
import type { AuthUser, RouteContext } from '../http/context';
import { HttpError, notFound } from '../http/http-error';
import { requireUser } from '../http/route';

export interface ThreadReader {
  user: AuthUser;
  bookingId: number;
  clientId: number;
  /** The side the reader writes on. */
  side: MessageSide;
}

/**
 * Who may read and write a booking's thread: the client who booked it, the admins, and the partners
 * assigned to it (not declined or withdrawn). An unknown booking is 404; a booking that exists but is
 * not the caller's is 403 (the thread says so rather than hiding it: a partner or client following
 * a stale link learns it is not theirs).
 */
export async function threadReaderOf(ctx: RouteContext, bookingId: number): Promise<ThreadReader> {
  const user = requireUser(ctx);
  const booking = await ctx.app.db.selectFrom('bookings').select(['id', 'client_id']).where('id', '=', bookingId).executeTakeFirst();
  if (!booking) throw notFound('requestNotFound');
  const side = await sideOf(ctx.app.db, user, { id: booking.id, clientId: booking.client_id });
  if (!side) throw new HttpError(403, 'FORBIDDEN', 'bookingMessagesForbidden');
  return { user, bookingId: booking.id, clientId: booking.client_id, side };
}

/** The reader's side of this booking's thread, or null when it is not theirs to read. */
export async function sideOf(db: Db, user: AuthUser, booking: { id: number; clientId: number }): Promise<MessageSide | null> {
  if (user.role === 'Admin') return 'company';
  if (user.clientId !== null && user.clientId === booking.clientId) return 'client';
  if (await partnerAssigned(db, user, booking.id)) return 'company';
  return null;
}

/** A partner's login assigned to the booking (dispatch's assignments); none until partners exist. */
async function partnerAssigned(_db: Db, _user: AuthUser, _bookingId: number): Promise<boolean> {
  return false;
}
