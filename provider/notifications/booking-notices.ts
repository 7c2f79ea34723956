import { adminsToEmail } from '../admin-notices/admin-notices.repository';
import { tellAdmins } from '../admin-notices/tell-admins';
import type { Booking, BookingChange } from '../../shared/types/booking';
import type { BookingStatus } from '../../shared/constants';
import type { RouteContext } from '../http/context';
import { findBooking } from '../bookings/bookings.repository';
import { noticeOf } from './booking-calendar';
import { type BookingNotice, bookingStatusEvent, CHANNEL_OF_CONTACT_METHOD, type NotifyRequest } from './notification';
import { scheduleReminder } from './reminders';

/**
 * What the booking routes call once a booking is created or has moved: the client hears of it on the
 * channel they chose for the booking, admins of a new booking by e-mail. The messages are queued
 * (the answer does not wait for SMTP) under keys that make each one go out once. A queue that cannot
 * be reached is logged and does not fail the call: the booking is already committed.
 */

async function clientUserId(ctx: RouteContext, booking: Booking): Promise<number | null> {
  const row = await ctx.app.db.selectFrom('clients').select('user_id').where('id', '=', booking.clientId).executeTakeFirst();
  return row?.user_id ?? null;
}

async function queue(ctx: RouteContext, booking: Booking, what: string, send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (error) {
    ctx.app.logger.error({ err: error, bookingId: booking.id, what }, 'queueing a booking notification failed');
  }
}

/** The reminder before the booking's time (reminders.ts), queued when it is made, moved or confirmed. */
async function remind(ctx: RouteContext, booking: Booking): Promise<void> {
  await queue(ctx, booking, 'reminder', () => scheduleReminder({ db: ctx.app.db, jobs: ctx.app.jobs, clock: ctx.app.clock }, booking));
}

/** A client booked: they hear it was received (in the language they booked in, remembered for later messages); every admin sees it in the dashboard, and those who want them get an e-mail. */
export async function noticeBookingReceived(ctx: RouteContext, booking: Booking): Promise<void> {
  const main = booking.demandeDeServiceItems.find((item) => !item.isAdditionalService);
  await tellAdmins(ctx, 'booking', booking.id, { name: booking.clientName, title: main?.serviceTitle ?? '', arabicTitle: main?.serviceArabicTitle ?? '' });
  await queue(ctx, booking, 'received', async () => {
    const data = noticeOf(booking);
    const userId = await clientUserId(ctx, booking);
    if (userId !== null) {
      await ctx.app.db.updateTable('users').set({ language: ctx.language }).where('id', '=', userId).execute();
      const channel = CHANNEL_OF_CONTACT_METHOD[booking.preferedContactMethode] ?? 'email';
      const request: NotifyRequest = { to: { userId, channel }, event: 'booking.received', data };
      await ctx.app.notifications.notify(request, { dedupeKey: `booking:${booking.id}:received:${channel}`, db: ctx.app.db });
    }
    for (const admin of await adminsToEmail(ctx.app.db)) {
      await ctx.app.notifications.notify(
        { to: { userId: admin.id, channel: 'email' }, event: 'booking.new', data },
        { dedupeKey: `booking:${booking.id}:new:admin:${admin.id}:email`, db: ctx.app.db },
      );
    }
  });
  await remind(ctx, booking);
}

/**
 * A booking moved to `booking.status` (read after the move): the client hears of it. The key holds
 * the moment of the move, so a booking that comes back to a status is told again, but one move is
 * told once however often this is called for it.
 */
export async function noticeBookingStatus(ctx: RouteContext, booking: Booking): Promise<void> {
  await queue(ctx, booking, booking.status, async () => {
    const userId = await clientUserId(ctx, booking);
    if (userId === null) return;
    const channel = CHANNEL_OF_CONTACT_METHOD[booking.preferedContactMethode] ?? 'email';
    const event = bookingStatusEvent(booking.status);
    await ctx.app.notifications.notify(
      { to: { userId, channel }, event, data: noticeOf(booking) },
      { dedupeKey: `booking:${booking.id}:${booking.status}:${Date.parse(booking.updatedAt)}:${channel}`, db: ctx.app.db },
    );
  });
  // Confirmed (or back to open): its reminder, if it has none for its time yet.
  await remind(ctx, booking);
}

/** For changes made elsewhere (answering a quote): tells the client if booking `id` is no longer in status `from`. */
export async function noticeBookingMovedFrom(ctx: RouteContext, id: number, from: BookingStatus): Promise<void> {
  const booking = await findBooking(ctx.app.db, id);
  if (booking && booking.status !== from) await noticeBookingStatus(ctx, booking);
}

/** The admins told by e-mail: active, and not opted out of the notices' e-mails. */
async function activeAdmins(ctx: RouteContext): Promise<number[]> {
  return (await adminsToEmail(ctx.app.db)).map((admin) => admin.id);
}

/**
 * A booking moved to another time (`booking` read after the move, `change` the move recorded): the
 * client hears of the new time; when the client moved it themselves, every admin hears why.
 */
export async function noticeBookingMoved(ctx: RouteContext, booking: Booking, change: BookingChange): Promise<void> {
  await queue(ctx, booking, 'moved', async () => {
    const data: BookingNotice = { ...noticeOf(booking), previousAt: change.fromStartsAt ?? undefined, reason: change.reason };
    const userId = await clientUserId(ctx, booking);
    if (userId !== null) {
      const channel = CHANNEL_OF_CONTACT_METHOD[booking.preferedContactMethode] ?? 'email';
      await ctx.app.notifications.notify(
        { to: { userId, channel }, event: 'booking.moved', data },
        { dedupeKey: `booking:${booking.id}:moved:${change.id}:${channel}`, db: ctx.app.db },
      );
    }
    if (change.byRole !== 'Client') return;
    for (const adminId of await activeAdmins(ctx)) {
      await ctx.app.notifications.notify(
        { to: { userId: adminId, channel: 'email' }, event: 'booking.clientMoved', data },
        { dedupeKey: `booking:${booking.id}:client-moved:${change.id}:admin:${adminId}:email`, db: ctx.app.db },
      );
    }
  });
  // A new time, a new reminder; the old one finds the booking moved and stays silent.
  await remind(ctx, booking);
}

/** The client cancelled their booking: besides the client's own notice (noticeBookingStatus), every admin hears why. */
export async function noticeClientCancelled(ctx: RouteContext, booking: Booking): Promise<void> {
  await queue(ctx, booking, 'client-cancelled', async () => {
    const data: BookingNotice = { ...noticeOf(booking), reason: booking.cancellationReason ?? '' };
    for (const adminId of await activeAdmins(ctx)) {
      await ctx.app.notifications.notify(
        { to: { userId: adminId, channel: 'email' }, event: 'booking.clientCancelled', data },
        { dedupeKey: `booking:${booking.id}:client-cancelled:admin:${adminId}:email`, db: ctx.app.db },
      );
    }
  });
}
