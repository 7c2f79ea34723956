import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { PolicyKind } from '../../../shared/types/privacy';
import { usePageTitle } from '../../components/page-title';
import { toLanguage } from '../../i18n/create-i18n';
import { ACCOUNT_TEXTS } from '../../i18n/account-texts';
import { useAreaTexts } from '../../i18n/area-texts';
import { formatDate } from '../../lib/format';

const dayText = (iso: string, language: 'en' | 'ar') => {
  const date = formatDate(iso, language);
  return date.ok ? date.text : iso;
};
import { inBrowser } from '../../lib/router/page-data';
import { paths } from '../../paths';
import type { AppStore } from '../../store';
import { prefetchPolicy, useGetPolicyQuery } from './privacy-api';

const kindOfPath = (pathname: string): PolicyKind => (pathname.startsWith(paths.terms) ? 'terms' : 'privacy');

/** /privacy and /terms: the version in force, in the page's language, with its number and date. */
export default function PolicyPage() {
  useAreaTexts(ACCOUNT_TEXTS);
  const { t, i18n } = useTranslation(['account', 'common']);
  const language = toLanguage(i18n.language);
  const kind = kindOfPath(useLocation().pathname);
  usePageTitle(t(`privacy.pages.${kind}`));
  const { data: policy, isError } = useGetPolicyQuery(kind);
  const other: PolicyKind = kind === 'privacy' ? 'terms' : 'privacy';
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {t(`privacy.pages.${kind}`)}
      </Typography>
      {isError && <Alert severity="error">{t('privacy.pages.unavailable')}</Alert>}
      {policy && (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('privacy.pages.version', { version: policy.version, date: dayText(policy.publishedAt, language) })}
          </Typography>
          {(language === 'ar' ? policy.bodyAr : policy.bodyEn).split(/\n{2,}/).map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text, never reordered
            <Typography key={index} sx={{ whiteSpace: 'pre-line' }}>
              {paragraph}
            </Typography>
          ))}
          <Link component={RouterLink} to={paths[other]}>
            {t(`privacy.pages.${other}`)}
          </Link>
        </Stack>
      )}
    </Container>
  );
}

export const loader = (store: AppStore) => async (args: { request: Request }) => {
  const pending = store.dispatch(prefetchPolicy(kindOfPath(new URL(args.request.url).pathname)));
  if (!inBrowser) await pending;
  return null;
};
