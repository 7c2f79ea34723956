import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../components/page-title';
import { paths } from '../../paths';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';
import { useAreaTexts } from '../../i18n/area-texts';
import { ACCOUNT_TEXTS } from '../../i18n/account-texts';

/** /register (spec 2.13): the form and the way back to /login. */
export default function RegisterPage() {
  useAreaTexts(ACCOUNT_TEXTS);
  const { t } = useTranslation(['account', 'common']);
  usePageTitle(t('common:pages.register'));
  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')} width="sm">
      <RegisterForm />
      <Divider sx={{ my: 3 }} />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('register.haveAccount')}{' '}
        <Link component={RouterLink} to={paths.login} sx={{ fontWeight: 700 }}>
          {t('register.login')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
