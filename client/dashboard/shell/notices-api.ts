import type { AdminNoticePage, NoticePreferences } from '../../../shared/types/admin-notice';
import { api } from '../../lib/api';

/** How often the top bar asks for new notices while the dashboard is open. */
export const NOTICES_POLL_MS = 60_000;
export const NOTICES_SHOWN = 10;

/** The admins' notices (new bookings, messages, quote answers) and the caller's read marks and e-mail choice. */
export const noticesApi = api.injectEndpoints({
  endpoints: (build) => ({
    notices: build.query<AdminNoticePage, void>({
      query: () => ({ url: '/Notices', params: { page: 1, pageSize: NOTICES_SHOWN } }),
    }),
    markNoticeRead: build.mutation<{ unread: number }, number>({
      query: (id) => ({ url: `/Notices/read/${id}`, method: 'PATCH' }),
      // The list is fetched again by the menu (no cache tag: the site-wide tag list stays as the first visit loads it).
    }),
    markAllNoticesRead: build.mutation<{ unread: number }, void>({
      query: () => ({ url: '/Notices/read-all', method: 'PATCH' }),
    }),
    noticePreferences: build.query<NoticePreferences, void>({
      query: () => ({ url: '/Notices/preferences' }),
    }),
    saveNoticePreferences: build.mutation<NoticePreferences, NoticePreferences>({
      query: (body) => ({ url: '/Notices/preferences', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(noticesApi.util.updateQueryData('noticePreferences', undefined, () => data));
        } catch {
          // A refused save leaves the switch as the provider has it; the screen says why.
        }
      },
    }),
  }),
});

export const { useNoticesQuery, useMarkNoticeReadMutation, useMarkAllNoticesReadMutation, useNoticePreferencesQuery, useSaveNoticePreferencesMutation } =
  noticesApi;
