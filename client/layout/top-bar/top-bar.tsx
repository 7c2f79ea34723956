import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { TOP_BAR_SOLID_THRESHOLD_PX } from '../../../shared/constants';
import { useAppSelector, useSessionUser } from '../../hooks';
import { isNavLinkActive, paths } from '../../paths';
import { Brand } from './brand';
import { LanguageToggle } from './language-toggle';
import { NAV_ITEMS } from './nav-items';
import { ThemeToggle } from './theme-toggle';
import { useScrolledPast } from './use-scrolled-past';
import { UserMenu } from './user-menu';
import { hasRole } from '../../../shared/types/user';

const MOBILE_PANEL_ID = 'mobile-navigation';
// The phone panel's code loads when it is first opened.
const MobilePanel = lazy(() => import('./mobile-panel'));
// The unread messages' count, only for a signed-in visitor: an anonymous first visit does not carry its code.
const UnreadMessagesLink = lazy(() => import('../../features/booking-messages').then((feature) => ({ default: feature.UnreadMessagesLink })));

/** Spec 2.2: fixed, transparent at the top, a blurred light or dark bar past 20 px of scroll. */
export function TopBar() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { pathname } = useLocation();
  const solid = useScrolledPast(TOP_BAR_SOLID_THRESHOLD_PX);
  const [mobileOpen, setMobileOpen] = useState(false);
  const expiredCount = useAppSelector((state) => state.session.expiredCount);

  useEffect(() => setMobileOpen(false), [pathname, expiredCount]);
  // The unread count is the reader's own and changes by the minute: drawn in the browser only, never in the shared server HTML.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const elevated = solid || mobileOpen;

  return (
    // A plain header rather than MUI's AppBar and Toolbar: the same look, less JavaScript on every page.
    <Box
      component="header"
      data-solid={elevated ? 'true' : 'false'}
      sx={(theme) => ({
        position: 'fixed',
        top: 0,
        insetInline: 0,
        zIndex: theme.zIndex.appBar,
        color: 'text.primary',
        transition: 'background-color 200ms ease, box-shadow 200ms ease, backdrop-filter 200ms ease',
        backgroundColor: elevated ? 'rgba(255, 255, 255, 0.82)' : 'transparent',
        backdropFilter: elevated ? 'blur(12px)' : 'none',
        boxShadow: elevated ? '0 1px 0 rgba(0, 0, 0, 0.08)' : 'none',
        ...theme.applyStyles('dark', {
          backgroundColor: elevated ? 'rgba(14, 21, 20, 0.82)' : 'transparent',
          boxShadow: elevated ? '0 1px 0 rgba(255, 255, 255, 0.08)' : 'none',
        }),
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        // WCAG 2.2 focus appearance: every link and button of the bar (and of the phone panel inside it) shows a
        // 2px solid outline, 2px off its edge, in the theme's primary (6:1 on the light bar, 8:1 on the dark one)
        // instead of the faint ripple pill.
        '& a:focus-visible, & button:focus-visible, & [role="button"]:focus-visible, & .Mui-focusVisible': {
          outline: '2px solid',
          outlineColor: 'primary.main',
          outlineOffset: '2px',
        },
      })}
    >
      <Container maxWidth="lg">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 64 }}>
          <Brand />
          <Box component="nav" aria-label={t('nav.label')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, mx: 'auto' }}>
            {NAV_ITEMS.map((item) => {
              const active = isNavLinkActive(item.to, pathname);
              return (
                <Button
                  key={item.to}
                  component={Link}
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  color={active ? 'primary' : 'inherit'}
                  sx={{
                    fontWeight: active ? 700 : 500,
                    position: 'relative',
                    '&::after': {
                      content: '""',
                      position: 'absolute',
                      insetInline: 12,
                      bottom: 4,
                      height: 2,
                      borderRadius: 1,
                      backgroundColor: active ? 'primary.main' : 'transparent',
                    },
                  }}
                >
                  {t(item.labelKey)}
                </Button>
              );
            })}
          </Box>
          <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center' }}>
            <LanguageToggle />
            <ThemeToggle />
            {user ? (
              <UserMenu user={user} />
            ) : (
              <>
                <Button component={Link} to={paths.login} color="inherit">
                  {t('header.login')}
                </Button>
                <Button component={Link} to={paths.register} variant="contained">
                  {t('header.register')}
                </Button>
              </>
            )}
          </Stack>
          {user && (
            <Box sx={{ marginInlineStart: { xs: 'auto', md: 0 }, minWidth: 40 }}>
              {hydrated && (
                <Suspense fallback={null}>
                  <UnreadMessagesLink
                    to={(bookingId) => (hasRole(user, 'Admin') ? `/dashboard/bookings?booking=${bookingId}` : `${paths.profile}?thread=${bookingId}`)}
                    fallback={hasRole(user, 'Admin') ? '/dashboard/bookings' : `${paths.profile}#my-bookings`}
                  />
                </Suspense>
              )}
            </Box>
          )}
          <IconButton
            sx={{ display: { md: 'none' }, marginInlineStart: user ? 0 : 'auto' }}
            color="inherit"
            aria-label={mobileOpen ? t('header.closeMenu') : t('header.openMenu')}
            aria-expanded={mobileOpen}
            aria-controls={MOBILE_PANEL_ID}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Box>
      </Container>
      {mobileOpen && (
        <Suspense fallback={null}>
          <MobilePanel id={MOBILE_PANEL_ID} user={user} onNavigate={() => setMobileOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
