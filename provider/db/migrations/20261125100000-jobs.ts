import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * The embedded job queue (provider/jobs/table-queue.ts): work the provider does after answering
 * (e-mails, messages, reminders), kept in the database so it survives a restart. A job with a
 * dedupe key exists at most once, ever: the unique index is what makes "the same notification is
 * never sent twice" hold when it is enqueued twice. On PostgreSQL the queue is pg-boss in its own
 * schema and this table stays empty.
 *
 * The recipient's language is kept on the user so a message sent later (a status change an admin
 * makes, a reminder) is written in the language the client uses, not the admin's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('dedupe_key', 'text')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued').check(sql`state in ('queued', 'active', 'completed', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retry_limit', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('jobs_dedupe_key').unique().on('jobs').column('dedupe_key').execute();
  // The poll: queued jobs that are due, and active ones whose lease ran out (their worker died).
  await db.schema.createIndex('jobs_due').on('jobs').columns(['name', 'run_at']).where(sql.ref('state'), 'in', ['queued', 'active']).execute();
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
  await db.schema.dropTable('jobs').ifExists().execute();
}
