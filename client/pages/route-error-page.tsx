import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useRouteError } from 'react-router';
import { usePageTitle } from '../components/page-title';
import { paths } from '../paths';
import { formatInteger } from '../../shared/format/format';
import { useLanguage } from '../lib/use-language';

/** The status of a route error, whether it is a live ErrorResponse or one revived from hydration data. */
export function errorStatusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') return error.status;
  return 500;
}

/** 404, 403, 503 and unexpected errors, inside the site's layout and in the visitor's language. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { pathname } = useLocation();
  const language = useLanguage();
  const status = errorStatusOf(error);
  const [titleKey, text] =
    status === 404
      ? // The path reads left to right inside an Arabic sentence: isolated, its slashes stay where they were typed (issue 32 item 17).
        ['errors.notFoundTitle', t('errors.notFoundText', { path: `\u2066${pathname}\u2069` })]
      : status === 403
        ? ['errors.forbiddenTitle', t('errors.forbiddenText')]
        : status === 503
          ? ['errors.unavailableTitle', t('errors.unavailableText')]
          : ['errors.serverErrorTitle', t('errors.serverErrorText')];
  usePageTitle(t(titleKey));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }} data-status={status}>
      <Typography variant="h1" component="p" color="primary" sx={{ fontSize: { xs: 72, md: 96 }, fontWeight: 800 }} aria-hidden>
        {formatInteger(status, language)}
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {t(titleKey)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        <bdi>{text}</bdi>
      </Typography>
      <Button component={Link} to={paths.home} variant="contained">
        {t('errors.backHome')}
      </Button>
    </Container>
  );
}
