import { isStaffRole } from '../../../shared/constants';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { hasRole, type SessionUser } from '../../../shared/types/user';
import { isNavLinkActive, paths } from '../../paths';
import { LanguageToggle } from './language-toggle';
import { NAV_ITEMS } from './nav-items';
import { ThemeToggle } from './theme-toggle';
import { useLogout } from './use-logout';

/** The collapsible phone panel: the same links as the desktop bar (My Quotes at /quote, not the spec's /pricing). */
export default function MobilePanel({ id, user, onNavigate }: { id: string; user: SessionUser | null; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [logout] = useLogout();
  return (
    // Opaque in both themes: the bar above is see-through (blurred) and the page must not show through the menu.
    <Box
      id={id}
      sx={{
        display: { md: 'none' },
        maxHeight: 'calc(100vh - 64px)',
        overflowY: 'auto',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        boxShadow: 3,
      }}
    >
      <Box component="nav" aria-label={t('nav.label')} sx={{ px: 2, pb: 2 }}>
        <Stack spacing={0.5}>
          {NAV_ITEMS.map((item) => (
            <Button
              key={item.to}
              component={Link}
              to={item.to}
              onClick={onNavigate}
              color={isNavLinkActive(item.to, pathname) ? 'primary' : 'inherit'}
              aria-current={isNavLinkActive(item.to, pathname) ? 'page' : undefined}
              sx={{ justifyContent: 'flex-start' }}
            >
              {t(item.labelKey)}
            </Button>
          ))}
        </Stack>
        <Divider sx={{ my: 1 }} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LanguageToggle />
          <ThemeToggle />
        </Stack>
        <Divider sx={{ my: 1 }} />
        {user ? (
          <Stack spacing={0.5}>
            <Typography variant="subtitle2" sx={{ px: 1 }}>
              {user.fullName || t('header.userFallback')}
            </Typography>
            {!!user?.roles.some(isStaffRole) && (
              <Button component={Link} to={paths.dashboard} onClick={onNavigate} sx={{ justifyContent: 'flex-start' }} color="inherit">
                {t('header.dashboard')}
              </Button>
            )}
            {hasRole(user, 'Client') && (
              <Button component={Link} to={paths.profile} onClick={onNavigate} sx={{ justifyContent: 'flex-start' }} color="inherit">
                {t('header.profile')}
              </Button>
            )}
            {hasRole(user, 'Client') && (
              <Button component={Link} to={paths.quotes} onClick={onNavigate} sx={{ justifyContent: 'flex-start' }} color="inherit">
                {t('header.myQuotes')}
              </Button>
            )}
            <Button
              variant="outlined"
              onClick={() => {
                onNavigate();
                void logout();
              }}
            >
              {t('header.logout')}
            </Button>
          </Stack>
        ) : (
          <Stack direction="row" spacing={1}>
            <Button component={Link} to={paths.login} onClick={onNavigate} variant="outlined" fullWidth>
              {t('header.login')}
            </Button>
            <Button component={Link} to={paths.register} onClick={onNavigate} variant="contained" fullWidth>
              {t('header.register')}
            </Button>
          </Stack>
        )}
      </Box>
    </Box>
  );
}
