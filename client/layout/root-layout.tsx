import { isStaffRole } from '../../shared/constants';
import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { TopBar } from './top-bar/top-bar';
import { useAppSelector } from '../hooks';
import { isDashboardPath } from '../paths';
import { DeferredFooter } from './deferred-footer';
import { PageTransition } from './page-transition';
import { ScrollToTop } from './scroll-to-top';

/**
 * Header and footer on every page except the dashboard's own (which has its shell); public pages get
 * top padding. A /dashboard address refused to a client (403) is a page of the site, with its header
 * and footer as the 404 page has them (issue 32 item 23).
 */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const admin = useAppSelector((state) => !!state.session.user?.roles.some(isStaffRole));
  const publicPage = !isDashboardPath(pathname) || !admin;
  useEffect(() => {
    // Lets browser tests (and anyone curious) know the server-rendered page is now interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: -48,
          zIndex: 2000,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:focus': { top: 8 },
        }}
      >
        {t('skipToContent')}
      </Box>
      {publicPage && <TopBar />}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{
          pt: publicPage ? { xs: 10, md: 12 } : 0,
          // Room before the footer, unless the page ends with a section of its own colour (the home
          // page's contact section), which then meets the footer without a band between (issue 32 item 30).
          pb: publicPage ? 8 : 0,
          '&:has([data-ends-full-bleed])': { pb: 0 },
          minHeight: publicPage ? '70vh' : '100vh',
          outline: 'none',
        }}
      >
        {publicPage ? (
          <PageTransition>
            <Outlet />
          </PageTransition>
        ) : (
          <Outlet />
        )}
      </Box>
      {publicPage && <DeferredFooter />}
      <ScrollToTop />
    </>
  );
}
