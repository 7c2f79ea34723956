import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * A partner's job on a booking, as it goes (issue 27 items 4 and 5), on top of dispatch's
 * booking_assignments (20261128200000):
 *
 * - service_checklist_items: what an admin wants checked on each service's job, in both languages,
 *   in order; an item taken off the list is archived (ticks of past jobs point at it);
 * - job_events: each step a partner took (accepted, declined with its reason, on the way, started,
 *   done with notes), with who and when: what the client follows. A record: never deleted;
 * - job_photos: the photos a partner took on site, stored like every upload (stored_files);
 * - job_checklist_ticks: which checklist items a job has ticked (unticking keeps the row, unticked);
 * - booking_completions: the client's sign-off of a booking whose work is done: confirmed, a
 *   problem reported, or completed by itself when the days to answer are over.
 *
 * Every foreign key is RESTRICT: none of this disappears with what it belongs to.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('service_checklist_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('restrict'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('label_en', 'text', (c) => c.notNull())
    .addColumn('label_ar', 'text', (c) => c.notNull())
    .addColumn('archived_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('service_checklist_items_service').on('service_checklist_items').columns(['service_id', 'position']).execute();

  await db.schema
    .createTable('job_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('assignment_id', 'integer', (c) => c.notNull().references('booking_assignments.id').onDelete('restrict'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('accepted', 'declined', 'on_the_way', 'started', 'done')`))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('by_user_id', 'integer', (c) => c.references('users.id').onDelete('restrict'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('job_events_assignment').on('job_events').columns(['assignment_id', 'id']).execute();
  await sql`create trigger job_events_kept before delete on job_events for each row execute function refuse_record_delete()`.execute(db);

  await db.schema
    .createTable('job_photos')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('assignment_id', 'integer', (c) => c.notNull().references('booking_assignments.id').onDelete('restrict'))
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('by_user_id', 'integer', (c) => c.references('users.id').onDelete('restrict'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('job_photos_assignment').on('job_photos').columns(['assignment_id', 'id']).execute();

  await db.schema
    .createTable('job_checklist_ticks')
    .addColumn('assignment_id', 'integer', (c) => c.notNull().references('booking_assignments.id').onDelete('restrict'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('service_checklist_items.id').onDelete('restrict'))
    .addColumn('ticked', 'boolean', (c) => c.notNull())
    .addColumn('by_user_id', 'integer', (c) => c.references('users.id').onDelete('restrict'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_checklist_ticks_pk', ['assignment_id', 'item_id'])
    .execute();

  await db.schema
    .createTable('booking_completions')
    .addColumn('booking_id', 'integer', (c) => c.primaryKey().references('bookings.id').onDelete('restrict'))
    .addColumn('done_at', 'timestamptz', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('confirmed_by', 'integer', (c) => c.references('users.id').onDelete('restrict'))
    .addColumn('auto_completed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('problem_reported_at', 'timestamptz')
    .addColumn('problem_note', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('booking_completions').ifExists().execute();
  await db.schema.dropTable('job_checklist_ticks').ifExists().execute();
  await db.schema.dropTable('job_photos').ifExists().execute();
  await sql`drop trigger if exists job_events_kept on job_events`.execute(db);
  await db.schema.dropTable('job_events').ifExists().execute();
  await db.schema.dropTable('service_checklist_items').ifExists().execute();
}
