import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { hasRole } from '../../../../shared/types/user';
import { useSessionUser } from '../../../hooks';
import type { AppStore } from '../../../store';
import { ErrorState, LoadingState } from '../../../components/state-views';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDashboardFormat } from '../../../lib/use-dashboard-format';
import { initialsOf } from '../../../dashboard';
import { prefetchUser, useGetUserQuery } from '../profile-api';
import { USER_TYPE_KEYS } from '../../users/admin';

export function prefetch(store: AppStore) {
  const id = store.getState().session.user?.id;
  if (id) void store.dispatch(prefetchUser(id));
}

function Field({ label, value, ltr = false }: { label: string; value: string; ltr?: boolean }) {
  return (
    <Box component="div" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, mt: 0.25, overflowWrap: 'anywhere' }}
        dir={ltr ? 'ltr' : undefined}
        style={ltr ? { textAlign: 'start', unicodeBidi: 'plaintext' } : undefined}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** Spec 2.14's dashboard profile: the signed-in admin's account, read from the provider. */
export default function ProfilePage() {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const sessionUser = useSessionUser();
  const { data: user, error, isLoading, refetch } = useGetUserQuery(sessionUser?.id ?? 0, { skip: !sessionUser });
  if (isLoading) return <LoadingState />;
  if (error || !user) return <ErrorState message={apiErrorText(error, t, 'profile.loadError')} onRetry={() => void refetch()} />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, maxWidth: 760 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5, mb: 3, flexWrap: 'wrap' }}>
        <Avatar sx={{ width: 72, height: 72, fontSize: 28, fontWeight: 800, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          {initialsOf(user.fullName)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 800 }}>
            {user.fullName}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 0.75, flexWrap: 'wrap' }}>
            {hasRole(user, 'Admin') && <Chip size="small" color="primary" label={t('profile.roleAdmin')} />}
            <Chip size="small" color={user.isActive ? 'success' : 'default'} label={user.isActive ? t('users.active') : t('users.inactive')} />
          </Box>
        </Box>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', columnGap: 4, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
        <Field label={t('profile.fullName')} value={user.fullName} />
        <Field label={t('profile.email')} value={user.email} ltr />
        <Field label={t('profile.phone')} value={user.phoneNumber || t('profile.notGiven')} ltr={!!user.phoneNumber} />
        <Field label={t('profile.startDate')} value={format.date(user.startDate)} />
        <Field label={t('profile.accountType')} value={t(USER_TYPE_KEYS[user.typeUser] ?? 'users.types.3')} />
        <Field label={t('profile.lastLogin')} value={user.lastLoginAt ? format.date(user.lastLoginAt, 'dateTime') : t('profile.never')} />
      </Box>
    </Paper>
  );
}
