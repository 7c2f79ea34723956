import type { Paged } from '../../shared/api/envelope';
import type { Rating, RatingAverage, ServiceRatingSummary } from '../../shared/types/rating';
import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database, Db } from '../db/database';
import { countMatches, searchPage } from '../db/search-page';
import { createdAtText, keysetBatches, type NewestFirstKey, olderThan } from '../db/keyset-batches';
import { likePattern, paged, pageWindow, type ListQuery } from '../http/list-query';
import { anyOf } from '../db/id-list';
import { groupRows } from '../db/group-rows';

function ratingQuery(db: Db) {
  return db
    .selectFrom('ratings')
    .innerJoin('clients', 'clients.id', 'ratings.client_id')
    .innerJoin('users', 'users.id', 'clients.user_id')
    .innerJoin('services', 'services.id', 'ratings.service_id')
    .select([
      'ratings.id',
      'ratings.value',
      'ratings.comment',
      'ratings.client_id',
      'ratings.service_id',
      'ratings.created_at',
      'ratings.booking_id',
      'users.full_name as client_name',
      'services.title as service_title',
      'services.arabic_title as service_arabic_title',
    ]);
}

type RatingRecord = Awaited<ReturnType<ReturnType<typeof ratingQuery>['executeTakeFirstOrThrow']>>;

export function toRating(row: RatingRecord): Rating {
  return {
    id: row.id,
    value: row.value,
    comment: row.comment,
    clientName: row.client_name,
    clientId: row.client_id,
    serviceId: row.service_id,
    serviceTitle: row.service_title,
    serviceArabicTitle: row.service_arabic_title,
    verified: row.booking_id !== null,
    createdAt: row.created_at.toISOString(),
  };
}

export interface RatingFilter extends ListQuery {
  value: number | null;
  serviceId: number | null;
  /** Only the ratings of this client record (a user's ratings). */
  clientId?: number | null;
  /** Only ratings whose comment is not blank (the testimonials page). */
  withComment?: boolean;
}

/**
 * The filters as one condition on rates alone (the page and its count share it; the count needs no
 * joins). Search is a case-insensitive substring of comment, client name or service title (spec 5.9):
 * the union of three id sets, each found through its own index, not one OR across the joins.
 */
function ratingConditions(filter: RatingFilter) {
  return (eb: ExpressionBuilder<Database, 'ratings'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.value !== null) conditions.push(eb('ratings.value', '=', filter.value));
    if (filter.serviceId !== null) conditions.push(eb('ratings.service_id', '=', filter.serviceId));
    if (filter.clientId !== undefined && filter.clientId !== null) conditions.push(eb('ratings.client_id', '=', filter.clientId));
    if (filter.withComment) conditions.push(eb(sql<string>`btrim(ratings.comment)`, '<>', ''));
    if (filter.search) {
      const pattern = likePattern(filter.search);
      conditions.push(
        eb(
          'ratings.id',
          'in',
          eb
            .selectFrom('ratings as by_comment')
            .select('by_comment.id')
            .where('by_comment.comment', 'ilike', pattern)
            .union(
              eb
                .selectFrom('ratings as by_client')
                .innerJoin('clients as c', 'c.id', 'by_client.client_id')
                .innerJoin('users as u', 'u.id', 'c.user_id')
                .select('by_client.id')
                .where('u.full_name', 'ilike', pattern),
            )
            .union(
              eb
                .selectFrom('ratings as by_service')
                .innerJoin('services as s', 's.id', 'by_service.service_id')
                .select('by_service.id')
                .where('s.title', 'ilike', pattern),
            ),
        ),
      );
    }
    return eb.and(conditions);
  };
}

/**
 * The ratings a search matches, each once, with their place in the list (id, created_at): the same
 * union as in ratingConditions, for a search alone, whose page and count then need nothing else.
 */
function searchMatches(db: Db, search: string) {
  const pattern = likePattern(search);
  return db
    .selectFrom('ratings as by_comment')
    .select(['by_comment.id', 'by_comment.created_at as listed_at'])
    .where('by_comment.comment', 'ilike', pattern)
    .union(
      db
        .selectFrom('ratings as by_client')
        .innerJoin('clients as c', 'c.id', 'by_client.client_id')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select(['by_client.id', 'by_client.created_at as listed_at'])
        .where('u.full_name', 'ilike', pattern),
    )
    .union(
      db
        .selectFrom('ratings as by_service')
        .innerJoin('services as s', 's.id', 'by_service.service_id')
        .select(['by_service.id', 'by_service.created_at as listed_at'])
        .where('s.title', 'ilike', pattern),
    );
}

/** The search, when it is the only filter: then the page and its count need only its matches. */
function searchAlone(filter: RatingFilter): string | null {
  const alone = filter.value === null && filter.serviceId === null && (filter.clientId ?? null) === null && !filter.withComment;
  return alone ? filter.search : null;
}

