import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/page-title';
import { paths } from '../../paths';
import { AuthCard } from './auth-card';
import { EmailRequestForm, type EmailRequestFormProps } from './email-request-form';

export interface EmailRequestPageProps {
  id: string;
  /** Keys: page title (namespace common); heading and subtitle (namespace account). */
  pageTitleKey: string;
  titleKey: string;
  subtitleKey: string;
  send: EmailRequestFormProps['send'];
  texts: EmailRequestFormProps['texts'];
}

/** The frame of the two "send me a link" pages; `?email=` fills the field in. */
export function EmailRequestPage({ id, pageTitleKey, titleKey, subtitleKey, send, texts }: EmailRequestPageProps) {
  const { t } = useTranslation(['account', 'common']);
  usePageTitle(t(pageTitleKey));
  const [params] = useSearchParams();
  return (
    <AuthCard title={t(titleKey)} subtitle={t(subtitleKey)}>
      <EmailRequestForm id={id} initialEmail={params.get('email')?.trim() ?? ''} send={send} texts={texts} />
      <Divider sx={{ my: 3 }} />
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 3, flexWrap: 'wrap' }}>
        <Link component={RouterLink} to={paths.login} variant="body2" sx={{ fontWeight: 700 }}>
          {t('emailRequest.backToLogin')}
        </Link>
        <Link component={RouterLink} to={paths.register} variant="body2" sx={{ fontWeight: 700 }}>
          {t('emailRequest.register')}
        </Link>
      </Box>
    </AuthCard>
  );
}
