import type { DashboardStats } from '../../shared/types/dashboard';
import type { SystemStatus } from '../../shared/types/system-status';
import { api } from '../lib/api';

/** Every list the overview's figures are counted from: any change to one of them refreshes it (quotes tag theirs 'ALL'). */
const EVERYTHING = [
  ...(['Service', 'Partner', 'Rating', 'Message', 'User', 'Booking'] as const).map((type) => ({ type, id: 'LIST' })),
  { type: 'Quote' as const, id: 'ALL' },
  // The revenue counts paid invoices.
  { type: 'Invoice' as const, id: 'ALL' },
];

/** The overview's figures and the system status (several screens read them). */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardStats: build.query<DashboardStats, void>({
      query: () => ({ url: '/Dashboard/stats' }),
      providesTags: EVERYTHING,
    }),
    /** Answered by the web server itself (not the provider): browser only, never during server rendering. */
    systemStatus: build.query<SystemStatus, void>({
      query: () => ({ url: '/System/status' }),
    }),
  }),
});

export const { useDashboardStatsQuery, useSystemStatusQuery } = dashboardApi;
