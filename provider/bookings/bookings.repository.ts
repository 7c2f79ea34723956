import type { Paged } from '../../shared/api/envelope';
import type { BookingStatus } from '../../shared/constants';
import type { Booking, BookingInput, BookingItem, BookingItemInput } from '../../shared/types/booking';
import type { Expression, ExpressionBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import type { Database, Db } from '../db/database';
import { likePattern, paged, pageWindow, type ListQuery } from '../http/list-query';
import { countMatches, searchPage } from '../db/search-page';
import { createdAtText, keysetBatches, type NewestFirstKey, olderThan } from '../db/keyset-batches';
import { creditCancelledBooking } from '../invoices/invoice-documents';
import { inTransaction } from '../db/transaction';
import { groupRows } from '../db/group-rows';
import { slotEnd } from '../../shared/scheduling/slots';
import { releasePlace, takePlace } from '../scheduling/scheduling.repository';
import { changeDeadline } from '../../shared/bookings/change-policy';
import { type ChangeAuthor, changesOf, readChangePolicy, recordCancellation } from './booking-changes.repository';
import { anyOf } from '../db/id-list';
import type { BookingAddressValues } from '../../shared/validation/dispatch';
import { addressColumns, addressOfRow } from './booking-address';

function bookingQuery(db: Db) {
  return db
    .selectFrom('bookings')
    .innerJoin('clients', 'clients.id', 'bookings.client_id')
    .innerJoin('users', 'users.id', 'clients.user_id')
    .selectAll('bookings')
    .select(['users.full_name as client_name', 'users.email as client_email', 'users.phone_number as client_phone']);
}

type BookingRecord = Awaited<ReturnType<ReturnType<typeof bookingQuery>['executeTakeFirstOrThrow']>>;

async function assemble(db: Db, rows: BookingRecord[]): Promise<Booking[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [policy, changes] = await Promise.all([readChangePolicy(db), changesOf(db, ids)]);
  const items = await db.selectFrom('booking_items').selectAll().where('request_id', '=', anyOf(ids)).orderBy('position').execute();
  // Grouped once: an export's batch of 500 would otherwise scan every item for every booking.
  const itemsOf = groupRows(items, (item) => item.request_id);
  return rows.map((row) => ({
    id: row.id,
    priorite: row.priorite,
    preferedContactMethode: row.prefered_contact_methode,
    description: row.description,
    preferedDateAndTime: row.prefered_date_and_time.toISOString(),
    location: row.location,
    budget: Number(row.budget),
    clientId: row.client_id,
    clientName: row.client_name,
    clientEmail: row.client_email,
    clientPhone: row.client_phone,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    slotStartsAt: row.slot_starts_at?.toISOString() ?? null,
    slotEndsAt: row.slot_starts_at && row.slot_minutes !== null ? slotEnd(row.slot_starts_at, row.slot_minutes).toISOString() : null,
    cancellationReason: row.cancellation_reason,
    changeDeadline:
      changeDeadline(
        {
          status: row.status,
          slotStartsAt: row.slot_starts_at?.toISOString() ?? null,
          preferedDateAndTime: row.prefered_date_and_time.toISOString(),
          createdAt: row.created_at.toISOString(),
        },
        policy,
      )?.toISOString() ?? null,
    changeNoticeHours: policy.noticeHours,
    address: addressOfRow(row),
    changes: changes.get(row.id) ?? [],
    demandeDeServiceItems: (itemsOf.get(row.id) ?? []).map(
      (item): BookingItem => ({
        id: item.id,
        isAdditionalService: item.is_additional_service,
        serviceId: item.service_id ?? 0,
        serviceTitle: item.service_title,
        serviceArabicTitle: item.service_arabic_title,
      }),
    ),
  }));
}

/** A slot a new booking takes a place in, with the service's schedule it was checked against. */
export interface BookedSlot {
  serviceId: number;
  startsAt: Date;
  minutes: number;
  capacity: number;
}

/** The booking payload (shared/types/booking.ts) as stored: the client from the token, the date parsed. */
export type NewBooking = Pick<BookingInput, 'clientId' | 'priorite' | 'preferedContactMethode' | 'description' | 'location' | 'budget'> & {
  preferedDateAndTime: Date;
  /** The national address the client gave; none (null) for a payload of spec 3 without one. */
  address?: BookingAddressValues | null;
  items: BookingItemInput[];
  slot: BookedSlot | null;
};

/**
 * The booking and its items in one transaction; item titles are copied so history survives a
 * deleted service. With a slot, its place is taken first, in the same transaction: null when the
 * slot is full (nothing is written).
 */
/** `guard` runs first in the booking's transaction and may refuse it by throwing (quotas). */
export async function createBooking(db: Db, input: NewBooking, guard?: (trx: Db) => Promise<void>): Promise<Booking | null> {
  const id = await inTransaction(db, async (trx) => {
    await guard?.(trx);
    if (input.slot && !(await takePlace(trx, input.slot.serviceId, input.slot.startsAt, input.slot.capacity))) return null;
    const booking = await trx
      .insertInto('bookings')
      .values({
        client_id: input.clientId,
        priorite: input.priorite,
        prefered_contact_methode: input.preferedContactMethode,
        description: input.description,
        prefered_date_and_time: input.preferedDateAndTime,
        location: input.location,
        budget: input.budget,
        status: 'pending',
        slot_service_id: input.slot?.serviceId ?? null,
        slot_starts_at: input.slot?.startsAt ?? null,
        slot_minutes: input.slot?.minutes ?? null,
        ...(input.address ? addressColumns(input.address) : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const services = await trx
      .selectFrom('services')
      .select(['id', 'title', 'arabic_title'])
      .where(
        'id',
        'in',
        input.items.map((i) => i.serviceId),
      )
      .execute();
    const byId = new Map(services.map((s) => [s.id, s]));
    await trx
      .insertInto('booking_items')
      .values(
        input.items.map((item, position) => ({
          request_id: booking.id,
          service_id: item.serviceId,
          is_additional_service: item.isAdditionalService,
          service_title: byId.get(item.serviceId)?.title ?? '',
          service_arabic_title: byId.get(item.serviceId)?.arabic_title ?? '',
          position,
        })),
      )
      .execute();
    return booking.id;
  });
  return id === null ? null : (await findBooking(db, id))!;
}

export async function findBooking(db: Db, id: number): Promise<Booking | undefined> {
  return (await assemble(db, await bookingQuery(db).where('bookings.id', '=', id).execute()))[0];
}

export interface BookingFilter extends ListQuery {
  clientId: number | null;
  status: BookingStatus | null;
  serviceId: number | null;
}

/**
 * The filters as one condition on bookings alone, so the page and its count share it and the
 * count needs no joins. The search matches the booking's text, its client's name or e-mail, or the
 * title (English or Arabic) of a service it books, each side through its own index: the union of the
 * three id sets, not one OR across the joins.
 */
function bookingConditions(db: Db, filter: BookingFilter) {
  return (eb: ExpressionBuilder<Database, 'bookings'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.clientId !== null) conditions.push(eb('bookings.client_id', '=', filter.clientId));
    if (filter.status !== null) conditions.push(eb('bookings.status', '=', filter.status));
    if (filter.serviceId !== null) {
      conditions.push(
        eb.exists(
          eb
            .selectFrom('booking_items')
            .select('booking_items.id')
            .whereRef('booking_items.request_id', '=', 'bookings.id')
            .where('booking_items.service_id', '=', filter.serviceId),
        ),
      );
    }
    if (filter.search) conditions.push(eb('bookings.id', 'in', db.selectFrom(searchMatches(db, filter.search).as('m')).select('m.id')));
    return eb.and(conditions);
  };
}

/** The requests a search matches, each once (a union), with their place in the list (id, created_at). */
function searchMatches(db: Db, search: string) {
  const pattern = likePattern(search);
  return db
    .selectFrom('bookings as by_text')
    .select(['by_text.id', 'by_text.created_at as listed_at'])
    .where((t) => t.or([t('by_text.description', 'ilike', pattern), t('by_text.location', 'ilike', pattern)]))
    .union(
      db
        .selectFrom('bookings as by_client')
        .innerJoin('clients as c', 'c.id', 'by_client.client_id')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select(['by_client.id', 'by_client.created_at as listed_at'])
        .where((u) => u.or([u('u.full_name', 'ilike', pattern), u('u.email', 'ilike', pattern)])),
    )
    .union(
      // The booked services' titles, English and Arabic: the few matching services, then their
      // bookings through the (service_id, request_id) index of booking_items.
      db
        .selectFrom('services as s')
        .innerJoin('booking_items as bi', 'bi.service_id', 's.id')
        .innerJoin('bookings as by_service', 'by_service.id', 'bi.request_id')
        .select(['by_service.id', 'by_service.created_at as listed_at'])
        .where((s) => s.or([s('s.title', 'ilike', pattern), s('s.arabic_title', 'ilike', pattern)])),
    );
}

/** The search, when it is the only filter: then the page and its count need only its matches. */
function searchAlone(filter: BookingFilter): string | null {
  return filter.clientId === null && filter.status === null && filter.serviceId === null ? filter.search : null;
}

/** The number of requests the filter lists: the kept counts per status, or a count of the matches. */
async function countBookings(db: Db, filter: BookingFilter): Promise<number> {
  if (!filter.search && filter.clientId === null && filter.serviceId === null) {
    let query = db.selectFrom('booking_counts').select((eb) => eb.fn.sum<string | number | null>('n').as('total'));
    if (filter.status !== null) query = query.where('status', '=', filter.status);
    return Number((await query.executeTakeFirstOrThrow()).total ?? 0);
  }
  // One filter alone is counted where it is found, without joining back to every request (the
  // foreign keys guarantee each id is a request): a service's bookings from the (service_id,
  // request_id) index alone, a search's matches as the union of its ids.
  if (!filter.search && filter.clientId === null && filter.status === null && filter.serviceId !== null) {
    const row = await db
      .selectFrom('booking_items')
      .where('service_id', '=', filter.serviceId)
      .select((eb) => eb.fn.count('request_id').distinct().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }
  const search = searchAlone(filter);
  if (search) return countMatches(db, searchMatches(db, search));
  const row = await db
    .selectFrom('bookings')
    .where(bookingConditions(db, filter))
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function listBookings(db: Db, filter: BookingFilter): Promise<Booking[] | Paged<Booking>> {
  const where = bookingConditions(db, filter);
  const inOrder = <Q extends SelectQueryBuilder<Database, 'bookings', object>>(query: Q, fromEnd = false) =>
    query.orderBy('bookings.created_at', fromEnd ? 'asc' : 'desc').orderBy('bookings.id', fromEnd ? 'asc' : 'desc') as Q;
  if (filter.page === null) return assemble(db, await inOrder(bookingQuery(db).where(where)).execute());
  const search = searchAlone(filter);
  if (search) {
    const { ids, total } = await searchPage(db, searchMatches(db, search), { page: filter.page, pageSize: filter.pageSize });
    const found = ids.length > 0 ? await inOrder(bookingQuery(db).where('bookings.id', 'in', ids)).execute() : [];
    return paged(await assemble(db, found), total, filter);
  }
  const total = await countBookings(db, filter);
  const window = pageWindow(filter, total);
  // The page's ids come from the table alone (an index walk from the nearer end of the list); only
  // those twenty rows are then joined to their clients.
  const pageIds = inOrder(db.selectFrom('bookings').where(where).select('bookings.id'), window.fromEnd).limit(window.limit).offset(window.offset);
  const rows = await inOrder(bookingQuery(db).where('bookings.id', 'in', pageIds)).execute();
  return paged(await assemble(db, rows), total, filter);
}

/**
 * Every booking the filter lists, newest first, in batches read by keyset (the CSV export): the
 * batch's ids from the table alone, then only those rows joined, as a page is.
 */
export function bookingBatches(db: Db, filter: Omit<BookingFilter, 'page' | 'pageSize'>): AsyncGenerator<Booking[]> {
  const where = bookingConditions(db, { ...filter, page: null, pageSize: 0 });
  return keysetBatches<Booking, NewestFirstKey>(async (after, limit) => {
    let keys = db
      .selectFrom('bookings')
      .where(where)
      .select(['bookings.id', createdAtText('bookings').as('at')])
      .orderBy('bookings.created_at', 'desc')
      .orderBy('bookings.id', 'desc')
      .limit(limit);
    if (after) keys = keys.where(olderThan('bookings', after));
    const found = await keys.execute();
    if (found.length === 0) return { rows: [], last: undefined };
    const rows = await bookingQuery(db)
      .where(
        'bookings.id',
        'in',
        found.map((key) => key.id),
      )
      .orderBy('bookings.created_at', 'desc')
      .orderBy('bookings.id', 'desc')
      .execute();
    return { rows: await assemble(db, rows), last: found[found.length - 1] };
  });
}

/** The statuses in which a booking no longer holds its slot's place. */
const RELEASING: readonly BookingStatus[] = ['cancelled'];

/**
 * Moves a booking from `from` to `to`; false if its status changed meanwhile (or it is gone). A
 * booking that moves to cancelled gives its slot's place back in the same transaction, once: only
 * the one move that changed the status does; `by` (who cancels, and why) is recorded with it. Its
 * invoices and advances are credited in full in that transaction too (a tax document issued is
 * corrected by a credit note, never withdrawn); `onCreditNote` queues each one's e-mail there.
 */
export async function changeBookingStatus(
  db: Db,
  id: number,
  from: BookingStatus,
  to: BookingStatus,
  by?: ChangeAuthor,
  onCreditNote?: (creditNoteId: number, trx: Db) => Promise<unknown>,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const moved = await trx
      .updateTable('bookings')
      .set({ status: to, updated_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', from)
      .returning(['slot_service_id', 'slot_starts_at'])
      .executeTakeFirst();
    if (!moved) return false;
    if (RELEASING.includes(to) && !RELEASING.includes(from) && moved.slot_service_id !== null && moved.slot_starts_at !== null) {
      await releasePlace(trx, moved.slot_service_id, moved.slot_starts_at);
    }
    if (to === 'cancelled' && by) await recordCancellation(trx, id, moved.slot_starts_at, by);
    if (to === 'cancelled') {
      for (const creditNoteId of await creditCancelledBooking(trx, id, by?.reason ?? '', by?.userId ?? null)) await onCreditNote?.(creditNoteId, trx);
    }
    return true;
  });
}

/** The newest `limit` requests (no count, unlike a page). */
export async function recentBookings(db: Db, limit: number): Promise<Booking[]> {
  const rows = await bookingQuery(db).orderBy('bookings.created_at', 'desc').orderBy('bookings.id', 'desc').limit(limit).execute();
  return assemble(db, rows);
}

/** The most bookings one calendar answer lists (two months of a busy company; the page asks for one view at a time). */
export const CALENDAR_LIMIT = 1000;

/**
 * The calendar's rule for a booking's time (its slot, else its preferred time) falling in [from, to),
 * and, given a service, that the booking includes it: the bookings' calendar and the partners' lanes.
 */
export function inCalendarRange(range: { from: Date; to: Date; serviceId: number | null }) {
  return (eb: ExpressionBuilder<Database, 'bookings'>): Expression<SqlBool> => {
    const inRange = eb.or([
      eb.and([eb('bookings.slot_starts_at', '>=', range.from), eb('bookings.slot_starts_at', '<', range.to)]),
      eb.and([
        eb('bookings.slot_starts_at', 'is', null),
        eb('bookings.prefered_date_and_time', '>=', range.from),
        eb('bookings.prefered_date_and_time', '<', range.to),
      ]),
    ]);
    if (range.serviceId === null) return inRange;
    const ofService = eb.exists(
      eb
        .selectFrom('booking_items')
        .select('booking_items.id')
        .whereRef('booking_items.request_id', '=', 'bookings.id')
        .where('booking_items.service_id', '=', range.serviceId),
    );
    return eb.and([inRange, ofService]);
  };
}

/**
 * The bookings whose time (their slot, else the preferred date and time) falls from `from` to `to`
 * (exclusive), earliest first, optionally only those of a service: the admin's calendar.
 */
export async function calendarBookings(db: Db, range: { from: Date; to: Date; serviceId: number | null }): Promise<Booking[]> {
  const rows = await bookingQuery(db)
    .where(inCalendarRange(range))
    .orderBy((eb) => eb.fn.coalesce('bookings.slot_starts_at', 'bookings.prefered_date_and_time'))
    .orderBy('bookings.id')
    .limit(CALENDAR_LIMIT)
    .execute();
  return assemble(db, rows);
}
