import { siteContentSchema } from '../../shared/validation/site-content';
import type { SiteContent } from '../../shared/types/site-content';
import { bodyOf, defineRoutes, requireUser } from '../http/route';
import { readSiteContent, saveSiteContent } from './content.repository';

export const contentRoutes = defineRoutes([
  {
    method: 'get',
    path: '/Content',
    access: 'public',
    tag: 'Content',
    summary: "The site's company details and texts (contacts, hours, social links, hero, story)",
    description: 'updatedAt is null while the seeded defaults have not been edited.',
    returns: { schema: 'SiteContentRecord' },
    cached: { tables: ['site_content'] },
    async handle(ctx) {
      return { result: await readSiteContent(ctx.app.db) };
    },
  },
  {
    method: 'put',
    path: '/Content',
    audit: { action: 'content.update', entity: 'content', read: (db) => readSiteContent(db) },
    access: 'admin',
    tag: 'Content',
    summary: 'Replace the site content (the whole document)',
    description: 'Blank headlines are dropped; an empty social link becomes the # placeholder.',
    body: siteContentSchema,
    returns: { schema: 'SiteContentRecord' },
    async handle(ctx) {
      const input: SiteContent = bodyOf(ctx, siteContentSchema);
      return { result: await saveSiteContent(ctx.app.db, input, requireUser(ctx).id), message: 'contentUpdated' };
    },
  },
]);
