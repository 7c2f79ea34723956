import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '../../../shared/types/system-status';
import { useSystemStatusQuery } from '../dashboard-api';
import { apiErrorText } from '../../lib/api-error-text';
import { useDashboardFormat } from '../../lib/use-dashboard-format';

const POLL_MS = 30_000;

type Light = 'up' | 'down' | 'unknown';

function Dot({ state }: { state: Light }) {
  const color = state === 'up' ? 'success.main' : state === 'down' ? 'error.main' : 'text.disabled';
  return (
    <Box
      aria-hidden
      sx={{
        width: 10,
        height: 10,
        borderRadius: '50%',
        bgcolor: color,
        flexShrink: 0,
        boxShadow: state === 'up' ? '0 0 0 3px rgba(46, 125, 50, 0.18)' : 'none',
      }}
    />
  );
}

function rows(status: SystemStatus): { key: string; state: Light; detailKey: string }[] {
  return [
    { key: 'webServer', state: 'up', detailKey: 'system.detail.webServer' },
    { key: 'provider', state: status.provider, detailKey: status.provider === 'up' ? 'system.detail.providerUp' : 'system.detail.providerDown' },
    { key: 'database', state: status.database, detailKey: `system.detail.database_${status.database}` },
    { key: 'sessions', state: status.sessions.state, detailKey: `system.detail.sessions_${status.sessions.store}_${status.sessions.state}` },
  ];
}

/** What the site's parts answer right now (the web server's /api/System/status), refreshed every 30 s. */
export function SystemStatusPanel() {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const { data, error, isLoading, isFetching, refetch } = useSystemStatusQuery(undefined, { pollingInterval: POLL_MS, refetchOnFocus: true });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="system-status-title" aria-busy={isFetching} sx={{ p: 2.5, borderRadius: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="system-status-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('system.title')}
        </Typography>
        <Tooltip title={t('system.refresh')}>
          <span>
            <IconButton onClick={() => void refetch()} disabled={isFetching} aria-label={t('system.refresh')} size="small">
              <RefreshIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      {isLoading && <Skeleton variant="rounded" height={160} aria-label={t('common.loading')} />}
      {!isLoading && error && !data && (
        <Typography role="alert" color="error.main" variant="body2">
          {t('system.unreachable', { reason: apiErrorText(error, t, 'errors.unexpected') })}
        </Typography>
      )}
      {data && (
        <>
          <List dense disablePadding>
            {rows(data).map((row) => (
              <ListItem key={row.key} disableGutters sx={{ gap: 1.5 }} data-part={row.key} data-state={row.state}>
                <Dot state={row.state} />
                <ListItemText primary={t(`system.parts.${row.key}`)} secondary={t(row.detailKey)} />
                <Typography
                  variant="body2"
                  sx={{ fontWeight: 700, color: row.state === 'up' ? 'success.main' : row.state === 'down' ? 'error.main' : 'text.secondary' }}
                >
                  {t(`system.state.${row.state}`)}
                </Typography>
              </ListItem>
            ))}
          </List>
          <Typography variant="caption" color="text.secondary">
            {t('system.checkedAt', { time: format.date(data.checkedAt, 'dateTime') })}
          </Typography>
        </>
      )}
    </Paper>
  );
}
