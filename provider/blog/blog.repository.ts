import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Paged } from '../../shared/api/envelope';
import { LANGUAGES, type Language } from '../../shared/constants';
import type { BlogPostAdmin, BlogPostAdminSummary, BlogPostSummary, PostCover, PostStatus, PostTranslation, RelatedService } from '../../shared/types/blog';
import type { Database, Db, PostRow, PostTranslationRow } from '../db/database';
import { fileUrl, isImage, type StoredUpload } from '../files/uploads';
import { likePattern, paged, pageWindow, type ListQuery } from '../http/list-query';
import { searchPage } from '../db/search-page';
import { inTransaction } from '../db/transaction';
import { anyOf } from '../db/id-list';

/** A post as the routes have prepared it: slug decided, each present version with its reading time. */
export interface SavedPost {
  slug: string;
  translations: Partial<Record<Language, PostTranslation>>;
  serviceIds: number[];
}

export function toCover(row: Pick<PostRow, 'cover_stored_name' | 'cover_file_name' | 'cover_content_type' | 'cover_size'>): PostCover | null {
  if (!row.cover_stored_name) return null;
  return {
    fileUrl: fileUrl(row.cover_stored_name),
    fileName: row.cover_file_name ?? '',
    contentType: row.cover_content_type ?? '',
    size: row.cover_size ?? 0,
  };
}

export function statusOf(row: Pick<PostRow, 'status' | 'published_at'>, now = new Date()): PostStatus {
  if (row.status === 'draft' || !row.published_at) return 'draft';
  return row.published_at.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** Visible to readers: published, with a publish date that has come. */
const isVisible = (now: Date) => (eb: ExpressionBuilder<Database, 'posts'>) =>
  eb.and([eb('posts.status', '=', 'published'), eb('posts.published_at', '<=', now)]);

/** When the next scheduled post becomes visible to readers (what they see changes then), if one is waiting. */
export async function nextScheduledPublication(db: Db, now = new Date()): Promise<Date | null> {
  const row = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.min('posts.published_at').as('next'))
    .where('posts.status', '=', 'published')
    .where('posts.published_at', '>', now)
    .executeTakeFirst();
  return row?.next ? new Date(row.next) : null;
}

/**
 * When the newest post readers can see was published: it moves whenever a scheduled post's date
 * comes (that post is then the newest visible one), with no write to the tables.
 */
export async function latestVisiblePublication(db: Db, now = new Date()): Promise<Date | null> {
  const row = await db.selectFrom('posts').select('posts.published_at').where(isVisible(now)).orderBy('posts.published_at', 'desc').limit(1).executeTakeFirst();
  return row?.published_at ? new Date(row.published_at) : null;
}

const sortLanguages = (languages: Iterable<Language>) => LANGUAGES.filter((language) => [...languages].includes(language));

