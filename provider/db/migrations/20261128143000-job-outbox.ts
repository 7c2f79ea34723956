import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * The outbox (provider/jobs/outbox.ts): every keyed job (a notification, a reminder, an invoice
 * e-mail) is recorded here, in the application's schema and in the transaction that caused it, and
 * marked done when its handler has run. pg-boss keeps its jobs in a schema of its own that backups
 * leave out: after a restore the provider queues again what is here and not done, so what was due
 * goes out once. Records are kept (no delete, no cascade).
 *
 * The embedded queue's jobs are copied in: those completed are done, the others are still to send.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_outbox')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('done_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('job_outbox_pending').on('job_outbox').column('run_at').where(sql.ref('done_at'), 'is', null).execute();
  await sql`insert into job_outbox (dedupe_key, name, payload, run_at, created_at, done_at)
    select dedupe_key, name, payload, run_at, created_at, case when state = 'completed' then coalesce(finished_at, run_at) end
    from jobs where dedupe_key is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_outbox').ifExists().execute();
}
