import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isStaffRole } from '../../../../shared/constants';
import type { User } from '../../../../shared/types/user';
import { useDashboardFormat } from '../../../lib/use-dashboard-format';
import { initialsOf } from '../../../dashboard';
import { accountRoleOf, USER_TYPE_KEYS } from './user-labels';

export interface UserCardProps {
  user: User;
  /** The signed-in admin's own card: it cannot be deactivated or deleted from here. */
  self: boolean;
  busy: boolean;
  onDetails: () => void;
  onToggleActive: () => void;
  onArchive: () => void;
  onRestore: () => void;
}

/** A user (spec 2.14): status badge, name, e-mail, phone, start date; details, activation, archive or restore. */
export function UserCard({ user, self, busy, onDetails, onToggleActive, onArchive, onRestore }: UserCardProps) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const selfNote = self ? t('users.selfNote') : '';
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={`user-${user.id}-name`}
      data-user={user.id}
      sx={{ borderRadius: 3, display: 'flex', flexDirection: 'column' }}
    >
      {/* One column that may shrink below its content: a long e-mail wraps instead of widening the row and pushing the status chip out of the card. */}
      <CardContent sx={{ flex: 1, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Avatar sx={{ bgcolor: user.isActive ? 'primary.main' : 'action.disabled', color: 'primary.contrastText', fontWeight: 700 }}>
            {initialsOf(user.fullName)}
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography id={`user-${user.id}-name`} component="h2" variant="subtitle1" sx={{ fontWeight: 800 }} noWrap>
              <bdi>{user.fullName}</bdi>
            </Typography>
            <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start', overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
          </Box>
          <Chip
            size="small"
            color={user.archivedAt ? 'warning' : user.isActive ? 'success' : 'default'}
            variant={user.isActive ? 'filled' : 'outlined'}
            label={user.archivedAt ? t('archive.archived') : user.isActive ? t('users.active') : t('users.inactive')}
            sx={{ flexShrink: 0 }}
            data-status={user.archivedAt ? 'archived' : user.isActive ? 'active' : 'inactive'}
          />
        </Box>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, fontSize: 14 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('users.phone')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }} dir={user.phoneNumber ? 'ltr' : undefined} style={{ textAlign: 'start' }}>
            {user.phoneNumber || '—'}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('users.startDate')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {format.date(user.startDate)}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('users.type')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {t(USER_TYPE_KEYS[user.typeUser] ?? 'users.types.3')}
            {isStaffRole(accountRoleOf(user)) && (
              <Chip
                size="small"
                color="primary"
                variant="outlined"
                label={t(`admin:users.roles.${accountRoleOf(user)}`)}
                sx={{ marginInlineStart: 1, height: 20 }}
              />
            )}
          </Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Tooltip title={selfNote}>
          <span>
            <FormControlLabel
              control={
                <Switch
                  checked={user.isActive}
                  onChange={onToggleActive}
                  disabled={self || busy}
                  slotProps={{
                    input: {
                      'aria-label': user.isActive ? t('users.deactivateLabel', { name: user.fullName }) : t('users.activateLabel', { name: user.fullName }),
                    },
                  }}
                />
              }
              label={user.isActive ? t('users.active') : t('users.inactive')}
            />
          </span>
        </Tooltip>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<VisibilityOutlinedIcon />}
            onClick={onDetails}
            aria-label={t('users.detailsLabel', { name: user.fullName })}
          >
            {t('users.details')}
          </Button>
          {user.archivedAt ? (
            <Button
              size="small"
              startIcon={<UnarchiveOutlinedIcon />}
              onClick={onRestore}
              disabled={busy}
              aria-label={t('users.restoreLabel', { name: user.fullName })}
            >
              {t('archive.restore')}
            </Button>
          ) : (
            <Tooltip title={selfNote}>
              <span>
                <Button
                  size="small"
                  color="warning"
                  startIcon={<ArchiveOutlinedIcon />}
                  onClick={onArchive}
                  disabled={self}
                  aria-label={t('users.archiveLabel', { name: user.fullName })}
                >
                  {t('archive.action')}
                </Button>
              </span>
            </Tooltip>
          )}
        </Box>
      </CardActions>
    </Card>
  );
}
