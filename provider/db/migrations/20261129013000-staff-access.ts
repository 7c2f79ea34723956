import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * Staff roles and the two-step login (issue 28 items 6-7):
 * - users.role admits 'Staff' (operations) and 'Accountant' (accounts) beside Admin, Client, Partner;
 * - user_second_factors: a staff member's TOTP secret (RFC 6238, base32), confirmed once a first code
 *   from the authenticator app was right (null: enrolment started, not finished); the time step of
 *   the last code taken, so a code is never accepted twice; failed codes in a row and the time before
 *   which no code is checked (growing delays, as for passwords);
 * - recovery_codes: ten one-time codes per staff member, kept as SHA-256 hashes only, spent once;
 * - users.sessions_valid_from: resetting someone's two-step sign-in (a lost phone) ends the sessions
 *   they had: tokens issued before it are refused.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop constraint if exists users_role_check`.execute(db);
  await sql`alter table users add constraint users_role_check check (role in ('Admin', 'Staff', 'Accountant', 'Client', 'Partner'))`.execute(db);

  await db.schema
    .createTable('user_second_factors')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('last_step', 'bigint')
    .addColumn('failed_codes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wait_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('recovery_codes_user').on('recovery_codes').columns(['user_id', 'code_hash']).unique().execute();
  await db.schema.alterTable('users').addColumn('sessions_valid_from', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('sessions_valid_from').execute();
  await db.schema.dropTable('recovery_codes').ifExists().execute();
  await db.schema.dropTable('user_second_factors').ifExists().execute();
  // Staff accounts cannot outlive their roles: they are kept as deactivated Admin accounts, so nobody
  // can sign in with more rights than before and nothing they did (audit entries, invoices) is lost.
  await sql`update users set role = 'Admin', is_active = false where role in ('Staff', 'Accountant')`.execute(db);
  await sql`alter table users drop constraint if exists users_role_check`.execute(db);
  await sql`alter table users add constraint users_role_check check (role in ('Admin', 'Client', 'Partner'))`.execute(db);
}
