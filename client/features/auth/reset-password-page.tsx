import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/page-title';
import { paths } from '../../paths';
import { AuthCard } from './auth-card';
import { readLinkParams } from './link-params';
import type { LoginNotice } from './login-notice';
import { ResetPasswordForm } from './reset-password-form';
import { useAreaTexts } from '../../i18n/area-texts';
import { ACCOUNT_TEXTS } from '../../i18n/account-texts';
import { InvitationNotice } from '../privacy';

type State = { step: 'form' } | { step: 'done'; text: string } | { step: 'refused' };

/**
 * /reset-password?email=…&token=… (the link of the reset e-mail): choose a new password; a spent or
 * expired link offers a new one; success leads to the login page with the address filled in.
 */
export default function ResetPasswordPage() {
  useAreaTexts(ACCOUNT_TEXTS);
  const { t } = useTranslation(['account', 'common']);
  usePageTitle(t('common:pages.resetPassword'));
  const [params] = useSearchParams();
  const search = params.toString();
  const link = useMemo(() => readLinkParams(new URLSearchParams(search)), [search]);
  const [state, setState] = useState<State>({ step: 'form' });
  // An invitation's link (an account an admin made, a partner's login) is where the person's details were collected: it carries the notice.
  const invited = params.get('invitation') === '1';
  const newLinkTo = `${paths.forgotPassword}${link?.email ? `?email=${encodeURIComponent(link.email)}` : ''}`;

  if (!link || state.step === 'refused') {
    return (
      <AuthCard title={t('reset.title')}>
        <Stack spacing={2.5}>
          <Alert severity="warning" role="alert">
            {link ? t('reset.refused') : t('reset.incomplete')}
          </Alert>
          <Button component={RouterLink} to={newLinkTo} variant="contained" size="large">
            {t('reset.requestNewLink')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  if (state.step === 'done') {
    const notice: LoginNotice = { kind: 'passwordReset', email: link.email };
    return (
      <AuthCard title={t('reset.title')}>
        <Stack spacing={2.5}>
          <Alert severity="success" role="status">
            {state.text}
          </Alert>
          <Button component={RouterLink} to={paths.login} state={notice} variant="contained" size="large">
            {t('reset.login')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <ResetPasswordForm link={link} onDone={(text) => setState({ step: 'done', text })} onRefused={() => setState({ step: 'refused' })} />
      {invited && <InvitationNotice />}
    </AuthCard>
  );
}
