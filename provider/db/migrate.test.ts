import { sql } from 'kysely';
import { describeEachDialect } from '../test-support/harness';
import { migrateDown, migrateToLatest, MIGRATIONS } from './migrate';

describeEachDialect('Migrations', (provider) => {
  const target = () => ({ db: provider().db, schema: provider().config.databaseSchema });
  const indexes = async () =>
    (await sql<{ indexname: string }>`select indexname from pg_indexes where schemaname = ${provider().config.databaseSchema}`.execute(provider().db)).rows.map(
      (r) => r.indexname,
    );

  it('applies every migration, with the list and search indexes', async () => {
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(provider().db);
    expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(MIGRATIONS));
    expect(await indexes()).toEqual(
      expect.arrayContaining([
        'bookings_created_idx',
        'bookings_status_created_idx',
        'ratings_client_created_idx',
        'contact_messages_created_idx',
        'users_full_name_trgm_idx',
        'bookings_description_trgm_idx',
        'contact_messages_subject_trgm_idx',
        'ratings_comment_trgm_idx',
        'quotes_created_idx',
        'quotes_client_name_trgm_idx',
        'post_translations_body_trgm_idx',
      ]),
    );
    const extension = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(provider().db);
    expect(extension.rows[0]?.schema).toBe('public');
  });

  it('undoes the newest migrations one at a time and applies them again', async () => {
    const names = Object.keys(MIGRATIONS);
    const undone: string[] = [];
    for (const expected of names.slice(names.indexOf('20250620000000-site-content')).reverse()) {
      expect(await migrateDown(target())).toEqual([expected]);
      undone.unshift(expected);
      if (expected === '20250710000000-blog-posts') expect(await indexes()).not.toContain('posts_published_idx');
      if (expected === '20261126100000-scheduling') {
        expect(await indexes()).not.toContain('bookings_slot_starts_idx');
        const left = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = ${provider().config.databaseSchema}`.execute(
          provider().db,
        );
        expect(left.rows.map((r) => r.name).filter((name) => ['working_hours', 'blackout_days', 'service_schedules', 'slot_occupancy'].includes(name))).toEqual(
          [],
        );
      }
      if (expected === '20261128200000-dispatch') {
        const left = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = ${provider().config.databaseSchema}`.execute(
          provider().db,
        );
        expect(
          left.rows.map((r) => r.name).filter((name) => ['booking_assignments', 'partner_cities', 'partner_working_hours', 'partner_days_off'].includes(name)),
        ).toEqual([]);
      }
      if (expected === '20261125110000-booking-service-index') {
        expect(await indexes()).not.toContain('booking_items_service_booking_idx');
        expect(await indexes()).toContain('booking_items_service_idx');
      }
      if (expected === '20261124130000-list-counts') {
        const left = await sql<{ name: string }>`
          select tablename as name from pg_tables where schemaname = ${provider().config.databaseSchema}
          union all select proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = ${provider().config.databaseSchema}`.execute(
          provider().db,
        );
        expect(left.rows.map((r) => r.name).filter((name) => /counts|table_stats/.test(name))).toEqual([]);
        expect(await indexes()).not.toContain('post_translations_body_trgm_idx');
      }
      if (expected === '20250620000100-list-indexes') {
        expect(await indexes()).not.toContain('users_full_name_trgm_idx');
        expect(await indexes()).toContain('rates_service_idx');
      }
    }
    expect(await migrateToLatest(target())).toEqual(undone);
    expect(await migrateToLatest(target())).toEqual([]);
    expect(await indexes()).toEqual(
      expect.arrayContaining(['users_full_name_trgm_idx', 'posts_published_idx', 'booking_items_service_booking_idx', 'bookings_slot_starts_idx']),
    );
    expect(await indexes()).not.toContain('booking_items_service_idx');
  });
});
