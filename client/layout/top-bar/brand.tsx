import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../paths';

export function Brand() {
  const { t } = useTranslation();
  return (
    <Box component={Link} to={paths.home} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}>
      <Box component="svg" viewBox="0 0 32 32" aria-hidden="true" sx={{ width: 32, height: 32 }}>
        <rect width="32" height="32" rx="9" fill="var(--mui-palette-primary-main)" />
        <path d="M9 22V10h3v5l5-5h4l-6 6 6.5 6h-4.2L12 17.4V22z" fill="var(--mui-palette-primary-contrastText)" />
        <circle cx="24" cy="9" r="2.5" fill="var(--mui-palette-secondary-main)" />
      </Box>
      <Typography component="span" variant="h6" sx={{ fontWeight: 800, letterSpacing: 0.2 }}>
        {t('appName')}
      </Typography>
    </Box>
  );
}
