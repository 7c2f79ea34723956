import { type Kysely, sql } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * What admins are told in the dashboard: one notice per new booking, contact message or quote
 * answer, read or unread per admin (a row per admin who read it), and each admin's choice to get
 * those notices by e-mail too (on by default, as before).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_notices')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('summary', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index admin_notices_created_idx on admin_notices (created_at desc, id desc)`.execute(db);
  await db.schema
    .createTable('admin_notice_reads')
    .addColumn('notice_id', 'integer', (c) => c.notNull().references('admin_notices.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('read_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('admin_notice_reads_pkey', ['notice_id', 'user_id'])
    .execute();
  await sql`create index admin_notice_reads_user_idx on admin_notice_reads (user_id, notice_id)`.execute(db);
  await db.schema
    .alterTable('users')
    .addColumn('notice_emails', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('notice_emails').execute();
  await db.schema.dropTable('admin_notice_reads').ifExists().execute();
  await db.schema.dropTable('admin_notices').ifExists().execute();
}
