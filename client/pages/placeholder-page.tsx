import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { usePageTitle } from '../components/page-title';
import type { RouteHandle } from '../lib/router/lazy-page';
import { paths } from '../paths';

/** A route whose screen a later piece of work fills; it says so in the visitor's language. */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const title = t(handle?.titleKey ?? 'appName');
  usePageTitle(title);
  return (
    <Container maxWidth="md" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('placeholder.preparing')}
      </Typography>
      <Button component={Link} to={paths.home} variant="outlined">
        {t('placeholder.backHome')}
      </Button>
    </Container>
  );
}
