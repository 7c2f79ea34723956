import { jsonColumn } from '../db/json-column';
import { DEFAULT_SITE_CONTENT } from '../../shared/content/site-content-defaults';
import type { SiteContent, SiteContentRecord } from '../../shared/types/site-content';
import type { Db } from '../db/database';
import { readWorkingHours } from '../scheduling/scheduling.repository';

const ROW_ID = 1;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored document laid over the defaults, field by field, keeping a stored value only where it has
 * the default's shape. A document saved before a field existed gets that field's default, and a
 * damaged one never reaches the pages with a wrong type.
 */
export function overDefaults<T>(defaults: T, stored: unknown): T {
  if (Array.isArray(defaults)) {
    return (Array.isArray(stored) && stored.every((item) => typeof item === 'string') ? stored : defaults) as T;
  }
  if (isPlainObject(defaults)) {
    const source = isPlainObject(stored) ? stored : {};
    return Object.fromEntries(Object.entries(defaults).map(([key, value]) => [key, overDefaults(value, source[key])])) as T;
  }
  return (typeof stored === typeof defaults ? stored : defaults) as T;
}

/** JSON text for the jsonb column, whatever the driver: pg and PGlite then store the same thing. */
const asJson = (content: SiteContent) => JSON.stringify(content);

/** The document with the availability's week beside it: the business hours the pages show come from there alone. */
export async function readSiteContent(db: Db): Promise<SiteContentRecord> {
  const [row, workingHours] = await Promise.all([
    db.selectFrom('site_content').select(['content', 'updated_at', 'updated_by']).where('id', '=', ROW_ID).executeTakeFirst(),
    readWorkingHours(db),
  ]);
  if (!row) return { ...structuredClone(DEFAULT_SITE_CONTENT), updatedAt: null, workingHours };
  const content = overDefaults(DEFAULT_SITE_CONTENT, jsonColumn(row.content));
  // The seeded row has no editor: it is still the defaults, whatever its timestamp.
  return { ...content, updatedAt: row.updated_by === null ? null : row.updated_at.toISOString(), workingHours };
}

/** Replaces the whole document (validated by the caller). */
export async function saveSiteContent(db: Db, content: SiteContent, userId: number): Promise<SiteContentRecord> {
  const now = new Date();
  await db
    .insertInto('site_content')
    .values({ id: ROW_ID, content: asJson(content), updated_at: now, updated_by: userId })
    .onConflict((oc) => oc.column('id').doUpdateSet({ content: asJson(content), updated_at: now, updated_by: userId }))
    .execute();
  return readSiteContent(db);
}

/** Stores the defaults when there is no document yet; an edited document is never touched. */
export async function ensureSiteContent(db: Db): Promise<boolean> {
  const inserted = await db
    .insertInto('site_content')
    .values({ id: ROW_ID, content: asJson(DEFAULT_SITE_CONTENT), updated_by: null })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
