import { sql } from 'kysely';
import type { Paged } from '../../shared/api/envelope';
import { QUOTE_STATUSES, type Language, type BookingStatus, type Role } from '../../shared/constants';
import { listAdminPosts, listPublicPosts, type AdminStatusFilter } from '../blog/blog.repository';
import { listContactMessages } from '../contact/contact.repository';
import type { ListQuery } from '../http/list-query';
import { listQuotes } from '../quotes/quotes.repository';
import { listRatings } from '../ratings/ratings.repository';
import { listBookings } from '../bookings/bookings.repository';
import { describeEachDialect } from '../test-support/harness';
import { listUsers } from '../users/users.repository';

/**
 * Every page of every list, under every combination of its filters, is the matching slice of the
 * whole list (the unpaged answer, which counts nothing and offsets nothing), and its total is the
 * whole list's length: whether the total comes from the kept counts or a count, and whether the
 * page is read from the start or from the end of the list. Many rows share a timestamp, so the id
 * must break the ties the same way in both directions.
 */
const PAGE_SIZE = 7;
const ROWS = 46;

function product<T extends Record<string, readonly unknown[]>>(axes: T): Array<{ [K in keyof T]: T[K][number] }> {
  return Object.entries(axes).reduce<Array<Record<string, unknown>>>(
    (combos, [name, values]) => combos.flatMap((combo) => values.map((value) => ({ ...combo, [name]: value }))),
    [{}],
  ) as Array<{ [K in keyof T]: T[K][number] }>;
}

async function expectEveryPage<T>(label: unknown, all: T[], page: (query: ListQuery) => Promise<Paged<T>>): Promise<void> {
  const pages = Math.ceil(all.length / PAGE_SIZE) + 1;
  for (let number = 1; number <= pages; number++) {
    const answer = await page({ page: number, pageSize: PAGE_SIZE, search: null });
    const where = { label, page: number };
    expect({ where, total: answer.total, items: answer.items }).toEqual({
      where,
      total: all.length,
      items: all.slice((number - 1) * PAGE_SIZE, number * PAGE_SIZE),
    });
  }
}

