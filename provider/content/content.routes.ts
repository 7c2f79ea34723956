import { siteContentSchema } from '../../shared/validation/site-content';
import type { SiteContent } from '../../shared/types/site-content';
import { bodyOf, defineRoutes, requireUser } from '../http/route';
import { readSiteContent, saveSiteContent } from './content.repository';
import { readWorkingHours } from '../scheduling/scheduling.repository';

export const contentRoutes = defineRoutes([
  {
    method: 'get',
    path: '/Content',
    access: 'public',
    tag: 'Content',
    summary: "The site's company details and texts (contacts, hours, social links, hero, story)",
    description:
      "updatedAt is null while the seeded defaults have not been edited. workingHours is the availability's week (PUT /Availability/working-hours), the one source of the business hours the site shows.",
    returns: { schema: 'SiteContentRecord' },
    // The week is no counted table: its few rows are part of the key instead.
    cached: { tables: ['site_content'], also: async (db) => JSON.stringify(await readWorkingHours(db)) },
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
