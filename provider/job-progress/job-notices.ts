import { adminsToEmail } from '../admin-notices/admin-notices.repository';
import { tellAdmins } from '../admin-notices/tell-admins';
import type { Booking } from '../../shared/types/booking';
import type { RouteContext } from '../http/context';
import { noticeOf } from '../notifications/booking-calendar';
import { CHANNEL_OF_CONTACT_METHOD, type BookingNotice, type NotificationEvent } from '../notifications/notification';

/**
 * Who hears of a job's progress: the admins when a partner declines or the client reports a problem
 * (a notice under the dashboard's bell, and an e-mail to those who want them), the client when the
 * work is done and waits for their word. Queued; a failure is logged, the step is already taken.
 */

async function safely(ctx: RouteContext, bookingId: number, what: string, send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (error) {
    ctx.app.logger.error({ err: error, bookingId, what }, 'queueing a job progress notification failed');
  }
}

const mainItem = (booking: Booking) => booking.demandeDeServiceItems.find((item) => !item.isAdditionalService) ?? booking.demandeDeServiceItems[0];

async function emailAdmins(ctx: RouteContext, event: NotificationEvent, data: BookingNotice, key: string): Promise<void> {
  for (const admin of await adminsToEmail(ctx.app.db)) {
    await ctx.app.notifications.notify(
      { to: { userId: admin.id, channel: 'email' }, event, data },
      { dedupeKey: `${key}:admin:${admin.id}:email`, db: ctx.app.db },
    );
  }
}

/** A partner declined job `assignmentId` on `booking`, saying why. */
export async function noticeJobDeclined(ctx: RouteContext, booking: Booking, assignmentId: number, reason: string): Promise<void> {
  const partner = await ctx.app.db
    .selectFrom('booking_assignments as a')
    .innerJoin('partners as p', 'p.id', 'a.partner_id')
    .select(['p.name', 'p.arabic_name'])
    .where('a.id', '=', assignmentId)
    .executeTakeFirst();
  const main = mainItem(booking);
  await tellAdmins(ctx, 'job', booking.id, {
    name: partner?.name ?? '',
    title: main?.serviceTitle ?? '',
    arabicTitle: main?.serviceArabicTitle ?? '',
    jobEvent: 'declined',
  });
  await safely(ctx, booking.id, 'declined', () =>
    emailAdmins(
      ctx,
      'booking.partnerDeclined',
      { ...noticeOf(booking), reason, partnerName: partner?.name ?? '', partnerArabicName: partner?.arabic_name ?? '' },
      `job:${assignmentId}:declined`,
    ),
  );
}

/** The client of `booking` reported a problem with the work. */
export async function noticeProblemReported(ctx: RouteContext, booking: Booking, note: string): Promise<void> {
  const main = mainItem(booking);
  await tellAdmins(ctx, 'job', booking.id, {
    name: booking.clientName,
    title: main?.serviceTitle ?? '',
    arabicTitle: main?.serviceArabicTitle ?? '',
    jobEvent: 'problem',
  });
  await safely(ctx, booking.id, 'problem', () =>
    emailAdmins(ctx, 'booking.problemReported', { ...noticeOf(booking), reason: note }, `booking:${booking.id}:problem`),
  );
}

/** Every partner of `booking` marked the work done: the client is asked to confirm within `days`. */
export async function noticeWorkDone(ctx: RouteContext, booking: Booking, days: number): Promise<void> {
  await safely(ctx, booking.id, 'work-done', async () => {
    const client = await ctx.app.db.selectFrom('clients').select('user_id').where('id', '=', booking.clientId).executeTakeFirst();
    if (!client?.user_id) return;
    const channel = CHANNEL_OF_CONTACT_METHOD[booking.preferedContactMethode] ?? 'email';
    await ctx.app.notifications.notify(
      { to: { userId: client.user_id, channel }, event: 'booking.workDone', data: { ...noticeOf(booking), days } },
      { dedupeKey: `booking:${booking.id}:work-done:${channel}`, db: ctx.app.db },
    );
  });
}
