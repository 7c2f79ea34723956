import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * A message thread per booking (issue 27 item 6): the client on one side, the company (admins and
 * the booking's assigned partners) on the other. Messages and their files are records: kept, and a
 * booking or user they point at cannot be deleted (RESTRICT). What each reader has read, and how far
 * each side has been e-mailed, is state about the thread, removed with what it is about.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('booking_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('restrict'))
    .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('author_role', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull().check(sql`side in ('client', 'company')`))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index booking_messages_booking_idx on booking_messages (booking_id, id)`.execute(db);
  await db.schema
    .createTable('booking_message_files')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('message_id', 'integer', (c) => c.notNull().references('booking_messages.id').onDelete('restrict'))
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .execute();
  await sql`create index booking_message_files_message_idx on booking_message_files (message_id)`.execute(db);
  await db.schema
    .createTable('booking_message_reads')
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_read_id', 'integer', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('booking_message_reads_pkey', ['booking_id', 'user_id'])
    .execute();
  await sql`create index booking_message_reads_user_idx on booking_message_reads (user_id)`.execute(db);
  await db.schema
    .createTable('booking_message_mail')
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('to_side', 'text', (c) => c.notNull().check(sql`to_side in ('client', 'company')`))
    .addColumn('mailed_through_id', 'integer', (c) => c.notNull())
    .addColumn('mailed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('booking_message_mail_pkey', ['booking_id', 'to_side'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('booking_message_mail').ifExists().execute();
  await db.schema.dropTable('booking_message_reads').ifExists().execute();
  await db.schema.dropTable('booking_message_files').ifExists().execute();
  await db.schema.dropTable('booking_messages').ifExists().execute();
}
