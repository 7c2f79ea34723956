import { type Kysely, sql } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * Dispatch (issue 27 items 1-3): partners get logins, bookings get a place and people.
 *
 * - users.role admits 'Partner'; users.partner_id links one login to one partner (unique, RESTRICT:
 *   a partner with a login is archived, not deleted), and a Partner login always has one, an Admin or
 *   a Client never (users_partner_role);
 * - partners keep how they want to be told of a job (e-mail, SMS or WhatsApp) and a phone in E.164;
 * - booking_assignments: who does a booking, and where each of them is in the job. One live row per
 *   booking and partner (a declined or withdrawn one stays as history and does not block a new one);
 * - bookings get the Saudi national address (city code of shared/saudi-cities.ts, district, street,
 *   building and additional numbers, postal code, a note) and an optional map link, all null on the
 *   bookings made before, which keep their free-text location;
 * - partner_cities, partner_working_hours and partner_days_off: where a partner works and when, on top
 *   of the company's week and blackout days (a partner without hours rows works the company's hours).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop constraint if exists users_role_check`.execute(db);
  await sql`alter table users add constraint users_role_check check (role in ('Admin', 'Client', 'Partner'))`.execute(db);
  await db.schema
    .alterTable('users')
    .addColumn('partner_id', 'integer', (c) => c.references('partners.id').onDelete('restrict').unique())
    .execute();
  await sql`alter table users add constraint users_partner_role check ((role = 'Partner') = (partner_id is not null))`.execute(db);

  await db.schema
    .alterTable('partners')
    .addColumn('phone', 'text')
    .addColumn('notify_channel', 'text', (c) => c.notNull().defaultTo('email').check(sql`notify_channel in ('email', 'sms', 'whatsapp')`))
    .execute();

  await db.schema
    .createTable('booking_assignments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('restrict'))
    .addColumn('partner_id', 'integer', (c) => c.notNull().references('partners.id').onDelete('restrict'))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('assigned').check(sql`status in ('assigned', 'accepted', 'declined', 'on_the_way', 'started', 'done', 'withdrawn')`),
    )
    .addColumn('decline_reason', 'text')
    .addColumn('assigned_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index booking_assignments_live_idx on booking_assignments (booking_id, partner_id) where status not in ('declined', 'withdrawn')`.execute(
    db,
  );
  // A partner's jobs (portal, clash check) and a booking's people.
  await sql`create index booking_assignments_partner_idx on booking_assignments (partner_id, status)`.execute(db);
  await sql`create index booking_assignments_booking_idx on booking_assignments (booking_id)`.execute(db);

  await db.schema
    .alterTable('bookings')
    .addColumn('address_city', 'text')
    .addColumn('address_district', 'text')
    .addColumn('address_street', 'text')
    .addColumn('address_building_number', 'text')
    .addColumn('address_additional_number', 'text')
    .addColumn('address_postal_code', 'text')
    .addColumn('address_note', 'text')
    .addColumn('map_url', 'text')
    .execute();

  await db.schema
    .createTable('partner_cities')
    .addColumn('partner_id', 'integer', (c) => c.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('city', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('partner_cities_pkey', ['partner_id', 'city'])
    .execute();
  await sql`create index partner_cities_city_idx on partner_cities (city)`.execute(db);

  await db.schema
    .createTable('partner_working_hours')
    .addColumn('partner_id', 'integer', (c) => c.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('weekday', 'smallint', (c) => c.notNull().check(sql`weekday between 0 and 6`))
    .addColumn('opens_minute', 'integer')
    .addColumn('closes_minute', 'integer')
    .addPrimaryKeyConstraint('partner_working_hours_pkey', ['partner_id', 'weekday'])
    .addCheckConstraint(
      'partner_working_hours_order',
      sql`(opens_minute is null and closes_minute is null) or (0 <= opens_minute and opens_minute < closes_minute and closes_minute <= 1440)`,
    )
    .execute();

  await db.schema
    .createTable('partner_days_off')
    .addColumn('partner_id', 'integer', (c) => c.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('partner_days_off_pkey', ['partner_id', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('partner_days_off').ifExists().execute();
  await db.schema.dropTable('partner_working_hours').ifExists().execute();
  await db.schema.dropTable('partner_cities').ifExists().execute();
  for (const column of [
    'map_url',
    'address_note',
    'address_postal_code',
    'address_additional_number',
    'address_building_number',
    'address_street',
    'address_district',
    'address_city',
  ]) {
    await db.schema.alterTable('bookings').dropColumn(column).execute();
  }
  await db.schema.dropTable('booking_assignments').ifExists().execute();
  await db.schema.alterTable('partners').dropColumn('notify_channel').dropColumn('phone').execute();
  // Partner logins cannot outlive the role: they go with it (their bookings were never theirs).
  await sql`delete from user_tokens where user_id in (select id from users where role = 'Partner')`.execute(db);
  await sql`delete from users where role = 'Partner'`.execute(db);
  await sql`alter table users drop constraint if exists users_partner_role`.execute(db);
  await db.schema.alterTable('users').dropColumn('partner_id').execute();
  await sql`alter table users drop constraint if exists users_role_check`.execute(db);
  await sql`alter table users add constraint users_role_check check (role in ('Admin', 'Client'))`.execute(db);
}
