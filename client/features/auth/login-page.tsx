import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { usePageTitle } from '../../components/page-title';
import { useAppSelector } from '../../hooks';
import { paths } from '../../paths';
import { LoginForm } from './login-form';
import { readLoginNotice } from './login-notice';
import { useAreaTexts } from '../../i18n/area-texts';
import { ACCOUNT_TEXTS } from '../../i18n/account-texts';

/** /login (spec 2.13): the form, then the ways to register or get a new confirmation e-mail. */
export default function LoginPage() {
  useAreaTexts(ACCOUNT_TEXTS);
  const { t } = useTranslation(['account', 'common']);
  usePageTitle(t('common:pages.login'));
  // Sent here by registration, e-mail confirmation or a password reset: say what comes next.
  const notice = readLoginNotice(useLocation().state);
  const codeStep = useAppSelector((state) => state.session.secondStepDue) !== undefined;
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }} gutterBottom>
          {t('login.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('login.subtitle')}
        </Typography>
        {notice && (
          <Alert severity={notice.kind === 'registered' ? 'info' : 'success'} sx={{ mb: 3 }} role="status">
            {t(`login.notice.${notice.kind}`, { email: notice.email })}
            {notice.kind === 'registered' && (
              <>
                {' '}
                <Link
                  component={RouterLink}
                  to={`${paths.resendConfirmation}?email=${encodeURIComponent(notice.email)}`}
                  color="inherit"
                  sx={{ fontWeight: 700 }}
                >
                  {t('login.notice.resend')}
                </Link>
              </>
            )}
          </Alert>
        )}
        <LoginForm initialEmail={notice?.email ?? ''} />
        {/* During a staff member's code step (issue 28) the ways to register do not apply. */}
        {!codeStep && (
          <>
            <Divider sx={{ my: 3 }} />
            <Box sx={{ display: 'grid', gap: 1, textAlign: 'center' }}>
              <Typography variant="body2">
                {t('login.noAccount')}{' '}
                <Link component={RouterLink} to={paths.register} sx={{ fontWeight: 700 }}>
                  {t('login.register')}
                </Link>
              </Typography>
              <Typography variant="body2">
                {t('login.noConfirmation')}{' '}
                <Link component={RouterLink} to={paths.resendConfirmation} sx={{ fontWeight: 700 }}>
                  {t('login.resendConfirmation')}
                </Link>
              </Typography>
            </Box>
          </>
        )}
      </Paper>
    </Container>
  );
}
