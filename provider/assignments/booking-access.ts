import type { AuthUser } from '../http/context';
import type { Db } from '../db/database';
import { forbidden, notFound } from '../http/http-error';
import { canPartnerSeeBooking } from './assignments.repository';
import { isStaffRole } from '../../shared/constants';
import { roleMayOpen } from '../../shared/access/staff-areas';

/** How the caller reaches a booking: as an Admin, as the client who made it, or as a partner assigned to it. */
export type BookingAccess = 'admin' | 'client' | 'partner';

/**
 * The one check every booking-scoped route of issue 27 (dispatch, partner portal, messages, progress)
 * makes: an Admin or operations staff reach any booking (other staff roles get 403); a Client only their own (another's is 404, not revealing ids);
 * a Partner only a booking they hold a live assignment to (not declined or withdrawn), else 403.
 * An unknown booking is 404 for everyone.
 */
export async function requireBookingAccess(db: Db, user: AuthUser, bookingId: number): Promise<BookingAccess> {
  const booking = await db.selectFrom('bookings').select(['id', 'client_id']).where('id', '=', bookingId).executeTakeFirst();
  if (!booking) throw notFound('requestNotFound');
  if (roleMayOpen(user.role, 'operations')) return 'admin';
  if (isStaffRole(user.role)) throw forbidden('roleNotAllowed');
  if (user.role === 'Client') {
    if (user.clientId === null || booking.client_id !== user.clientId) throw notFound('requestNotFound');
    return 'client';
  }
  if (user.role === 'Partner' && user.partnerId !== null && (await canPartnerSeeBooking(db, user.partnerId, bookingId))) return 'partner';
  throw forbidden('bookingNotAssigned');
}

export { canPartnerSeeBooking };
