import { sql } from 'kysely';
import { describeEachDialect, type TestProvider } from '../test-support/harness';
import { migrateDown, migrateToLatest, MIGRATIONS } from './migrate';

/**
 * The counters the list-counts migration keeps by triggers must always equal counting the tables:
 * after inserts, updates that move rows between groups, deletes (also by cascade) and bulk statements.
 */
describeEachDialect('Row counts and table versions kept by triggers', (provider) => {
  const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(provider().db)).rows;
  const nonZero = <T extends { n: unknown }>(list: T[]) => list.filter((r) => Number(r.n) !== 0).map((r) => JSON.stringify({ ...r, n: Number(r.n) }));

  async function expectCountersMatch(p: TestProvider): Promise<void> {
    const db = p.db;
    for (const table of ['users', 'services', 'partners', 'ratings', 'contact_messages', 'bookings', 'quotes', 'posts', 'post_translations', 'post_services']) {
      const kept = await sql<{ n: string }>`select row_count as n from table_stats where table_name = ${table}`.execute(db);
      const counted = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
      expect({ table, n: Number(kept.rows[0]?.n) }).toEqual({ table, n: Number(counted.rows[0]!.n) });
    }
    const pairs: Array<[string, ReturnType<typeof sql<{ n: unknown }>>, ReturnType<typeof sql<{ n: unknown }>>]> = [
      [
        'user_counts',
        sql`select role, is_active, type_user, n from user_counts order by 1, 2, 3`,
        sql`select role, is_active, type_user, count(*) as n from users group by 1, 2, 3 order by 1, 2, 3`,
      ],
      ['booking_counts', sql`select status, n from booking_counts order by 1`, sql`select status, count(*) as n from bookings group by 1 order by 1`],
      [
        'rating_counts',
        sql`select service_id, value, has_comment, n from rating_counts order by 1, 2, 3`,
        sql`select service_id, value, btrim(comment) <> '' as has_comment, count(*) as n from ratings group by 1, 2, 3 order by 1, 2, 3`,
      ],
      [
        'quote_counts',
        sql`select status, to_char(valid_until, 'YYYY-MM-DD') as day, total_halalas::text as total, n from quote_counts where n <> 0 order by 1, 2`,
        sql`select status, to_char(valid_until, 'YYYY-MM-DD') as day, sum(total_halalas)::text as total, count(*) as n from quotes group by 1, 2 order by 1, 2`,
      ],
      [
        'post_counts',
        sql`select status, language, n from post_counts order by 1, 2`,
        sql`select status, language, count(*) as n from (select status, '*' as language from posts union all select p.status, t.language from post_translations t join posts p on p.id = t.post_id) x group by 1, 2 order by 1, 2`,
      ],
    ];
    for (const [name, kept, counted] of pairs) {
      expect({ name, rows: nonZero(await rows(kept)) }).toEqual({ name, rows: nonZero(await rows(counted)) });
    }
  }

  const version = async (table: string) => Number((await rows(sql<{ v: string }>`select version as v from table_stats where table_name = ${table}`))[0]!.v);

  it('match counting the tables through inserts, updates, deletes and cascades', async () => {
    const p = provider();
    const db = p.db;
    await expectCountersMatch(p);
    await p.user({ role: 'Admin' });
    const clients = [await p.user(), await p.user(), await p.user({ active: false })];
    await sql`insert into services (title, arabic_title, description, arabic_description, duration_min, duration_max, duration_unit, price)
              select 'S' || g, 'خ', 'd', 'و', 1, 2, 'Day', 10 from generate_series(1, 3) g`.execute(db);
    const services = (await rows(sql<{ id: number }>`select id from services order by id`)).map((r) => r.id);
    // A bulk insert: one statement, many rows, several groups.
    await sql`insert into ratings (value, comment, service_id, client_id)
              select 1 + g % 5, case when g % 2 = 0 then 'nice' else '  ' end, ${services[0]!}::int + g % 3, ${clients[0]!.clientId!}::int
              from generate_series(1, 30) g`.execute(db);
    await sql`insert into ratings (value, comment, service_id, client_id) values (4, 'ok', ${services[1]!}, ${clients[1]!.clientId!})`.execute(db);
    await sql`insert into bookings (client_id, priorite, prefered_contact_methode, description, prefered_date_and_time, location, budget, status)
              select ${clients[1]!.clientId!}::int, 'low', 'email', 'Request ' || g, now(), 'Khobar', 100, (array['pending','completed','cancelled'])[1 + g % 3]
              from generate_series(1, 12) g`.execute(db);
    const requests = (await rows(sql<{ id: number }>`select id from bookings order by id`)).map((r) => r.id);
    await sql`insert into quotes (quote_number, quote_year, quote_sequence, request_id, client_id, client_name, client_email, client_phone, valid_until,
                                  subtotal_halalas, tax_rate_bp, tax_halalas, total_halalas, status)
              select 'Q-' || g, 2090, g, ${requests[0]!}::int + g - 1, ${clients[1]!.clientId!}::int, 'C', 'c@x.test', '', current_date + (g % 4 - 2),
                     1000 * g, 1500, 150 * g, 1150 * g, 'pending'
              from generate_series(1, 6) g`.execute(db);
    await sql`insert into posts (slug, status, published_at) select 'p-' || g, case when g % 2 = 0 then 'published' else 'draft' end,
              case when g % 2 = 0 then now() end from generate_series(1, 6) g`.execute(db);
    await sql`insert into post_translations (post_id, language, title, summary, body, reading_minutes)
              select id, l, 't', 's', 'b', 1 from posts, (values ('en'), ('ar')) v(l) where id % 3 <> 0 or l = 'en'`.execute(db);
    await sql`insert into contact_messages (name, email, phone, subject, description, priorite, prefered_contact_methode)
              select 'n', 'e@x.test', '', 's', 'd', 'normal', 'phone' from generate_series(1, 5) g`.execute(db);
    await expectCountersMatch(p);

    // Updates that move rows between groups, and ones that do not.
    await sql`update ratings set value = 5, comment = 'changed' where value <= 2`.execute(db);
    await sql`update bookings set status = 'in_review' where status = 'pending'`.execute(db);
    await sql`update users set is_active = not is_active, type_user = 2 where id = ${clients[0]!.id}`.execute(db);
    await sql`update users set role = 'Admin' where id = ${clients[2]!.id}`.execute(db);
    await sql`update quotes set status = 'accepted', answered_at = now() where quote_sequence <= 2`.execute(db);
    await sql`update posts set status = 'published', published_at = now() where status = 'draft' and id % 2 = 1`.execute(db);
    await sql`update post_translations set language = 'ar' where language = 'en' and post_id in (select post_id from post_translations group by post_id having count(*) = 1)`.execute(
      db,
    );
    await sql`update users set last_login_at = now()`.execute(db);
    await expectCountersMatch(p);

    // Deletes, directly and by cascade (a post takes its versions). Records are never deleted, so only
    // what nothing kept points at goes: an account and a service without history.
    await sql`delete from ratings where value = 3`.execute(db);
    const loner = await p.user({ fullName: 'No history' });
    const lonerAdmin = await p.user({ role: 'Admin', fullName: 'No history admin' });
    await sql`delete from clients where user_id in (${loner.id}, ${lonerAdmin.id})`.execute(db);
    await sql`delete from users where id in (${loner.id}, ${lonerAdmin.id})`.execute(db);
    await sql`delete from services s where not exists (select 1 from ratings r where r.service_id = s.id)
      and not exists (select 1 from booking_items b where b.service_id = s.id) and not exists (select 1 from bookings b where b.slot_service_id = s.id)
      and not exists (select 1 from partners x where x.service_id = s.id)`.execute(db);
    await sql`delete from posts where id in (select id from posts order by id limit 2)`.execute(db);
    await sql`delete from contact_messages where id in (select id from contact_messages limit 2)`.execute(db);
    await expectCountersMatch(p);
  });

  it('raises a table version on every write statement, and the users version only when a name changes', async () => {
    const p = provider();
    const before = { ratings: await version('ratings'), users: await version('users'), content: await version('site_content') };
    const client = await p.user();
    expect(await version('users')).toBeGreaterThan(before.users);
    const afterInsert = await version('users');
    await sql`update users set last_login_at = now() where id = ${client.id}`.execute(p.db);
    expect(await version('users')).toBe(afterInsert);
    await sql`update users set full_name = 'Renamed' where id = ${client.id}`.execute(p.db);
    expect(await version('users')).toBeGreaterThan(afterInsert);
    await sql`update site_content set updated_at = now()`.execute(p.db);
    expect(await version('site_content')).toBeGreaterThan(before.content);
    await sql`delete from ratings where false`.execute(p.db);
    expect(await version('ratings')).toBeGreaterThan(before.ratings);
  });

  it('are filled from the rows already there when the migration is applied', async () => {
    const p = provider();
    const target = { db: p.db, schema: p.config.databaseSchema };
    const names = Object.keys(MIGRATIONS);
    // The client is made with today's columns (a user row now has a partner_id), before going back.
    const client = await p.user();
    const undone: string[] = [];
    while (!undone.includes('20261124130000-list-counts')) undone.push(...(await migrateDown(target)));
    await sql`insert into services (title, arabic_title, description, arabic_description, duration_min, duration_max, duration_unit, price)
              values ('Backfilled', 'خ', 'd', 'و', 1, 2, 'Day', 10)`.execute(p.db);
    // Before the booking-rating-names migration, the ratings table was called rates.
    await sql`insert into rates (value, comment, service_id, client_id)
              select 1 + g % 5, 'c', (select max(id) from services), ${client.clientId!}::int from generate_series(1, 7) g`.execute(p.db);
    expect(await migrateToLatest(target)).toEqual(names.slice(names.length - undone.length));
    await expectCountersMatch(p);
  });
});
