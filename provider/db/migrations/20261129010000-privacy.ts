import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * The PDPL's records (issue 28 items 1-5): every published version of the privacy policy and the
 * terms (kept, never edited: a consent points at the text the person saw), the consents given with
 * the version and moment, the optional marketing opt-in, the data subjects' requests with their
 * 30-day deadline, and the retention schedule the job queue carries out. Version 1 of each policy is
 * published by this migration so the site always has one in force.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('policy_versions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('privacy', 'terms')`))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('body_ar', 'text', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('published_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('policy_versions_kind_version_key', ['kind', 'version'])
    .execute();
  await db.schema
    .createTable('consents')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('privacy', 'terms')`))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('context', 'text', (c) => c.notNull().check(sql`context in ('registration', 'booking')`))
    .addColumn('accepted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index consents_user_idx on consents (user_id, id)`.execute(db);
  await db.schema.alterTable('users').addColumn('marketing_opt_in_at', 'timestamptz').execute();
  await db.schema
    .createTable('data_requests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('export', 'correction', 'deletion', 'other')`))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('self', 'email')`))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('requester', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('open').check(sql`state in ('open', 'done', 'refused')`))
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('handled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('handled_at', 'timestamptz')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`create index data_requests_open_idx on data_requests (state, due_at)`.execute(db);
  await db.schema
    .createTable('retention_policy')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('contact_message_months', 'integer', (c) => c.notNull().defaultTo(24))
    .addColumn('unconfirmed_account_days', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('audit_personal_months', 'integer', (c) => c.notNull().defaultTo(72))
    .addColumn('updated_at', 'timestamptz')
    .execute();
  await db.insertInto('retention_policy').values({ id: 1 }).execute();
  for (const kind of ['privacy', 'terms'] as const) {
    await db
      .insertInto('policy_versions')
      .values({ kind, version: 1, ...FIRST_VERSION[kind] })
      .execute();
  }
}

const FIRST_VERSION = {
  privacy: {
    body_en:
      'We collect your name, e-mail, phone number and the addresses of your bookings to provide our services, issue quotes and tax invoices, and keep you informed about your bookings. We keep tax invoices for as long as the tax law requires and delete or anonymise everything else when it is no longer needed. You may download your data, correct it or ask us to delete it from your profile, and we answer every request within 30 days. We send marketing messages only if you opt in, and you can withdraw at any time.',
    body_ar:
      'نجمع اسمك وبريدك الإلكتروني ورقم جوالك وعناوين حجوزاتك لتقديم خدماتنا وإصدار عروض الأسعار والفواتير الضريبية وإبلاغك بمستجدات حجوزاتك. نحتفظ بالفواتير الضريبية المدة التي يفرضها نظام الضريبة، ونحذف غيرها أو نجعلها مجهولة الهوية حين لا تعود لازمة. يمكنك من ملفك الشخصي تنزيل بياناتك أو تصحيحها أو طلب حذفها، ونجيب عن كل طلب خلال 30 يومًا. لا نرسل إليك رسائل تسويقية إلا بموافقتك، ولك سحبها متى شئت.',
  },
  terms: {
    body_en:
      'By using this site you agree to book services in good faith, to give correct contact details and addresses, and to pay the quotes you accept. Prices include VAT unless stated otherwise. Bookings may be changed or cancelled as the booking policy allows.',
    body_ar:
      'باستخدامك هذا الموقع توافق على حجز الخدمات بحسن نية، وتقديم بيانات تواصل وعناوين صحيحة، ودفع عروض الأسعار التي تقبلها. تشمل الأسعار ضريبة القيمة المضافة ما لم يُذكر خلاف ذلك. يمكن تعديل الحجوزات أو إلغاؤها وفق سياسة الحجز.',
  },
};

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('retention_policy').ifExists().execute();
  await db.schema.dropTable('data_requests').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('marketing_opt_in_at').execute();
  await db.schema.dropTable('consents').ifExists().execute();
  await db.schema.dropTable('policy_versions').ifExists().execute();
}
