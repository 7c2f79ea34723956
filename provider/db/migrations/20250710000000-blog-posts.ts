import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * Blog posts (issue 8). A post has one slug for both languages and a version per language in
 * post_translations (a missing row is a missing language). A published post always has a publish
 * date; a date still ahead schedules it. The cover is one uploaded image, described on the post.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('posts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique().check(sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 80`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft').check(sql`status in ('draft', 'published')`))
    .addColumn('published_at', 'timestamptz')
    .addColumn('cover_stored_name', 'text', (c) => c.unique())
    .addColumn('cover_file_name', 'text')
    .addColumn('cover_content_type', 'text')
    .addColumn('cover_size', 'integer')
    // Null once the author's account is deleted: the post stays.
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('posts_published_has_date', sql`status = 'draft' or published_at is not null`)
    .execute();
  // The public list: published posts, newest first.
  await sql`create index posts_published_idx on posts (published_at desc, id desc) where status = 'published'`.execute(db);
  await sql`create index posts_updated_idx on posts (updated_at desc, id desc)`.execute(db);

  await db.schema
    .createTable('post_translations')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en', 'ar')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('reading_minutes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_translations_pkey', ['post_id', 'language'])
    .execute();
  await db.schema.createIndex('post_translations_language_idx').on('post_translations').columns(['language', 'post_id']).execute();

  await db.schema
    .createTable('post_services')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_services_pkey', ['post_id', 'service_id'])
    .execute();
  await db.schema.createIndex('post_services_service_idx').on('post_services').column('service_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('post_services').ifExists().execute();
  await db.schema.dropTable('post_translations').ifExists().execute();
  await db.schema.dropTable('posts').ifExists().execute();
}
