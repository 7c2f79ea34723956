import { Router } from 'express';
import type { Logger } from 'pino';
import { isEnvelope } from '../../shared/api/envelope';
import { LANGUAGES, type Language } from '../../shared/constants';
import { buildRobots, buildSitemap, type SitemapPost } from './sitemap';

export interface SeoRoutesDeps {
  publicSiteUrl: string;
  providerUrl: () => string | undefined;
  providerTimeoutMs: number;
  logger: Logger;
}

/** The ids of the services the provider lists (GET /Services, the spec's public list). */
async function providerList(url: string, timeoutMs: number): Promise<unknown[]> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  const body: unknown = await response.json();
  if (!response.ok || !isEnvelope(body) || !body.isSuccess) throw new Error(`provider answered ${response.status}`);
  return Array.isArray(body.result) ? body.result : [];
}

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null && name in value ? (value as Record<string, unknown>)[name] : undefined;

/**
 * The published posts, with the languages each is written in: the public list (GET /Blog/posts) of
 * each language, unpaged, merged by slug.
 */
async function publishedPosts(providerUrl: string, timeoutMs: number): Promise<SitemapPost[]> {
  const bySlug = new Map<string, { languages: Language[]; lastModified?: string }>();
  const lists = await Promise.all(LANGUAGES.map((language) => providerList(`${providerUrl}/Blog/posts?language=${language}`, timeoutMs)));
  lists.forEach((list, index) => {
    for (const item of list) {
      const slug = field(item, 'slug');
      if (typeof slug !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) continue;
      const entry = bySlug.get(slug) ?? { languages: [] };
      entry.languages.push(LANGUAGES[index]!);
      const published = field(item, 'publishedAt');
      if (typeof published === 'string' && !entry.lastModified) entry.lastModified = published.slice(0, 10);
      bySlug.set(slug, entry);
    }
  });
  return [...bySlug.entries()].map(([slug, entry]) => ({ slug, ...entry }));
}

async function serviceIds(providerUrl: string, timeoutMs: number): Promise<number[]> {
  const list = await providerList(`${providerUrl}/Services`, timeoutMs);
  return list
    .map((service) => (typeof service === 'object' && service !== null && 'id' in service ? Number(service.id) : NaN))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

/** /robots.txt and /sitemap.xml, served by the web server (the provider knows nothing of pages). */
export function seoRoutes(deps: SeoRoutesDeps): Router {
  const router = Router();

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=86400').send(buildRobots(deps.publicSiteUrl));
  });

  router.get('/sitemap.xml', async (_req, res) => {
    const providerUrl = deps.providerUrl();
    try {
      if (!providerUrl) throw new Error('no provider');
      const [ids, posts] = await Promise.all([serviceIds(providerUrl, deps.providerTimeoutMs), publishedPosts(providerUrl, deps.providerTimeoutMs)]);
      res
        .type('application/xml')
        .set('Cache-Control', 'public, max-age=3600')
        .send(buildSitemap(deps.publicSiteUrl, ids, posts));
    } catch (error) {
      // A sitemap without the services or posts would tell crawlers they are gone: ask them to come back instead.
      deps.logger.warn({ err: error }, 'sitemap: the services or posts could not be listed');
      res.status(503).set('Retry-After', '300').type('text/plain').send('The sitemap is temporarily unavailable.');
    }
  });

  return router;
}
