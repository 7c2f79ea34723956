import type { SvgIconComponent } from '@mui/icons-material';
import AddBusinessOutlinedIcon from '@mui/icons-material/AddBusinessOutlined';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dashboardPaths } from '../../dashboard-paths';
import { NEW_PARAM } from '../../lib/list-params';

const ACTIONS: { key: string; to: string; icon: SvgIconComponent }[] = [
  { key: 'addService', to: `${dashboardPaths.services}?${NEW_PARAM}=1`, icon: AddBusinessOutlinedIcon },
  { key: 'addEmployee', to: `${dashboardPaths.employees}?${NEW_PARAM}=1`, icon: PersonAddAltOutlinedIcon },
  { key: 'pendingBookings', to: `${dashboardPaths.bookings}?status=pending`, icon: HourglassEmptyIcon },
  { key: 'messages', to: dashboardPaths.messages, icon: EmailOutlinedIcon },
  { key: 'content', to: dashboardPaths.content, icon: EditNoteOutlinedIcon },
];

/** Shortcuts to the jobs an admin does most, each opening the real screen (and its form). */
export function QuickActions() {
  const { t } = useTranslation('dashboard');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="quick-actions-title" sx={{ p: 2.5, borderRadius: 3 }}>
      <Typography id="quick-actions-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {t('overview.quickActions.title')}
      </Typography>
      <Stack spacing={1}>
        {ACTIONS.map(({ key, to, icon: Icon }) => (
          <Button key={key} component={Link} to={to} variant="outlined" startIcon={<Icon aria-hidden />} sx={{ justifyContent: 'flex-start', py: 1.1 }}>
            {t(`overview.quickActions.${key}`)}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}
