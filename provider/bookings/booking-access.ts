import type { RouteContext } from '../http/context';
import { notFound } from '../http/http-error';
import { worksIn, requireUser } from '../http/route';
import { checkSlot } from '../scheduling/scheduling.service';
import { type BookedSlot, findBooking } from './bookings.repository';

/** The booking if the caller may see it: an Admin, or the client who made it. Others get 404, not 403, to not reveal ids. */
export async function visibleBooking(ctx: RouteContext, id: number) {
  const user = requireUser(ctx);
  const booking = await findBooking(ctx.app.db, id);
  if (!booking || (!worksIn(user, 'operations') && booking.clientId !== user.clientId)) throw notFound('requestNotFound');
  return booking;
}

/** The main service of a booking's items (the one its slot belongs to). */
export const mainServiceId = (items: ReadonlyArray<{ isAdditionalService: boolean; serviceId: number }>) =>
  (items.find((i) => !i.isAdditionalService) ?? items[0])!.serviceId;

/** The app clock's now, as a Date. */
export const nowOf = (ctx: RouteContext) => new Date(ctx.app.clock.now());

/** The slot a booking asks for (or moves to), checked against the service's availability (400 under `field` if it cannot be booked). */
export async function slotToBook(ctx: RouteContext, serviceId: number, startsAt: Date, field = 'slotStartsAt'): Promise<BookedSlot> {
  const schedule = await checkSlot(ctx.app.db, serviceId, startsAt, nowOf(ctx), field);
  return { serviceId, startsAt, minutes: schedule.durationMinutes, capacity: schedule.capacity };
}
