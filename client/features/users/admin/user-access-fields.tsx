import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSIGNABLE_ROLES, isStaffRole, ROLES, USER_TYPES, type AssignableRole, type UserType } from '../../../../shared/constants';
import type { User } from '../../../../shared/types/user';
import { apiErrorText } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { useResetSecondStepMutation, useSetUserRoleMutation, useSetUserTypeMutation } from './accounts-admin-api';
import { accountRoleOf } from './user-labels';

/**
 * A user's type and role, for the users screen's details. A type changes at once; a role change is
 * confirmed first (it opens or closes the dashboard). The provider refuses to take the last active
 * admin's role, and its message is shown as it is.
 */
export function UserAccessFields({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const textId = useId();
  const [setType, typeState] = useSetUserTypeMutation();
  const [setRole, roleState] = useSetUserRoleMutation();
  const [pendingRole, setPendingRole] = useState<AssignableRole | null>(null);
  const [resetSecondStep, resetState] = useResetSecondStepMutation();
  const [confirmingReset, setConfirmingReset] = useState(false);
  const resetTitleId = useId();
  const current = accountRoleOf(user);
  // A partner's login is its partner's (issue 27): its role is shown, not changed, here.
  const partnerLogin = current === 'Partner';
  const role: AssignableRole = current === 'Partner' ? 'Client' : current;

  const changeType = async (typeUser: UserType) => {
    try {
      await setType({ id: user.id, typeUser }).unwrap();
      notify('success', t('users.typeChanged'));
    } catch (error) {
      notify('error', apiErrorText(error, t, 'admin:users.changeFailed'));
    }
  };
  const confirmRole = async () => {
    if (!pendingRole) return;
    try {
      await setRole({ id: user.id, role: pendingRole }).unwrap();
      notify('success', t('users.roleChanged'));
    } catch (error) {
      notify('error', apiErrorText(error, t, 'admin:users.changeFailed'));
    } finally {
      setPendingRole(null);
    }
  };

  const confirmReset = async () => {
    try {
      await resetSecondStep(user.id).unwrap();
      notify('success', t('users.secondStepResetDone', { name: user.fullName }));
    } catch (error) {
      notify('error', apiErrorText(error, t, 'admin:users.changeFailed'));
    } finally {
      setConfirmingReset(false);
    }
  };

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="group" aria-label={t('users.access')}>
        <TextField
          select
          label={t('users.changeType')}
          value={String(user.typeUser)}
          disabled={typeState.isLoading}
          onChange={(event) => void changeType(Number(event.target.value) as UserType)}
          size="small"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          {Object.values(USER_TYPES).map((value) => (
            <option key={value} value={value}>
              {t(`users.types.${value}`)}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label={t('users.changeRole')}
          value={partnerLogin ? 'Partner' : role}
          disabled={roleState.isLoading || partnerLogin}
          onChange={(event) => setPendingRole(event.target.value as AssignableRole)}
          size="small"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 160 }}
        >
          {(partnerLogin ? ROLES : ASSIGNABLE_ROLES).map((value) => (
            <option key={value} value={value}>
              {t(`users.roles.${value}`)}
            </option>
          ))}
        </TextField>
      </Stack>
      {isStaffRole(current) && (
        <Button
          variant="outlined"
          size="small"
          onClick={() => setConfirmingReset(true)}
          disabled={resetState.isLoading}
          sx={{ alignSelf: 'flex-start', mt: 2 }}
        >
          {t('users.secondStepReset')}
        </Button>
      )}
      <Dialog open={confirmingReset} onClose={() => setConfirmingReset(false)} aria-labelledby={resetTitleId}>
        <DialogTitle id={resetTitleId}>{t('users.secondStepReset')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('users.secondStepResetConfirm', { name: user.fullName })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmingReset(false)} autoFocus>
            {t('users.cancel')}
          </Button>
          <Button variant="contained" color="warning" onClick={() => void confirmReset()} disabled={resetState.isLoading}>
            {t('users.secondStepResetAction')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={pendingRole !== null && pendingRole !== role} onClose={() => setPendingRole(null)} aria-labelledby={titleId} aria-describedby={textId}>
        <DialogTitle id={titleId}>{t('users.roleConfirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{pendingRole && t(`users.roleTo${pendingRole}`, { name: user.fullName })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPendingRole(null)} autoFocus>
            {t('users.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void confirmRole()} disabled={roleState.isLoading}>
            {t('users.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
