import type { SiteContentRecord } from '../../../shared/types/site-content';
import { api, type ApiError } from '../../lib/api';

export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The company's editable details and texts (GET /Content, public). When the provider cannot
     * answer, the site shows the installation's defaults rather than an empty footer; they are
     * loaded only then, so the browser never downloads them otherwise.
     */
    getContent: build.query<SiteContentRecord, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const response = await baseQuery({ url: '/Content' });
        if (!response.error && response.data) return { data: response.data as SiteContentRecord };
        try {
          const [{ DEFAULT_SITE_CONTENT }, { DEFAULT_WORKING_HOURS }] = await Promise.all([
            import('../../../shared/content/site-content-defaults'),
            import('../../../shared/scheduling/schedule-defaults'),
          ]);
          return { data: { ...DEFAULT_SITE_CONTENT, updatedAt: null, workingHours: [...DEFAULT_WORKING_HOURS] } };
        } catch {
          return { error: response.error as ApiError };
        }
      },
      providesTags: [{ type: 'Content', id: 'SITE' }],
    }),
  }),
});

export const { useGetContentQuery } = contentApi;

export const prefetchContent = () => contentApi.endpoints.getContent.initiate(undefined, { subscribe: false });