describeEachDialect('Paged lists are slices of the whole list', (provider) => {
  let serviceIds: number[] = [];
  let clientIds: number[] = [];

  beforeAll(async () => {
    const p = provider();
    const db = p.db;
    await sql`insert into users (full_name, user_name, email, phone_number, type_user, is_active, email_confirmed, start_date, password_hash, role, created_at)
              select 'User ' || g, 'user' || g || '@paging.test', 'user' || g || '@paging.test', '05' || g, 1 + g % 3, g % 4 <> 0, true, now(), 'x',
                     case when g % 5 = 0 then 'Admin' else 'Client' end, now()
              from generate_series(1, ${ROWS}) g`.execute(db);
    await sql`insert into clients (user_id) select id from users where role = 'Client' order by id`.execute(db);
    clientIds = (await sql<{ id: number }>`select id from clients order by id`.execute(db)).rows.map((r) => r.id);
    await sql`insert into services (title, arabic_title, description, arabic_description, duration_min, duration_max, duration_unit, price)
              select 'Garden ' || g, 'خ', 'd', 'و', 1, 2, 'Day', 10 from generate_series(1, 3) g`.execute(db);
    serviceIds = (await sql<{ id: number }>`select id from services order by id`.execute(db)).rows.map((r) => r.id);
    const [c1, c2] = clientIds;
    // Timestamps in groups of four: ties everywhere, broken by id.
    await sql`insert into bookings (client_id, priorite, prefered_contact_methode, description, prefered_date_and_time, location, budget, status, created_at, updated_at)
              select case when g % 3 = 0 then ${c1!}::int else ${c2!}::int end, 'low', 'email', 'Request ' || g, now(), 'district ' || (g % 4), 100,
                     (array['pending','in_review','completed','cancelled'])[1 + g % 4], timestamp '2026-01-01' + (g / 4) * interval '1 hour', now()
              from generate_series(1, ${ROWS}) g`.execute(db);
    await sql`insert into booking_items (request_id, service_id, is_additional_service, service_title, service_arabic_title, position)
              select id, ${serviceIds[0]!}::int + id % 3, false, 'S', 'خ', 0 from bookings`.execute(db);
    await sql`insert into ratings (value, comment, service_id, client_id, created_at)
              select 1 + g % 5, case when g % 3 = 0 then ' ' else 'good work ' || g end, ${serviceIds[0]!}::int + g % 3,
                     case when g % 2 = 0 then ${c1!}::int else ${c2!}::int end, timestamp '2026-01-01' + (g / 4) * interval '1 hour'
              from generate_series(1, ${ROWS}) g`.execute(db);
    await sql`insert into contact_messages (name, email, phone, subject, description, priorite, prefered_contact_methode, created_at)
              select 'Visitor ' || g, 'v' || g || '@paging.test', '', 'Question ' || g, 'About the garden', 'normal', 'phone',
                     timestamp '2026-01-01' + (g / 4) * interval '1 hour'
              from generate_series(1, ${ROWS}) g`.execute(db);
    const firstRequest = (await sql<{ id: number }>`select min(id) as id from bookings`.execute(db)).rows[0]!.id;
    await sql`insert into quotes (quote_number, quote_year, quote_sequence, request_id, client_id, client_name, client_email, client_phone, valid_until,
                                  subtotal_halalas, tax_rate_bp, tax_halalas, total_halalas, status, rejection_reason, created_at)
              select 'Q-' || g, 2091, g, r.id, r.client_id, 'Client ' || g, 'q' || g || '@paging.test', '', current_date + (g % 5 - 2),
                     100, 1500, 15, 115, (array['pending','accepted','rejected'])[1 + g % 3], case when g % 3 = 2 then 'No' end,
                     timestamp '2026-01-01' + (g / 4) * interval '1 hour'
              from generate_series(1, ${ROWS}) g join bookings r on r.id = ${firstRequest}::int + g - 1`.execute(db);
    await sql`insert into posts (slug, status, published_at, updated_at)
              select 'post-' || g, case when g % 5 = 0 then 'draft' else 'published' end,
                     case when g % 5 = 0 then null when g % 7 = 0 then now() + interval '3 days' else timestamp '2026-01-01' + (g / 4) * interval '1 hour' end,
                     timestamp '2026-01-01' + (g / 4) * interval '1 hour'
              from generate_series(1, ${ROWS}) g`.execute(db);
    await sql`insert into post_translations (post_id, language, title, summary, body, reading_minutes)
              select id, l, case when id % 2 = 0 then 'Garden ' else 'Pool ' end || id, 's', 'b', 1
              from posts, (values ('en'), ('ar')) v(l) where (l = 'en' and id % 4 <> 1) or (l = 'ar' and id % 3 <> 0)`.execute(db);
    await sql`insert into post_services (post_id, service_id, position) select id, ${serviceIds[0]!}::int + id % 3, 0 from posts`.execute(db);
  });

  const whole = <T>(answer: T[] | Paged<T>): T[] => {
    if (!Array.isArray(answer)) throw new Error('the unpaged call answered a page');
    return answer;
  };
  const page = <T>(answer: T[] | Paged<T>): Paged<T> => {
    if (Array.isArray(answer)) throw new Error('the paged call answered a plain list');
    return answer;
  };

  it('users', async () => {
    const db = provider().db;
    const combos = product({
      isActive: [null, true, false],
      typeUser: [null, 1, 2],
      role: [null, 'Client', 'Admin'] as Array<Role | null>,
      archived: [null, false],
      search: [null, 'user 1'],
    });
    for (const combo of combos) {
      const all = whole(await listUsers(db, { ...combo, page: null, pageSize: PAGE_SIZE }));
      await expectEveryPage(combo, all, async (q) => page(await listUsers(db, { ...combo, ...q, search: combo.search })));
    }
  });

  it('bookings', async () => {
    const db = provider().db;
    const combos = product({
      status: [null, 'pending', 'completed'] as Array<BookingStatus | null>,
      serviceId: [null, 0],
      clientId: [null, 0],
      search: [null, 'district 1'],
    });
    for (const { serviceId, clientId, ...rest } of combos) {
      const combo = { ...rest, serviceId: serviceId === null ? null : serviceIds[1]!, clientId: clientId === null ? null : clientIds[0]! };
      const all = whole(await listBookings(db, { ...combo, page: null, pageSize: PAGE_SIZE }));
      await expectEveryPage(combo, all, async (q) => page(await listBookings(db, { ...combo, ...q, search: combo.search })));
    }
  });

  it('ratings', async () => {
    const db = provider().db;
    const combos = product({ value: [null, 5, 1], serviceId: [null, 0], withComment: [false, true], clientId: [null, 0], search: [null, 'good'] });
    for (const { serviceId, clientId, ...rest } of combos) {
      const combo = { ...rest, serviceId: serviceId === null ? null : serviceIds[2]!, clientId: clientId === null ? null : clientIds[1]! };
      const all = whole(await listRatings(db, { ...combo, page: null, pageSize: PAGE_SIZE }));
      await expectEveryPage(combo, all, async (q) => page(await listRatings(db, { ...combo, ...q, search: combo.search })));
    }
  });

  it('messages', async () => {
    const db = provider().db;
    for (const search of [null, 'question 1']) {
      const all = whole(await listContactMessages(db, { page: null, pageSize: PAGE_SIZE, search }));
      await expectEveryPage({ search }, all, async (q) => page(await listContactMessages(db, { ...q, search })));
    }
  });

  it('quotes, with the count of each status', async () => {
    const db = provider().db;
    const combos = product({ status: [null, ...QUOTE_STATUSES], clientId: [null, 0], search: [null, 'Q-1'] });
    for (const { clientId, ...rest } of combos) {
      const combo = { ...rest, clientId: clientId === null ? null : clientIds[0]!, requestId: null };
      // One page holding everything: read forward from the start and counted by the reference query below.
      const everything = await listQuotes(db, { ...combo, status: null, page: 1, pageSize: 10_000 });
      const all = everything.items.filter((quote) => combo.status === null || quote.status === combo.status);
      const counts = Object.fromEntries(['all', ...QUOTE_STATUSES].map((s) => [s, everything.items.filter((q) => s === 'all' || q.status === s).length]));
      expect({ combo, counts: everything.counts }).toEqual({ combo, counts });
      await expectEveryPage(combo, all, async (q) => {
        const answer = await listQuotes(db, { ...combo, ...q, search: combo.search });
        expect({ combo, counts: answer.counts }).toEqual({ combo, counts });
        return answer;
      });
    }
  });

  it('public posts', async () => {
    const db = provider().db;
    const combos = product({ language: ['en', 'ar'] as Language[], serviceId: [null, 0], search: [null, 'garden'] });
    for (const { serviceId, ...rest } of combos) {
      const combo = { ...rest, serviceId: serviceId === null ? null : serviceIds[0]! };
      const all = whole(await listPublicPosts(db, { ...combo, page: null, pageSize: PAGE_SIZE }));
      if (combo.serviceId === null && combo.search === null) expect(all.length).toBeGreaterThan(PAGE_SIZE * 2);
      await expectEveryPage(combo, all, async (q) => page(await listPublicPosts(db, { ...combo, ...q, search: combo.search })));
    }
  });

  it('admin posts', async () => {
    const db = provider().db;
    const combos = product({
      status: [null, 'draft', 'published', 'scheduled'] as AdminStatusFilter[],
      language: [null, 'en', 'ar'] as Array<Language | null>,
      search: [null, 'pool'],
    });
    for (const combo of combos) {
      const all = whole(await listAdminPosts(db, { ...combo, page: null, pageSize: PAGE_SIZE }));
      await expectEveryPage(combo, all, async (q) => page(await listAdminPosts(db, { ...combo, ...q, search: combo.search })));
    }
  });
});
