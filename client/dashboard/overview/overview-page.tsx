import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { AppStore } from '../../store';
import { ErrorState, LoadingState } from '../../components/state-views';
import { dashboardApi, useDashboardStatsQuery } from '../dashboard-api';
import { apiErrorText } from '../../lib/api-error-text';
import { OverdueRequestsCard } from '../../features/privacy/admin';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { StatCards } from './stat-cards';
import { SystemStatusPanel } from './system-status-panel';

export function prefetch(store: AppStore) {
  void store.dispatch(dashboardApi.endpoints.dashboardStats.initiate(undefined, { subscribe: false }));
}

/** /dashboard: the figures, quick actions, recent activity and system status, all from live data. */
export default function OverviewPage() {
  const { t } = useTranslation('dashboard');
  const { data: stats, error, isLoading, refetch } = useDashboardStatsQuery(undefined, { refetchOnMountOrArgChange: 30 });
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {isLoading && <LoadingState />}
      {error && !stats && <ErrorState message={apiErrorText(error, t, 'overview.loadError')} onRetry={() => void refetch()} />}
      {stats && <StatCards stats={stats} />}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box sx={{ minWidth: 0 }}>{stats && <RecentActivity activity={stats.recentActivity} />}</Box>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <OverdueRequestsCard />
          <QuickActions />
          <SystemStatusPanel />
        </Box>
      </Box>
    </Box>
  );
}
