import { clientChangeRefusal, isOpenBooking } from '../../shared/bookings/change-policy';
import type { Booking } from '../../shared/types/booking';
import type { RouteContext } from '../http/context';
import { badRequest, HttpError } from '../http/http-error';
import { worksIn, requireUser } from '../http/route';
import { mainServiceId, nowOf, slotToBook } from './booking-access';
import { moveBooking } from './booking-changes.repository';
import { findBooking } from './bookings.repository';

/** A client's move or cancellation outside the policy: 409 saying which rule refuses it (its status, or the notice period). */
export function refuseClientChange(booking: Booking, now: Date): void {
  const refusal = clientChangeRefusal(booking, now);
  if (refusal === 'status') throw new HttpError(409, 'INVALID_STATE', 'bookingNotChangeable');
  if (refusal === 'notice') throw new HttpError(409, 'INVALID_STATE', 'changeWindowClosed');
}

/**
 * Moves `booking` to the slot starting at `startsAt` of its main service: the one move service of
 * the client's reschedule and the admin's calendar. A client is held to the notice period; an admin
 * only to the booking being open. The slot is checked like a new booking's (400: past, day off, not
 * a slot), then taken in the move's transaction (409 CONFLICT when full).
 */
export async function rescheduleBooking(ctx: RouteContext, booking: Booking, startsAt: Date, reason: string): Promise<Booking> {
  const user = requireUser(ctx);
  if (worksIn(user, 'operations')) {
    if (!isOpenBooking(booking.status)) throw new HttpError(409, 'INVALID_STATE', 'bookingNotChangeable');
  } else {
    refuseClientChange(booking, nowOf(ctx));
  }
  if (booking.slotStartsAt !== null && Date.parse(booking.slotStartsAt) === startsAt.getTime()) throw badRequest({ slotStartsAt: ['validation:sameSlot'] });
  const slot = await slotToBook(ctx, mainServiceId(booking.demandeDeServiceItems), startsAt);
  const from = booking.slotStartsAt === null ? null : new Date(booking.slotStartsAt);
  const outcome = await moveBooking(ctx.app.db, booking.id, from, slot, { userId: user.id, role: user.role, reason });
  if (outcome === 'full') throw new HttpError(409, 'CONFLICT', 'slotFull', { slotStartsAt: ['validation:slotFull'] });
  if (outcome === 'changed') throw new HttpError(409, 'INVALID_STATE', 'bookingChangedMeanwhile');
  return (await findBooking(ctx.app.db, booking.id))!;
}
