import { sql, type DatabaseIntrospector, type Kysely, type SchemaMetadata, type TableMetadata } from 'kysely';
import { Migrator, type Migration, type MigrationResultSet } from 'kysely/migration';
import * as initial from './migrations/20250601000000-initial';
import * as siteContent from './migrations/20250620000000-site-content';
import * as listIndexes from './migrations/20250620000100-list-indexes';
import * as quotes from './migrations/20250701000000-quotes';
import * as blogPosts from './migrations/20250710000000-blog-posts';
import * as idempotencyKeys from './migrations/20261124100000-idempotency-keys';
import * as storedFiles from './migrations/20261124110000-stored-files';
import * as revokedTokens from './migrations/20261124120000-revoked-tokens';
import * as listCounts from './migrations/20261124130000-list-counts';
import * as bookingRatingNames from './migrations/20261125100000-booking-rating-names';
import * as jobs from './migrations/20261125100000-jobs';
import * as userNumerals from './migrations/20261125100000-user-numerals';
import * as bookingServiceIndex from './migrations/20261125110000-booking-service-index';
import * as verifiedRatings from './migrations/20261126090000-verified-ratings';
import * as scheduling from './migrations/20261126100000-scheduling';
import * as quoteItemArabicNames from './migrations/20261126120000-quote-item-arabic-names';
import * as invoices from './migrations/20261127090000-invoices';
import * as bookingChanges from './migrations/20261127100000-booking-changes';
import * as auditLog from './migrations/20261127110000-audit-log';
import * as adminNotices from './migrations/20261127120000-admin-notices';
import * as reminderHours from './migrations/20261127130000-reminder-hours';
import * as userHijri from './migrations/20261127140000-user-hijri';
import * as recordsKept from './migrations/20261128090000-records-kept';
import * as invoiceKinds from './migrations/20261128100000-invoice-kinds';
import * as pendingEmail from './migrations/20261128110000-pending-email';
import * as changeGrace from './migrations/20261128121500-change-grace';
import * as jobOutbox from './migrations/20261128143000-job-outbox';
import * as zatca from './migrations/20261128150000-zatca';
import * as dispatch from './migrations/20261128200000-dispatch';
import * as zatcaClearedXml from './migrations/20261128200000-zatca-cleared-xml';
import * as jobProgress from './migrations/20261128210000-job-progress';
import * as bookingMessages from './migrations/20261128211000-booking-messages';
import * as commission from './migrations/20261128212000-commission';
import * as privacy from './migrations/20261129010000-privacy';
import * as onlinePayments from './migrations/20261129012000-online-payments';
import * as staffAccess from './migrations/20261129013000-staff-access';

