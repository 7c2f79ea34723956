import type { SvgIconComponent } from '@mui/icons-material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DesignServicesOutlinedIcon from '@mui/icons-material/DesignServicesOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardStats } from '../../../shared/types/dashboard';
import { dashboardPaths } from '../../dashboard-paths';
import { useDashboardFormat } from '../../lib/use-dashboard-format';
import { growthText } from './growth';

interface StatCard {
  key: string;
  icon: SvgIconComponent;
  value: string;
  detail: string;
  to: string;
  color: 'primary' | 'secondary' | 'success' | 'warning' | 'info' | 'error';
}

/** The overview's figures (spec 2.14), each leading to the screen behind it. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const growth = growthText(stats.bookingGrowthPercent, stats.bookingsThisMonth);
  const cards: StatCard[] = [
    {
      key: 'users',
      icon: GroupOutlinedIcon,
      value: format.number(stats.users),
      detail: t('overview.stats.usersDetail'),
      to: dashboardPaths.users,
      color: 'primary',
    },
    {
      key: 'services',
      icon: DesignServicesOutlinedIcon,
      value: format.number(stats.services),
      detail: t('overview.stats.servicesDetail', { partners: format.number(stats.partners) }),
      to: dashboardPaths.services,
      color: 'secondary',
    },
    {
      key: 'bookings',
      icon: EventNoteOutlinedIcon,
      value: format.number(stats.bookings),
      detail: t('overview.stats.bookingsDetail', { n: format.number(stats.bookingsThisMonth) }),
      to: dashboardPaths.bookings,
      color: 'info',
    },
    {
      key: 'pending',
      icon: HourglassEmptyIcon,
      value: format.number(stats.pendingBookings),
      detail: t('overview.stats.pendingDetail'),
      to: `${dashboardPaths.bookings}?status=pending`,
      color: 'warning',
    },
    {
      key: 'completed',
      icon: CheckCircleOutlineIcon,
      value: format.number(stats.completedBookings),
      detail: t('overview.stats.completedDetail'),
      to: `${dashboardPaths.bookings}?status=completed`,
      color: 'success',
    },
    {
      key: 'revenue',
      icon: PaymentsOutlinedIcon,
      value: format.money(stats.revenue),
      detail: t('overview.stats.revenueDetail'),
      to: dashboardPaths.quotes,
      color: 'secondary',
    },
    {
      key: 'growth',
      icon: TrendingUpIcon,
      value:
        growth.kind === 'percent'
          ? t('overview.stats.growthValue', { value: format.number(growth.value, 1), sign: growth.value > 0 ? '+' : '' })
          : t(`overview.stats.growth_${growth.kind}`),
      detail: t('overview.stats.growthDetail', { current: format.number(stats.bookingsThisMonth), previous: format.number(stats.bookingsLastMonth) }),
      to: dashboardPaths.bookings,
      color: growth.kind === 'percent' && growth.value < 0 ? 'error' : 'success',
    },
    {
      key: 'rating',
      icon: StarBorderIcon,
      value: t('overview.stats.ratingValue', { value: format.number(stats.averageRating, 1) }),
      detail: t('overview.stats.ratingDetail', { count: stats.ratings, n: format.number(stats.ratings) }),
      to: dashboardPaths.ratings,
      color: 'warning',
    },
  ];
  return (
    <Box
      component="ul"
      aria-label={t('overview.stats.label')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {cards.map((card) => {
        const Icon = card.icon;
        return (
          <Paper component="li" key={card.key} variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }} data-stat={card.key}>
            <CardActionArea
              component={Link}
              to={card.to}
              sx={{ p: 2.5, height: '100%', display: 'flex', alignItems: 'flex-start', gap: 2, justifyContent: 'flex-start' }}
            >
              <Box sx={{ p: 1.25, borderRadius: 2, bgcolor: `${card.color}.main`, color: `${card.color}.contrastText`, display: 'flex', flexShrink: 0 }}>
                <Icon aria-hidden />
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                  {t(`overview.stats.${card.key}`)}
                </Typography>
                <Typography component="p" variant="h5" sx={{ fontWeight: 800, my: 0.25 }}>
                  <bdi>{card.value}</bdi>
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {card.detail}
                </Typography>
              </Box>
            </CardActionArea>
          </Paper>
        );
      })}
    </Box>
  );
}
