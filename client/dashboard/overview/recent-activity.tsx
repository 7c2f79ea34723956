import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DashboardStats } from '../../../shared/types/dashboard';
import { dashboardPaths } from '../../dashboard-paths';
import { BookingStatusChip } from '../../features/bookings';
import { Stars } from '../../components/stars';
import { useDashboardFormat } from '../../lib/use-dashboard-format';
import { localized } from '../../lib/text';

function Column({
  id,
  title,
  empty,
  all,
  children,
  count,
}: {
  id: string;
  title: string;
  empty: string;
  all: { to: string; label: string };
  children: React.ReactNode;
  count: number;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Link component={RouterLink} to={all.to} variant="body2">
          {all.label}
        </Link>
      </Box>
      {count === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {empty}
        </Typography>
      ) : (
        <List dense disablePadding>
          {children}
        </List>
      )}
    </Box>
  );
}

/** The newest bookings, messages and ratings (five of each, from the provider's figures). */
export function RecentActivity({ activity }: { activity: DashboardStats['recentActivity'] }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="recent-activity-title" sx={{ p: 2.5, borderRadius: 3 }}>
      <Typography id="recent-activity-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {t('overview.activity.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' } }}>
        <Column
          id="recent-bookings"
          title={t('overview.activity.bookings')}
          empty={t('overview.activity.noBookings')}
          all={{ to: dashboardPaths.bookings, label: t('overview.activity.seeAll') }}
          count={activity.bookings.length}
        >
          {activity.bookings.map((booking) => {
            const main = booking.demandeDeServiceItems.find((item) => !item.isAdditionalService) ?? booking.demandeDeServiceItems[0];
            return (
              <ListItem key={booking.id} disableGutters divider sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Link component={RouterLink} to={`${dashboardPaths.bookings}?booking=${booking.id}`} sx={{ fontWeight: 600 }}>
                    <bdi>{booking.clientName}</bdi>
                  </Link>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {main ? localized(format.language, main.serviceTitle, main.serviceArabicTitle) : ''} · {format.date(booking.createdAt)}
                  </Typography>
                </Box>
                <BookingStatusChip status={booking.status} />
              </ListItem>
            );
          })}
        </Column>
        <Column
          id="recent-messages"
          title={t('overview.activity.messages')}
          empty={t('messages.empty')}
          all={{ to: dashboardPaths.messages, label: t('overview.activity.seeAll') }}
          count={activity.messages.length}
        >
          {activity.messages.map((message) => (
            <ListItem key={message.id} disableGutters divider sx={{ display: 'block' }}>
              <Link component={RouterLink} to={`${dashboardPaths.messages}?search=${encodeURIComponent(message.subject)}`} sx={{ fontWeight: 600 }}>
                <bdi>{message.subject}</bdi>
              </Link>
              <Typography variant="body2" color="text.secondary" noWrap>
                <bdi>{message.name}</bdi> · {format.date(message.date)}
              </Typography>
            </ListItem>
          ))}
        </Column>
        <Column
          id="recent-ratings"
          title={t('overview.activity.ratings')}
          empty={t('ratings.emptyTitle')}
          all={{ to: dashboardPaths.ratings, label: t('overview.activity.seeAll') }}
          count={activity.ratings.length}
        >
          {activity.ratings.map((rating) => (
            <ListItem key={rating.id} disableGutters divider sx={{ display: 'block' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Stars value={rating.value} size={16} outlined />
                <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'start' }} noWrap dir="auto">
                  {localized(format.language, rating.serviceTitle, rating.serviceArabicTitle)}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary" noWrap>
                <bdi>{rating.clientName}</bdi> · {format.date(rating.createdAt)}
              </Typography>
            </ListItem>
          ))}
        </Column>
      </Box>
    </Paper>
  );
}
