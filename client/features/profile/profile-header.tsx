import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SessionUser, User } from '../../../shared/types/user';
import { formatDate } from '../../lib/format';
import { toLanguage } from '../../i18n/create-i18n';
import { paths } from '../../paths';
import { initialsOf } from '../../../shared/text/initials';

export { initialsOf };

/** Spec 2.15: the name falls back to the signed-in user's name, then to 'My Profile'. */
export function profileName(profile: Pick<User, 'fullName'> | undefined, sessionUser: Pick<SessionUser, 'fullName'> | null, fallback: string): string {
  return profile?.fullName?.trim() || sessionUser?.fullName?.trim() || fallback;
}

export function ProfileHeader({ profile, sessionUser }: { profile?: User; sessionUser: SessionUser }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const language = toLanguage(i18n.language);
  const name = profileName(profile, sessionUser, t('profile.myProfile'));
  const email = profile?.email || sessionUser.email;
  const since = profile ? formatDate(profile.startDate, language) : null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5, flexWrap: 'wrap' }}>
        <Avatar sx={{ width: 72, height: 72, fontSize: 28, fontWeight: 700, bgcolor: 'primary.main', color: 'primary.contrastText' }} aria-hidden>
          {initialsOf(name) || '?'}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, overflowWrap: 'anywhere', fontSize: { xs: 26, sm: 32 } }}>
            {name}
          </Typography>
          {/* The address reads left to right inside a line that follows the page's direction. */}
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            <span dir="ltr">{email}</span>
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            {sessionUser.roles.map((role) => (
              <Chip key={role} size="small" color="primary" variant="outlined" label={t(`profile.role.${role}`)} />
            ))}
            {since?.ok && <Chip size="small" variant="outlined" label={t('profile.memberSince', { date: since.text })} />}
          </Box>
        </Box>
      </Box>
      {profile && !profile.emailConfirmed && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('profile.emailUnconfirmed', { email: profile.email })}{' '}
          <Link component={RouterLink} to={`${paths.resendConfirmation}?email=${encodeURIComponent(profile.email)}`} color="inherit" sx={{ fontWeight: 700 }}>
            {t('profile.resendConfirmation')}
          </Link>
        </Alert>
      )}
    </Paper>
  );
}
