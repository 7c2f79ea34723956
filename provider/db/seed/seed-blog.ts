import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { LANGUAGES } from '../../../shared/constants';
import { renderPostBody } from '../../blog/markdown';
import type { FileStorage } from '../../files/storage/file-storage';
import { removeStoredFiles } from '../../files/uploads';
import type { Db } from '../database';
import { SEED_POSTS } from './blog-posts';
import { SEED_ILLUSTRATIONS } from './images';
import { inTransaction } from '../transaction';

const BLOG_SEED_MARKER = 'seed.blog';
const DAY = 24 * 60 * 60 * 1000;

/**
 * The sample blog posts, published, with covers and links to the seeded services (found by title; a
 * service an admin deleted is simply not linked). Its own marker: a database seeded before the blog
 * existed gets the posts once too, and a post an admin deleted never comes back.
 */
export async function seedBlog(db: Db, storage: FileStorage, logger: Logger, now = new Date()): Promise<boolean> {
  if (await db.selectFrom('app_meta').select('value').where('key', '=', BLOG_SEED_MARKER).executeTakeFirst()) return false;
  const covers: Array<{ storedName: string; size: number; fileName: string }> = [];
  for (const post of SEED_POSTS) {
    const png = SEED_ILLUSTRATIONS[post.cover](1);
    const storedName = `${randomUUID()}.png`;
    await storage.put(storedName, png, 'image/png');
    covers.push({ storedName, size: png.length, fileName: `${post.slug}.png` });
  }

  const claimed = await inTransaction(db, async (trx) => {
    const marker = await trx
      .insertInto('app_meta')
      .values({ key: BLOG_SEED_MARKER, value: '1' })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!marker) return false;
    const services = await trx.selectFrom('services').select(['id', 'title']).execute();
    for (const [index, post] of SEED_POSTS.entries()) {
      const taken = await trx.selectFrom('posts').select('id').where('slug', '=', post.slug).executeTakeFirst();
      if (taken) continue;
      const cover = covers[index]!;
      const { id } = await trx
        .insertInto('posts')
        .values({
          slug: post.slug,
          status: 'published',
          published_at: new Date(now.getTime() - post.daysAgo * DAY),
          cover_stored_name: cover.storedName,
          cover_file_name: cover.fileName,
          cover_content_type: 'image/png',
          cover_size: cover.size,
          created_at: new Date(now.getTime() - (post.daysAgo + 2) * DAY),
          updated_at: new Date(now.getTime() - post.daysAgo * DAY),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('post_translations')
        .values(
          LANGUAGES.map((language) => ({
            post_id: id,
            language,
            title: post[language].title,
            summary: post[language].summary,
            body: post[language].body,
            reading_minutes: renderPostBody(post[language].body, language).readingMinutes,
          })),
        )
        .execute();
      const related = post.services.flatMap((title) => services.filter((s) => s.title === title).map((s) => s.id));
      if (related.length > 0) {
        await trx
          .insertInto('post_services')
          .values(related.map((service_id, position) => ({ post_id: id, service_id, position })))
          .execute();
      }
      cover.storedName = '';
    }
    return true;
  });
  // Covers not used (the seed was claimed elsewhere, or a post with the slug existed) are removed.
  await removeStoredFiles(storage, covers.map((c) => c.storedName).filter(Boolean));
  if (claimed) logger.info({ posts: SEED_POSTS.length }, 'sample blog posts seeded');
  return claimed;
}
