import type { SiteContent, SiteContentRecord } from '../../../../shared/types/site-content';
import { api } from '../../../lib/api';

/**
 * The editor reads the stored document strictly: the public getContent falls back to the defaults
 * when the provider fails, and an editor that did so would let an admin overwrite the saved texts
 * with them. Both share the Content tag, so a save refreshes the public pages' copy too.
 */
export const contentAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminSiteContent: build.query<SiteContentRecord, void>({
      query: () => ({ url: '/Content' }),
      providesTags: [{ type: 'Content', id: 'SITE' }],
    }),
    saveSiteContent: build.mutation<SiteContentRecord, SiteContent>({
      query: (body) => ({ url: '/Content', method: 'PUT', body }),
      invalidatesTags: [{ type: 'Content', id: 'SITE' }],
    }),
  }),
});

export const { useAdminSiteContentQuery, useSaveSiteContentMutation } = contentAdminApi;
