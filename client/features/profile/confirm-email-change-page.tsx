import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { emailChangeConfirmSchema, type EmailChangeConfirmValues } from '../../../shared/validation/email-change';
import { usePageTitle } from '../../components/page-title';
import { useAppSelector } from '../../hooks';
import { ACCOUNT_TEXTS } from '../../i18n/account-texts';
import { useAreaTexts } from '../../i18n/area-texts';
import { paths } from '../../paths';
import { AuthCard, useLinkConfirmation } from '../auth';
import { useConfirmEmailChangeMutation } from './profile-api';

function readLink(params: URLSearchParams): EmailChangeConfirmValues | null {
  const candidate = { id: Number(params.get('id')), token: params.get('token')?.trim() ?? '' };
  return emailChangeConfirmSchema.isValidSync(candidate) ? candidate : null;
}

/**
 * /confirm-email-change?id=…&token=… (the link mailed to a new address): applies it as soon as the
 * page runs in the browser (never during server rendering, so a link preview cannot spend the
 * token), then says what happened.
 */
export default function ConfirmEmailChangePage() {
  useAreaTexts(ACCOUNT_TEXTS);
  const { t } = useTranslation(['account', 'common']);
  usePageTitle(t('common:pages.confirmEmailChange'));
  const [params] = useSearchParams();
  const search = params.toString();
  const link = useMemo(() => readLink(new URLSearchParams(search)), [search]);
  const signedIn = useAppSelector((state) => state.session.user !== null);
  const [confirm] = useConfirmEmailChangeMutation();
  const { state, run } = useLinkConfirmation(link, (value) => confirm(value).unwrap(), t, { confirmed: 'emailChange.confirmed', failed: 'emailChange.failed' });

  const next = signedIn ? (
    <Button component={RouterLink} to={paths.profile} variant="contained" size="large">
      {t('emailChange.toProfile')}
    </Button>
  ) : (
    <Button component={RouterLink} to={paths.login} variant="contained" size="large">
      {t('emailChange.login')}
    </Button>
  );

  return (
    <AuthCard title={t('emailChange.title')}>
      {!link ? (
        <Alert severity="warning" role="alert">
          {t('emailChange.incomplete')}
        </Alert>
      ) : state.step === 'confirming' ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>{t('emailChange.confirming')}</Typography>
        </Box>
      ) : state.step === 'confirmed' ? (
        <Stack spacing={2.5}>
          <Alert severity="success" role="status">
            {state.text}
          </Alert>
          {next}
        </Stack>
      ) : state.step === 'refused' ? (
        <Stack spacing={2.5}>
          <Alert severity="warning" role="alert">
            {t('emailChange.refused')}
          </Alert>
          {next}
        </Stack>
      ) : (
        <Stack spacing={2.5}>
          <Alert severity="error" role="alert">
            {state.text}
          </Alert>
          <Button variant="contained" size="large" onClick={() => void run()}>
            {t('emailChange.retry')}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