async function translationsOf(db: Db, postIds: number[]): Promise<Map<number, PostTranslationRow[]>> {
  const byPost = new Map<number, PostTranslationRow[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db.selectFrom('post_translations').selectAll().where('post_id', '=', anyOf(postIds)).execute();
  for (const row of rows) byPost.set(row.post_id, [...(byPost.get(row.post_id) ?? []), row]);
  return byPost;
}

async function serviceIdsOf(db: Db, postIds: number[]): Promise<Map<number, number[]>> {
  const byPost = new Map<number, number[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db.selectFrom('post_services').select(['post_id', 'service_id']).where('post_id', '=', anyOf(postIds)).orderBy('position').execute();
  for (const row of rows) byPost.set(row.post_id, [...(byPost.get(row.post_id) ?? []), row.service_id]);
  return byPost;
}

const toTranslation = (row: PostTranslationRow): PostTranslation => ({
  title: row.title,
  summary: row.summary,
  body: row.body,
  readingMinutes: row.reading_minutes,
});

function toAdmin(row: PostRow, translations: PostTranslationRow[], serviceIds: number[], now = new Date()): BlogPostAdmin {
  return {
    id: row.id,
    slug: row.slug,
    status: statusOf(row, now),
    publishedAt: row.published_at ? row.published_at.toISOString() : null,
    cover: toCover(row),
    serviceIds,
    translations: Object.fromEntries(translations.map((t) => [t.language, toTranslation(t)])),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function findPostAdmin(db: Db, id: number): Promise<BlogPostAdmin | undefined> {
  const row = await db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [translations, services] = await Promise.all([translationsOf(db, [id]), serviceIdsOf(db, [id])]);
  return toAdmin(row, translations.get(id) ?? [], services.get(id) ?? []);
}

export async function slugTaken(db: Db, slug: string, exceptPostId?: number): Promise<boolean> {
  let query = db.selectFrom('posts').select('id').where('slug', '=', slug);
  if (exceptPostId !== undefined) query = query.where('id', '<>', exceptPostId);
  return (await query.executeTakeFirst()) !== undefined;
}

async function writeParts(trx: Db, postId: number, post: SavedPost): Promise<void> {
  await trx.deleteFrom('post_translations').where('post_id', '=', postId).execute();
  await trx.deleteFrom('post_services').where('post_id', '=', postId).execute();
  const translations = LANGUAGES.flatMap((language) => {
    const t = post.translations[language];
    return t ? [{ post_id: postId, language, title: t.title, summary: t.summary, body: t.body, reading_minutes: t.readingMinutes }] : [];
  });
  if (translations.length > 0) await trx.insertInto('post_translations').values(translations).execute();
  if (post.serviceIds.length > 0) {
    await trx
      .insertInto('post_services')
      .values(post.serviceIds.map((serviceId, position) => ({ post_id: postId, service_id: serviceId, position })))
      .execute();
  }
}

/** A new draft with its versions and related services, in one transaction. */
export async function createPost(db: Db, post: SavedPost, userId: number): Promise<number> {
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('posts')
      .values({ slug: post.slug, status: 'draft', created_by: userId, updated_by: userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeParts(trx, id, post);
    return id;
  });
}

/** Replaces the slug, versions and related services; the state, dates and cover stay. */
export async function updatePost(db: Db, id: number, post: SavedPost, userId: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx.updateTable('posts').set({ slug: post.slug, updated_by: userId, updated_at: new Date() }).where('id', '=', id).executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await writeParts(trx, id, post);
    return true;
  });
}

export async function publishPost(db: Db, id: number, publishedAt: Date, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('posts')
    .set({ status: 'published', published_at: publishedAt, updated_by: userId, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Back to draft; the publish date is kept, so publishing again can keep the post's place. */
export async function unpublishPost(db: Db, id: number, userId: number): Promise<boolean> {
  const result = await db.updateTable('posts').set({ status: 'draft', updated_by: userId, updated_at: new Date() }).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the post; its cover's stored name is returned so the file can go too (undefined: no such post). */
export async function deletePost(db: Db, id: number): Promise<{ coverStoredName: string | null } | undefined> {
  const row = await db.deleteFrom('posts').where('id', '=', id).returning('cover_stored_name').executeTakeFirst();
  return row ? { coverStoredName: row.cover_stored_name } : undefined;
}

/** Sets (or, with null, removes) the cover; the replaced file's stored name is returned for deletion. */
export async function setCover(db: Db, id: number, upload: StoredUpload | null, userId: number): Promise<{ previous: string | null } | undefined> {
  return inTransaction(db, async (trx) => {
    const current = await trx.selectFrom('posts').select('cover_stored_name').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) return undefined;
    await trx
      .updateTable('posts')
      .set({
        cover_stored_name: upload?.storedName ?? null,
        cover_file_name: upload?.fileName ?? null,
        cover_content_type: upload?.contentType ?? null,
        cover_size: upload?.size ?? null,
        updated_by: userId,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    return { previous: current.cover_stored_name };
  });
}

/** A cover image by stored name, for GET /files/{storedName}. */
export async function findCoverFile(db: Db, storedName: string): Promise<{ file_name: string; content_type: string } | undefined> {
  const row = await db.selectFrom('posts').select(['cover_file_name', 'cover_content_type']).where('cover_stored_name', '=', storedName).executeTakeFirst();
  if (!row?.cover_content_type || !isImage(row.cover_content_type)) return undefined;
  return { file_name: row.cover_file_name ?? storedName, content_type: row.cover_content_type };
}

/**
 * The number of posts in a state (null: all; 'published': visible now), of those written in
 * `language` when given, from the kept counts: only the scheduled ones, few, are counted, because
 * a scheduled post becomes visible with time, no write announcing it.
 */
async function keptPostCount(db: Db, status: PostStatus | null, language: Language | null, now: Date): Promise<number> {
  const kept = async (stored: 'draft' | 'published' | null) => {
    let query = db
      .selectFrom('post_counts')
      .select((eb) => eb.fn.sum<string | number | null>('n').as('n'))
      .where('language', '=', language ?? '*');
    if (stored !== null) query = query.where('status', '=', stored);
    return Number((await query.executeTakeFirstOrThrow()).n ?? 0);
  };
  const scheduled = async () => {
    let query = db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('posts.status', '=', 'published')
      .where('posts.published_at', '>', now);
    if (language !== null) {
      query = query.where((eb) =>
        eb.exists(eb.selectFrom('post_translations as l').select('l.post_id').whereRef('l.post_id', '=', 'posts.id').where('l.language', '=', language)),
      );
    }
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  if (status === null) return kept(null);
  if (status === 'draft') return kept('draft');
  if (status === 'scheduled') return scheduled();
  return (await kept('published')) - (await scheduled());
}

export interface PublicPostFilter extends ListQuery {
  language: Language;
  serviceId: number | null;
}

/**
 * The public list: published posts that exist in the language, newest first. Search is a
 * case-insensitive substring of the version's title, summary or text.
 */
export async function listPublicPosts(db: Db, filter: PublicPostFilter, now = new Date()): Promise<BlogPostSummary[] | Paged<BlogPostSummary>> {
  const base = db
    .selectFrom('posts')
    .innerJoin('post_translations as t', (join) => join.onRef('t.post_id', '=', 'posts.id').on('t.language', '=', filter.language))
    .where(isVisible(now))
    .where((eb) => {
      const conditions: Expression<SqlBool>[] = [];
      if (filter.search) {
        const pattern = likePattern(filter.search);
        conditions.push(eb.or([eb('t.title', 'ilike', pattern), eb('t.summary', 'ilike', pattern), eb('t.body', 'ilike', pattern)]));
      }
      if (filter.serviceId !== null) {
        conditions.push(
          eb.exists(
            eb.selectFrom('post_services as ps').select('ps.post_id').whereRef('ps.post_id', '=', 'posts.id').where('ps.service_id', '=', filter.serviceId),
          ),
        );
      }
      return eb.and(conditions);
    });
  const columns = [
    'posts.id',
    'posts.slug',
    'posts.published_at',
    'posts.cover_stored_name',
    'posts.cover_file_name',
    'posts.cover_content_type',
    'posts.cover_size',
    't.title',
    't.summary',
    't.reading_minutes',
  ] as const;
  let rows;
  let total: number | null = null;
  if (filter.page === null) {
    rows = await base.select(columns).orderBy('posts.published_at', 'desc').orderBy('posts.id', 'desc').execute();
  } else {
    total =
      !filter.search && filter.serviceId === null
        ? await keptPostCount(db, 'published', filter.language, now)
        : Number((await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow()).total);
    const window = pageWindow(filter, total);
    // From the nearer end of the list (the index walked backwards), then put back newest first.
    const direction = window.fromEnd ? 'asc' : 'desc';
    rows = await base
      .select(columns)
      .orderBy('posts.published_at', direction)
      .orderBy('posts.id', direction)
      .limit(window.limit)
      .offset(window.offset)
      .execute();
    if (window.fromEnd) rows.reverse();
  }
  const languages = await languagesOf(
    db,
    rows.map((r) => r.id),
  );
  const items: BlogPostSummary[] = rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    language: filter.language,
    title: row.title,
    summary: row.summary,
    readingMinutes: row.reading_minutes,
    publishedAt: row.published_at!.toISOString(),
    cover: toCover(row),
    languages: languages.get(row.id) ?? [filter.language],
  }));
  return total === null ? items : paged(items, total, filter);
}

async function languagesOf(db: Db, postIds: number[]): Promise<Map<number, Language[]>> {
  const byPost = new Map<number, Language[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db.selectFrom('post_translations').select(['post_id', 'language']).where('post_id', '=', anyOf(postIds)).execute();
  for (const row of rows) byPost.set(row.post_id, sortLanguages([...(byPost.get(row.post_id) ?? []), row.language]));
  return byPost;
}

export interface PublishedPost {
  row: PostRow;
  translations: PostTranslationRow[];
  relatedServices: RelatedService[];
}

/** A post readers may see, by slug, with all its versions and the services it is about. */
export async function findPublishedPost(db: Db, slug: string, now = new Date()): Promise<PublishedPost | undefined> {
  const row = await db.selectFrom('posts').selectAll().where('slug', '=', slug).where(isVisible(now)).executeTakeFirst();
  if (!row) return undefined;
  const [translations, relatedServices] = await Promise.all([translationsOf(db, [row.id]), relatedServicesOf(db, row.id)]);
  return { row, translations: translations.get(row.id) ?? [], relatedServices };
}

async function relatedServicesOf(db: Db, postId: number): Promise<RelatedService[]> {
  const rows = await db
    .selectFrom('post_services as ps')
    .innerJoin('services as s', 's.id', 'ps.service_id')
    // An archived service is gone from the site: a post no longer links it (the link stays, for a restore).
    .where('s.archived_at', 'is', null)
    .select(['s.id', 's.title', 's.arabic_title'])
    .select((eb) =>
      eb
        .selectFrom('service_files as f')
        .select('f.stored_name')
        .whereRef('f.service_id', '=', 's.id')
        .where('f.content_type', 'like', 'image/%')
        .orderBy('f.position')
        .orderBy('f.id')
        .limit(1)
        .as('image'),
    )
    .where('ps.post_id', '=', postId)
    .orderBy('ps.position')
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, arabicTitle: r.arabic_title, imageUrl: r.image ? fileUrl(r.image) : null }));
}

export type AdminStatusFilter = PostStatus | null;

export interface AdminPostFilter extends ListQuery {
  status: AdminStatusFilter;
  language: Language | null;
}

/** The ids of the posts whose slug, or a version's title, summary or text, a search matches: each once. */
function adminSearchMatches(db: Db, search: string) {
  const pattern = likePattern(search);
  return db
    .selectFrom('posts as by_slug')
    .select('by_slug.id')
    .where('by_slug.slug', 'ilike', pattern)
    .union(
      db
        .selectFrom('post_translations as s')
        .select('s.post_id as id')
        .where((inner) => inner.or([inner('s.title', 'ilike', pattern), inner('s.summary', 'ilike', pattern), inner('s.body', 'ilike', pattern)])),
    );
}

/** The admin list: every post, most recently changed first; search in either language's title or text. */
export async function listAdminPosts(db: Db, filter: AdminPostFilter, now = new Date()): Promise<BlogPostAdminSummary[] | Paged<BlogPostAdminSummary>> {
  const where = (eb: ExpressionBuilder<Database, 'posts'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.status === 'draft') conditions.push(eb('posts.status', '=', 'draft'));
    if (filter.status === 'published') conditions.push(isVisible(now)(eb));
    if (filter.status === 'scheduled') conditions.push(eb.and([eb('posts.status', '=', 'published'), eb('posts.published_at', '>', now)]));
    if (filter.language !== null) {
      const language = filter.language;
      conditions.push(
        eb.exists(eb.selectFrom('post_translations as l').select('l.post_id').whereRef('l.post_id', '=', 'posts.id').where('l.language', '=', language)),
      );
    }
    // The union of two id sets, each found through its own trigram indexes: one OR of the slug
    // and a subquery made the planner scan every post and probe its versions.
    if (filter.search) conditions.push(eb('posts.id', 'in', adminSearchMatches(db, filter.search)));
    return eb.and(conditions);
  };
  let rows;
  let total: number | null = null;
  if (filter.page === null) {
    rows = await db.selectFrom('posts').selectAll().where(where).orderBy('posts.updated_at', 'desc').orderBy('posts.id', 'desc').execute();
  } else if (filter.search && filter.status === null && filter.language === null) {
    // A search alone: one page of its matches, most recently changed first, and their number.
    const matches = db.selectFrom('posts').select(['posts.id', 'posts.updated_at as listed_at']).where('posts.id', 'in', adminSearchMatches(db, filter.search));
    const found = await searchPage(db, matches, { page: filter.page, pageSize: filter.pageSize });
    total = found.total;
    rows =
      found.ids.length > 0
        ? await db.selectFrom('posts').selectAll().where('posts.id', 'in', found.ids).orderBy('posts.updated_at', 'desc').orderBy('posts.id', 'desc').execute()
        : [];
  } else {
    total = !filter.search
      ? await keptPostCount(db, filter.status, filter.language, now)
      : Number(
          (
            await db
              .selectFrom('posts')
              .where(where)
              .select((eb) => eb.fn.countAll().as('total'))
              .executeTakeFirstOrThrow()
          ).total,
        );
    const window = pageWindow(filter, total);
    const direction = window.fromEnd ? 'asc' : 'desc';
    rows = await db
      .selectFrom('posts')
      .selectAll()
      .where(where)
      .orderBy('posts.updated_at', direction)
      .orderBy('posts.id', direction)
      .limit(window.limit)
      .offset(window.offset)
      .execute();
    if (window.fromEnd) rows.reverse();
  }
  const translations = await translationsOf(
    db,
    rows.map((r) => r.id),
  );
  const items: BlogPostAdminSummary[] = rows.map((row) => {
    const versions = translations.get(row.id) ?? [];
    return {
      id: row.id,
      slug: row.slug,
      status: statusOf(row, now),
      publishedAt: row.published_at ? row.published_at.toISOString() : null,
      updatedAt: row.updated_at.toISOString(),
      cover: toCover(row),
      languages: sortLanguages(versions.map((v) => v.language)),
      titles: Object.fromEntries(versions.map((v) => [v.language, v.title])),
    };
  });
  return total === null ? items : paged(items, total, filter);
}

/** How many posts exist (the seed writes its examples only into an empty blog). */
export async function countPosts(db: Db): Promise<number> {
  const row = await db.selectFrom('posts').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
