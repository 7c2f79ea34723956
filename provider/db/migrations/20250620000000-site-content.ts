import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * The editable site content: one JSON document (shared/types/site-content.ts), validated by the shared
 * schema on every write. One row, enforced by the check on id.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_content')
    .addColumn('id', 'integer', (c) => c.primaryKey().defaultTo(1).check(sql`id = 1`))
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Null for the seeded defaults, and once the editing admin's account is deleted.
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_content').ifExists().execute();
}