/**
 * Every migration, by timestamped name. Imported statically (not read from disk) so the bundled build
 * carries them; add new ones here in order.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '20250601000000-initial': initial,
  '20250620000000-site-content': siteContent,
  '20250620000100-list-indexes': listIndexes,
  '20250701000000-quotes': quotes,
  '20250710000000-blog-posts': blogPosts,
  '20261124100000-idempotency-keys': idempotencyKeys,
  '20261124110000-stored-files': storedFiles,
  '20261124120000-revoked-tokens': revokedTokens,
  '20261124130000-list-counts': listCounts,
  '20261125100000-booking-rating-names': bookingRatingNames,
  '20261125100000-jobs': jobs,
  '20261125100000-user-numerals': userNumerals,
  '20261125110000-booking-service-index': bookingServiceIndex,
  '20261126090000-verified-ratings': verifiedRatings,
  '20261126100000-scheduling': scheduling,
  '20261126120000-quote-item-arabic-names': quoteItemArabicNames,
  '20261127090000-invoices': invoices,
  '20261127100000-booking-changes': bookingChanges,
  '20261127110000-audit-log': auditLog,
  '20261127120000-admin-notices': adminNotices,
  '20261127130000-reminder-hours': reminderHours,
  '20261127140000-user-hijri': userHijri,
  '20261128090000-records-kept': recordsKept,
  '20261128100000-invoice-kinds': invoiceKinds,
  '20261128110000-pending-email': pendingEmail,
  '20261128121500-change-grace': changeGrace,
  '20261128143000-job-outbox': jobOutbox,
  '20261128150000-zatca': zatca,
  '20261128200000-dispatch': dispatch,
  '20261128200000-zatca-cleared-xml': zatcaClearedXml,
  '20261128210000-job-progress': jobProgress,
  '20261128211000-booking-messages': bookingMessages,
  '20261128212000-commission': commission,
  '20261129010000-privacy': privacy,
  '20261129012000-online-payments': onlinePayments,
  '20261129013000-staff-access': staffAccess,
};

/**
 * What the migrator asks of the catalogue (does the schema exist, do its bookkeeping tables), read
 * from that schema alone. Kysely's own introspector reads every table of every schema and resolves
 * each one's name as it goes: a table renamed meanwhile in another schema (another tenant, a test
 * suite migrating down beside this one) failed the whole call with "relation ... does not exist".
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against Kysely<any> (Kysely's guidance)
function schemaIntrospector(db: Kysely<any>, schema: string): DatabaseIntrospector {
  return {
    async getSchemas(): Promise<SchemaMetadata[]> {
      const { rows } = await sql<{ name: string }>`select schema_name as name from information_schema.schemata where schema_name = ${schema}`.execute(db);
      return rows;
    },
    async getTables(): Promise<TableMetadata[]> {
      const { rows } = await sql<{ name: string; is_view: boolean }>`
        select table_name as name, table_type = 'VIEW' as is_view from information_schema.tables where table_schema = ${schema}`.execute(db);
      return rows.map((row) => ({ name: row.name, schema, isView: row.is_view, isForeign: false, columns: [] }));
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against Kysely<any> (Kysely's guidance)
function migratorFor(db: Kysely<any>, schema: string): Migrator {
  const introspector = schemaIntrospector(db, schema);
  // The migrator's database, with the introspection above in place of Kysely's; everything else is the database itself.
  const scoped = new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspector;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  // The schema is explicit: Kysely otherwise finds its bookkeeping tables in any schema of the
  // database, so two schemas side by side (tests, several tenants) would see each other's tables.
  return new Migrator({ db: scoped, migrationTableSchema: schema, provider: { getMigrations: async () => MIGRATIONS } });
}

/** A database and the schema its tables live in (OpenedDatabase is one). */
export interface MigratableDatabase {
  // biome-ignore lint/suspicious/noExplicitAny: migrations run against Kysely<any> (Kysely's guidance)
  db: Kysely<any>;
  schema: string;
}

function unwrap(result: MigrationResultSet): void {
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const error = result.error instanceof Error ? result.error : new Error(String(result.error));
    if (failed) error.message = `Migration ${failed.migrationName} failed: ${error.message}`;
    throw error;
  }
}

export async function migrateToLatest({ db, schema }: MigratableDatabase): Promise<string[]> {
  const result = await migratorFor(db, schema).migrateToLatest();
  unwrap(result);
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function migrateDown({ db, schema }: MigratableDatabase): Promise<string[]> {
  const result = await migratorFor(db, schema).migrateDown();
  unwrap(result);
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Migrates up or down to `name` (restoring a backup made at that migration). */
export async function migrateTo({ db, schema }: MigratableDatabase, name: string): Promise<string[]> {
  const result = await migratorFor(db, schema).migrateTo(name);
  unwrap(result);
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The migrations applied to the database, in order (none on a new one). */
export async function appliedMigrations({ db, schema }: MigratableDatabase): Promise<string[]> {
  const migrations = await migratorFor(db, schema).getMigrations();
  return migrations.filter((m) => m.executedAt !== undefined).map((m) => m.name);
}
