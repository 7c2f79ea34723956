import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LanguageToggle } from '../components/top-bar/language-toggle';
import { ThemeToggle } from '../components/top-bar/theme-toggle';
import { paths } from '../paths';

const SIDE_NAV = [
  { to: paths.dashboard, key: 'pages.dashboard' },
  { to: paths.dashboardEmployees, key: 'pages.dashboardEmployees' },
  { to: paths.dashboardServices, key: 'pages.dashboardServices' },
  { to: paths.dashboardBookings, key: 'pages.dashboardBookings' },
  { to: paths.dashboardQuotes, key: 'pages.dashboardQuotes' },
  { to: paths.dashboardRates, key: 'pages.dashboardRates' },
  { to: paths.dashboardMessages, key: 'pages.dashboardMessages' },
  { to: paths.dashboardUsers, key: 'pages.dashboardUsers' },
  { to: paths.dashboardContent, key: 'pages.dashboardContent' },
  { to: paths.dashboardProfile, key: 'pages.dashboardProfile' },
  { to: paths.dashboardSettings, key: 'pages.dashboardSettings' },
] as const;

/** The dashboard frame: side navigation (mirrored in Arabic by the RTL cache) and the screen. */
export default function DashboardLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box component="nav" aria-label={t('pages.dashboard')} sx={{ width: 240, flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider', bgcolor: 'background.paper', display: { xs: 'none', md: 'block' } }}>
        <Typography variant="h6" sx={{ p: 2, fontWeight: 800 }}>
          {t('appName')}
        </Typography>
        <List>
          {SIDE_NAV.map((item) => (
            <ListItemButton key={item.to} component={Link} to={item.to} selected={pathname === item.to} aria-current={pathname === item.to ? 'page' : undefined}>
              <ListItemText primary={t(item.key)} />
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Button component={Link} to={paths.home} startIcon={<ArrowBackIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}>
            {t('nav.home')}
          </Button>
          <Box sx={{ flex: 1 }} />
          <LanguageToggle />
          <ThemeToggle />
        </Stack>
        <Outlet />
      </Box>
    </Box>
  );
}
