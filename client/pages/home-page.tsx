import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../components/page-title';
import { paths } from '../paths';

export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.home'));
  return (
    <Container maxWidth="lg">
      <Box sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 36, md: 56 } }} gutterBottom>
          {t('appName')}
        </Typography>
        <Typography variant="h5" component="p" color="text.secondary" sx={{ mb: 4 }}>
          {t('appTagline')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button component={Link} to={paths.services} variant="contained" size="large">
            {t('nav.services')}
          </Button>
          <Button component={Link} to={paths.contact} variant="outlined" size="large">
            {t('nav.contact')}
          </Button>
        </Stack>
      </Box>
    </Container>
  );
}
