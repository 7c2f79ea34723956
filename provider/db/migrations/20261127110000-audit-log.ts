import { type Kysely, sql } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * The audit log: one row per change an admin made through the API, with who (kept as a copy of the
 * name and e-mail too, so the entry outlives the account), when, what, and the record before and
 * after. The API only adds and reads rows: no route changes or deletes one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('request_id', 'text')
    .execute();
  await sql`create index audit_log_at_idx on audit_log (at desc, id desc)`.execute(db);
  await sql`create index audit_log_entity_idx on audit_log (entity, entity_id, at desc, id desc)`.execute(db);
  await sql`create index audit_log_actor_idx on audit_log (actor_id, at desc, id desc)`.execute(db);
  await sql`create index audit_log_action_idx on audit_log (action, at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').ifExists().execute();
}
