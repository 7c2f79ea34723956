import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dashboardPaths } from '../../../dashboard-paths';
import { useDashboardFormat } from '../../../lib/use-dashboard-format';
import { useOverdueRequestCountQuery } from './privacy-admin-api';

/** The overview's count of data requests past their 30-day deadline, leading to them in the queue. */
export function OverdueRequestsCard() {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const { data } = useOverdueRequestCountQuery(undefined, { refetchOnMountOrArgChange: 30 });
  if (!data) return null;
  const overdue = data.count > 0;
  const color = overdue ? 'error' : 'success';
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden', borderColor: overdue ? 'error.main' : undefined }} data-stat="overdue-requests">
      <CardActionArea
        component={Link}
        to={overdue ? `${dashboardPaths.dataRequests}?overdue=true` : dashboardPaths.dataRequests}
        sx={{ p: 2.5, display: 'flex', alignItems: 'flex-start', gap: 2, justifyContent: 'flex-start' }}
      >
        <Box sx={{ p: 1.25, borderRadius: 2, bgcolor: `${color}.main`, color: `${color}.contrastText`, display: 'flex', flexShrink: 0 }}>
          <GavelOutlinedIcon aria-hidden />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {t('privacy.overview.title')}
          </Typography>
          <Typography component="p" variant="h5" sx={{ fontWeight: 800, my: 0.25 }}>
            <bdi>{format.number(data.count)}</bdi>
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {overdue ? t('privacy.overview.overdue', { count: data.count }) : t('privacy.overview.none')}
          </Typography>
        </Box>
      </CardActionArea>
    </Paper>
  );
}
