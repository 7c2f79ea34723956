import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/page-title';
import { paths } from '../../paths';
import { useLinkConfirmation } from './use-link-confirmation';
import { useConfirmEmailMutation } from './auth-api';
import { AuthCard } from './auth-card';
import { readLinkParams } from './link-params';
import type { LoginNotice } from './login-notice';
import { useAreaTexts } from '../../i18n/area-texts';
import { ACCOUNT_TEXTS } from '../../i18n/account-texts';

/**
 * /confirm-email?email=…&token=… (the link of the confirmation e-mail): confirms as soon as the page
 * runs in the browser (never during server rendering, so a link preview cannot spend the token),
 * then says what happened and what to do next.
 */
export default function ConfirmEmailPage() {
  useAreaTexts(ACCOUNT_TEXTS);
  const { t } = useTranslation(['account', 'common']);
  usePageTitle(t('common:pages.confirmEmail'));
  const [params] = useSearchParams();
  const search = params.toString();
  const link = useMemo(() => readLinkParams(new URLSearchParams(search)), [search]);
  const [confirm] = useConfirmEmailMutation();
  const { state, run } = useLinkConfirmation(link, (value) => confirm(value).unwrap(), t, { confirmed: 'confirm.confirmed', failed: 'confirm.failed' });

  const resendTo = `${paths.resendConfirmation}${link?.email ? `?email=${encodeURIComponent(link.email)}` : ''}`;
  const loginNotice: LoginNotice | undefined = link ? { kind: 'emailConfirmed', email: link.email } : undefined;

  return (
    <AuthCard title={t('confirm.title')}>
      {!link ? (
        <Stack spacing={2.5}>
          <Alert severity="warning" role="alert">
            {t('confirm.incomplete')}
          </Alert>
          <Button component={RouterLink} to={paths.resendConfirmation} variant="contained" size="large">
            {t('confirm.sendNewLink')}
          </Button>
        </Stack>
      ) : state.step === 'confirming' ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>{t('confirm.confirming', { email: link.email })}</Typography>
        </Box>
      ) : state.step === 'confirmed' ? (
        <Stack spacing={2.5}>
          <Alert severity="success" role="status">
            {state.text}
          </Alert>
          <Button component={RouterLink} to={paths.login} state={loginNotice} variant="contained" size="large">
            {t('confirm.login')}
          </Button>
        </Stack>
      ) : state.step === 'refused' ? (
        <Stack spacing={2.5}>
          <Alert severity="warning" role="alert">
            {t('confirm.refused')}
          </Alert>
          <Button component={RouterLink} to={resendTo} variant="contained" size="large">
            {t('confirm.sendNewLink')}
          </Button>
          <Button component={RouterLink} to={paths.login} state={loginNotice} variant="outlined" size="large">
            {t('confirm.login')}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2.5}>
          <Alert severity="error" role="alert">
            {state.text}
          </Alert>
          <Button variant="contained" size="large" onClick={() => void run()}>
            {t('confirm.retry')}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
