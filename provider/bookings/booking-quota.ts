import type { Quotas } from '../config';
import type { Db } from '../db/database';
import { tooManyRequests } from '../http/http-error';

const HOUR_MS = 3_600_000;

/** Statuses of a booking still open: it holds the client's quota until it is completed or cancelled. */
export const OPEN_BOOKING_STATUSES = ['pending', 'in_review', 'quoted', 'in_progress'] as const;

/** An open quota lifts when a booking ends, which has no set time: the client is told to come back in an hour. */
const OPEN_QUOTA_RETRY_SECONDS = 3600;

/**
 * Refuses a booking beyond the client's quotas (429 with Retry-After): bookings made in the last
 * hour, open bookings, and open bookings of the same main service. Runs in the booking's
 * transaction after locking the client's row, so concurrent bookings of one client are counted one
 * after another and cannot together pass a limit.
 */
export async function checkBookingQuota(trx: Db, quotas: Quotas, clientId: number, mainServiceId: number): Promise<void> {
  await trx.selectFrom('clients').select('id').where('id', '=', clientId).forUpdate().executeTakeFirst();
  // created_at is the database's clock, so the hour is measured on it too.
  const now = Date.now();
  const recent = await trx
    .selectFrom('bookings')
    .select('created_at')
    .where('client_id', '=', clientId)
    .where('created_at', '>', new Date(now - HOUR_MS))
    .orderBy('created_at', 'desc')
    .limit(quotas.bookingsPerClientPerHour)
    .execute();
  if (recent.length >= quotas.bookingsPerClientPerHour) {
    // Allowed again once the oldest of the last `limit` bookings is an hour old.
    const oldest = recent[recent.length - 1]!.created_at.getTime();
    throw tooManyRequests('bookingRateQuota', Math.max(1, Math.ceil((oldest + HOUR_MS - now) / 1000)));
  }
  const open = await trx
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('client_id', '=', clientId)
    .where('status', 'in', OPEN_BOOKING_STATUSES)
    .executeTakeFirstOrThrow();
  if (Number(open.count) >= quotas.openBookingsPerClient) throw tooManyRequests('openBookingsQuota', OPEN_QUOTA_RETRY_SECONDS);
  const openForService = await trx
    .selectFrom('bookings')
    .innerJoin('booking_items', 'booking_items.request_id', 'bookings.id')
    .select((eb) => eb.fn.count<string | number>('bookings.id').distinct().as('count'))
    .where('bookings.client_id', '=', clientId)
    .where('bookings.status', 'in', OPEN_BOOKING_STATUSES)
    .where('booking_items.service_id', '=', mainServiceId)
    .where('booking_items.is_additional_service', '=', false)
    .executeTakeFirstOrThrow();
  if (Number(openForService.count) >= quotas.openBookingsPerService) throw tooManyRequests('openBookingsPerServiceQuota', OPEN_QUOTA_RETRY_SECONDS);
}