/** The number of ratings the filter lists: a sum of the kept counts, or (a client's, a search) a count of the matches. */
async function countRates(db: Db, filter: RatingFilter): Promise<number> {
  if (!filter.search && (filter.clientId === undefined || filter.clientId === null)) {
    let query = db.selectFrom('rating_counts').select((eb) => eb.fn.sum<string | number | null>('n').as('total'));
    if (filter.value !== null) query = query.where('value', '=', filter.value);
    if (filter.serviceId !== null) query = query.where('service_id', '=', filter.serviceId);
    if (filter.withComment) query = query.where('has_comment', '=', true);
    return Number((await query.executeTakeFirstOrThrow()).total ?? 0);
  }
  // A search alone: the union already lists each matching rating once, so it is counted as it is,
  // not joined back to every rating.
  const search = searchAlone(filter);
  if (search) return countMatches(db, searchMatches(db, search));
  const row = await db
    .selectFrom('ratings')
    .where(ratingConditions(filter))
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function listRatings(db: Db, filter: RatingFilter): Promise<Rating[] | Paged<Rating>> {
  const where = ratingConditions(filter);
  const inOrder = <Q extends SelectQueryBuilder<Database, 'ratings', object>>(query: Q, fromEnd = false) =>
    query.orderBy('ratings.created_at', fromEnd ? 'asc' : 'desc').orderBy('ratings.id', fromEnd ? 'asc' : 'desc') as Q;
  if (filter.page === null) return (await inOrder(ratingQuery(db).where(where)).execute()).map(toRating);
  const search = searchAlone(filter);
  if (search) {
    const { ids, total } = await searchPage(db, searchMatches(db, search), { page: filter.page, pageSize: filter.pageSize });
    const found = ids.length > 0 ? await inOrder(ratingQuery(db).where('ratings.id', 'in', ids)).execute() : [];
    return paged(found.map(toRating), total, filter);
  }
  const total = await countRates(db, filter);
  const window = pageWindow(filter, total);
  // The page's ids from the table alone (from the nearer end), then only those rows joined.
  const pageIds = inOrder(db.selectFrom('ratings').where(where).select('ratings.id'), window.fromEnd).limit(window.limit).offset(window.offset);
  const rows = await inOrder(ratingQuery(db).where('ratings.id', 'in', pageIds)).execute();
  return paged(rows.map(toRating), total, filter);
}

/** Every rating the filter lists, newest first, in batches read by keyset (the CSV export). */
export function ratingBatches(db: Db, filter: Omit<RatingFilter, 'page' | 'pageSize'>): AsyncGenerator<Rating[]> {
  const where = ratingConditions({ ...filter, page: null, pageSize: 0 });
  return keysetBatches<Rating, NewestFirstKey>(async (after, limit) => {
    let query = ratingQuery(db)
      .where(where)
      .select(createdAtText('ratings').as('at'))
      .orderBy('ratings.created_at', 'desc')
      .orderBy('ratings.id', 'desc')
      .limit(limit);
    if (after) query = query.where(olderThan('ratings', after));
    const rows = await query.execute();
    const last = rows[rows.length - 1];
    return { rows: rows.map(toRating), last: last && { id: last.id, at: last.at } };
  });
}

/**
 * Per service, its newest `limit` ratings, newest first: one look-up of the (service, created_at, id)
 * index per service (a lateral join), however many ratings the services have.
 */
export async function latestRatingsOfServices(db: Db, serviceIds: number[], limit: number): Promise<Map<number, Rating[]>> {
  if (serviceIds.length === 0 || limit <= 0) return new Map();
  const latest = await db
    .selectFrom('services as s')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('ratings as r')
          .select('r.id')
          .whereRef('r.service_id', '=', 's.id')
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          .limit(limit)
          .as('latest'),
      (join) => join.onTrue(),
    )
    .select('latest.id')
    .where('s.id', '=', anyOf(serviceIds))
    .execute();
  if (latest.length === 0) return new Map();
  const rows = await ratingQuery(db)
    .where('ratings.id', '=', anyOf(latest.map((row) => row.id)))
    .orderBy('ratings.created_at', 'desc')
    .orderBy('ratings.id', 'desc')
    .execute();
  return groupRows(rows.map(toRating), (rating) => rating.serviceId);
}

/**
 * All ratings' average and number, from the kept counts per service, star value and comment (the
 * same figures as aggregating every rating, without reading them), grouped as the query groups them.
 */
const keptAverage = sql<string>`sum(rating_counts.value * rating_counts.n) / sum(rating_counts.n)`;
const keptCount = sql<string>`sum(rating_counts.n)`;
/** The average to one decimal, as the pages show it (spec 2.6). */
const oneDecimal = (average: string | number) => Math.round(Number(average) * 10) / 10;

/**
 * Per service, the average and number of all its ratings, from the kept counts per star value (not
 * by reading every rating). Services without ratings are left out.
 */
