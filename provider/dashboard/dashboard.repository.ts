import { sql } from 'kysely';
import { BUSINESS_TIME_ZONE, type BookingStatus } from '../../shared/constants';
import type { DashboardStats } from '../../shared/types/dashboard';
import { recentContactMessages } from '../contact/contact.repository';
import type { Db } from '../db/database';
import { paidInvoicesRevenue } from '../invoices/invoices.repository';
import { recentRatings } from '../ratings/ratings.repository';
import { recentBookings } from '../bookings/bookings.repository';
import { monthBounds } from './month-bounds';

export const RECENT_ACTIVITY_SIZE = 5;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

export function growthPercent(current: number, previous: number): number | null {
  return previous === 0 ? null : round(((current - previous) / previous) * 100, 1);
}

/**
 * Every figure in one round trip: the totals, per-status counts, average rating and revenue from the
 * counts the triggers keep (list-counts migration), the two months' bookings by an index range;
 * plus the three short "recent" lists.
 */
export async function dashboardStats(db: Db, now = new Date()): Promise<DashboardStats> {
  const { thisMonthStart, lastMonthStart } = monthBounds(now, BUSINESS_TIME_ZONE);
  const countsQuery = db.selectNoFrom((eb) => {
    const count = (table: 'users' | 'services' | 'partners' | 'contact_messages' | 'ratings' | 'bookings') =>
      eb.selectFrom('table_stats').select('row_count').where('table_name', '=', table);
    const withStatus = (status: BookingStatus) =>
      eb
        .selectFrom('booking_counts')
        .select((rc) => rc.fn.coalesce(rc.fn.sum<string>('n'), sql<string>`0`).as('n'))
        .where('status', '=', status);
    const bookings = () => eb.selectFrom('bookings').select(eb.fn.countAll<string>().as('n'));
    return [
      count('users').as('users'),
      count('services').as('services'),
      count('partners').as('partners'),
      count('contact_messages').as('messages'),
      count('ratings').as('ratings'),
      // The numeric division avg() does, over the kept counts per star value.
      eb.selectFrom('rating_counts').select(sql<string | null>`sum(value * n) / nullif(sum(n), 0)`.as('avg')).as('average_rating'),
      count('bookings').as('bookings'),
      withStatus('pending').as('pending'),
      withStatus('completed').as('completed'),
      bookings().where('created_at', '>=', thisMonthStart).as('this_month'),
      bookings().where('created_at', '>=', lastMonthStart).where('created_at', '<', thisMonthStart).as('last_month'),
    ];
  });
  const [counts, bookings, messages, ratings, revenue] = await Promise.all([
    countsQuery.executeTakeFirstOrThrow(),
    recentBookings(db, RECENT_ACTIVITY_SIZE),
    recentContactMessages(db, RECENT_ACTIVITY_SIZE),
    recentRatings(db, RECENT_ACTIVITY_SIZE),
    paidInvoicesRevenue(db),
  ]);
  const n = (value: unknown) => Number(value ?? 0);
  const bookingsThisMonth = n(counts.this_month);
  const bookingsLastMonth = n(counts.last_month);
  return {
    users: n(counts.users),
    services: n(counts.services),
    bookings: n(counts.bookings),
    pendingBookings: n(counts.pending),
    completedBookings: n(counts.completed),
    partners: n(counts.partners),
    ratings: n(counts.ratings),
    messages: n(counts.messages),
    averageRating: counts.average_rating === null ? 0 : round(Number(counts.average_rating), 2),
    bookingsThisMonth,
    bookingsLastMonth,
    bookingGrowthPercent: growthPercent(bookingsThisMonth, bookingsLastMonth),
    revenue,
    recentActivity: { bookings, messages, ratings },
    monthStartsAt: thisMonthStart.toISOString(),
    generatedAt: now.toISOString(),
  };
}
