import MenuIcon from '@mui/icons-material/Menu';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { LanguageToggle } from '../../layout/top-bar/language-toggle';
import { ThemeToggle } from '../../layout/top-bar/theme-toggle';
import { useSessionUser } from '../../hooks';
import { hasRole } from '../../../shared/types/user';
import { mayOpenScreen, screenAccessOf } from '../../dashboard-paths';
import { GlobalSearch } from './global-search';
import { breadcrumbsFor } from './nav-items';
import { SIDE_NAV_ID } from './side-nav';
import { NoticesMenu } from './notices-menu';
import { DashboardUserMenu } from './user-menu';
import { UnreadMessagesLink } from '../../features/booking-messages';
import { dashboardPaths } from '../../dashboard-paths';

/** Spec 2.14's top bar: the screen's title and breadcrumb, the search, language, theme and the user menu. */
export function DashboardTopBar({ title, navOpen, onOpenNav }: { title: string; navOpen: boolean; onOpenNav: () => void }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const { pathname } = useLocation();
  const user = useSessionUser();
  const crumbs = breadcrumbsFor(pathname);
  // The separator points the way the trail reads: a chevron of the page's direction, not a CSS flip.
  const rtl = useTheme().direction === 'rtl';
  return (
    <Box
      component="header"
      sx={(theme) => ({
        // Sticky from the tablet width; on a phone its three rows (buttons, title, search) would keep a
        // fifth of the screen covered, so there it scrolls away with the page.
        position: { xs: 'static', md: 'sticky' },
        top: 0,
        zIndex: theme.zIndex.appBar,
        bgcolor: 'rgba(255, 255, 255, 0.9)',
        backdropFilter: 'blur(10px)',
        borderBottom: 1,
        borderColor: 'divider',
        px: { xs: 2, md: 3 },
        py: 1.25,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        ...theme.applyStyles('dark', { bgcolor: 'rgba(21, 33, 32, 0.9)' }),
      })}
    >
      <IconButton
        onClick={onOpenNav}
        aria-label={t('shell.openNavigation')}
        aria-controls={navOpen ? SIDE_NAV_ID : undefined}
        aria-expanded={navOpen ? 'true' : 'false'}
        sx={{ display: { md: 'none' }, marginInlineStart: -1 }}
      >
        <MenuIcon />
      </IconButton>
      {/* On a phone the title has a row of its own under the buttons: beside five of them it was cut to
          'Paym...'. */}
      <Box sx={{ flex: { xs: '1 1 100%', sm: '1 1 0' }, order: { xs: 2, sm: 0 }, minWidth: 0 }}>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 800, lineHeight: 1.3 }} noWrap>
          {title}
        </Typography>
        <Breadcrumbs
          aria-label={t('shell.breadcrumb')}
          separator={rtl ? <NavigateBeforeIcon fontSize="small" /> : <NavigateNextIcon fontSize="small" />}
          sx={{ fontSize: 13, '& .MuiBreadcrumbs-separator': { mx: 0.25 } }}
        >
          {crumbs.map((crumb) =>
            crumb.to ? (
              <Link key={crumb.titleKey} component={RouterLink} to={crumb.to} color="text.secondary" underline="hover">
                {t(`common:${crumb.titleKey}`)}
              </Link>
            ) : (
              <Typography key={crumb.titleKey} component="span" sx={{ fontSize: 'inherit', color: 'text.primary' }} aria-current="page">
                {t(`common:${crumb.titleKey}`)}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      </Box>
      {/* The search goes to the bookings (Enter): shown to those who may open them (issue 28). */}
      {user && mayOpenScreen(user.roles, screenAccessOf(dashboardPaths.bookings)) && (
        <Box sx={{ order: { xs: 3, sm: 0 }, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}>
          <GlobalSearch />
        </Box>
      )}
      <Box
        sx={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          flexShrink: 0,
          marginInlineStart: 'auto',
          // On phones the language button keeps its icon (and its accessible name) only.
          [theme.breakpoints.down('sm')]: { '& .MuiButton-root': { minWidth: 0, fontSize: 0, '& .MuiButton-startIcon': { margin: 0 } } },
        })}
      >
        <LanguageToggle />
        <ThemeToggle />
        {user && <UnreadMessagesLink to={(bookingId) => `${dashboardPaths.bookings}?booking=${bookingId}`} fallback={dashboardPaths.bookings} />}
        {/* The notices are the Admin's (new bookings, payments, data requests...): the provider keeps them to Admins. */}
        {hasRole(user, 'Admin') && <NoticesMenu />}
        {user && <DashboardUserMenu user={user} />}
      </Box>
    </Box>
  );
}