export async function ratingAveragesOfServices(db: Db, serviceIds: number[]): Promise<Map<number, RatingAverage>> {
  const byService = new Map<number, RatingAverage>();
  if (serviceIds.length === 0) return byService;
  const rows = await db
    .selectFrom('rating_counts')
    .select('rating_counts.service_id')
    .select([keptAverage.as('average'), keptCount.as('count')])
    .where('rating_counts.service_id', '=', anyOf(serviceIds))
    .groupBy('rating_counts.service_id')
    .having(keptCount, '>', sql<string>`0`)
    .execute();
  for (const row of rows) byService.set(row.service_id, { average: oneDecimal(row.average), count: Number(row.count) });
  return byService;
}

/** The client's completed bookings of the service (the ones a rating may review). */
function completedBookingsOf(db: Db, clientId: number, serviceId: number) {
  return db
    .selectFrom('bookings')
    .select('bookings.id')
    .where('bookings.client_id', '=', clientId)
    .where('bookings.status', '=', 'completed')
    .where((eb) =>
      eb.exists(eb.selectFrom('booking_items as bi').select('bi.id').whereRef('bi.request_id', '=', 'bookings.id').where('bi.service_id', '=', serviceId)),
    );
}

/**
 * The client's completed bookings of a service that no rating reviews yet, oldest first: what the
 * client may rate (one rating per completed booking).
 */
export async function rateableBookings(db: Db, clientId: number, serviceId: number): Promise<number[]> {
  const rows = await completedBookingsOf(db, clientId, serviceId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('ratings as r').select('r.id').whereRef('r.booking_id', '=', 'bookings.id'))))
    .orderBy('bookings.id', 'asc')
    .execute();
  return rows.map((row) => row.id);
}

/** Whether the client has any completed booking of the service, rated or not. */
export async function hasCompletedBooking(db: Db, clientId: number, serviceId: number): Promise<boolean> {
  return (await completedBookingsOf(db, clientId, serviceId).limit(1).executeTakeFirst()) !== undefined;
}

/** Whether the client has already rated this booking. */
export async function isRatedBooking(db: Db, clientId: number, bookingId: number): Promise<boolean> {
  const row = await db.selectFrom('ratings').select('id').where('booking_id', '=', bookingId).where('client_id', '=', clientId).executeTakeFirst();
  return row !== undefined;
}

/** Stores a rating of the completed booking `bookingId`; the unique index refuses a second one for that booking. */
export async function createRating(db: Db, input: { value: number; comment: string; serviceId: number; clientId: number; bookingId: number }): Promise<Rating> {
  const { id } = await db
    .insertInto('ratings')
    .values({ value: input.value, comment: input.comment, service_id: input.serviceId, client_id: input.clientId, booking_id: input.bookingId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toRating(await ratingQuery(db).where('ratings.id', '=', id).executeTakeFirstOrThrow());
}

export async function findRating(db: Db, id: number): Promise<Rating | undefined> {
  const row = await ratingQuery(db).where('ratings.id', '=', id).executeTakeFirst();
  return row && toRating(row);
}

/**
 * Deletes an unverified rating (moderation: spam, abuse); a verified one (made after a completed
 * booking) is a record and is kept: 'verified', and the database refuses too.
 */
export async function deleteRating(db: Db, id: number): Promise<'deleted' | 'missing' | 'verified'> {
  const result = await db.deleteFrom('ratings').where('id', '=', id).where('booking_id', 'is', null).executeTakeFirst();
  if (result.numDeletedRows > 0n) return 'deleted';
  const kept = await db.selectFrom('ratings').select('id').where('id', '=', id).executeTakeFirst();
  return kept ? 'verified' : 'missing';
}

/** The newest `limit` ratings (no count, unlike a page). */
export async function recentRatings(db: Db, limit: number): Promise<Rating[]> {
  return (await ratingQuery(db).orderBy('ratings.created_at', 'desc').orderBy('ratings.id', 'desc').limit(limit).execute()).map(toRating);
}

/**
 * Per rated service: the average (one decimal) and number of all its ratings, and how many of them
 * have a comment. Services without ratings are left out; the most rated first.
 */
export async function ratingSummaries(db: Db): Promise<ServiceRatingSummary[]> {
  // The average is the same numeric division avg() does over every rating.
  const rows = await db
    .selectFrom('rating_counts')
    .innerJoin('services', 'services.id', 'rating_counts.service_id')
    .select(['services.id', 'services.title', 'services.arabic_title'])
    .select([
      keptAverage.as('average'),
      keptCount.as('count'),
      sql<string>`coalesce(sum(rating_counts.n) filter (where rating_counts.has_comment), 0)`.as('review_count'),
    ])
    .groupBy(['services.id', 'services.title', 'services.arabic_title'])
    .having(keptCount, '>', sql<string>`0`)
    .orderBy(keptCount, 'desc')
    .orderBy('services.id', 'asc')
    .execute();
  return rows.map((row) => ({
    serviceId: row.id,
    serviceTitle: row.title,
    serviceArabicTitle: row.arabic_title,
    average: oneDecimal(row.average),
    count: Number(row.count),
    reviewCount: Number(row.review_count),
  }));
}
