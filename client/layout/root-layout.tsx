import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { TopBar } from './top-bar/top-bar';
import { isDashboardPath } from '../paths';
import { DeferredFooter } from './deferred-footer';
import { PageTransition } from './page-transition';
import { ScrollToTop } from './scroll-to-top';

/** Header and footer on every page except under /dashboard; public pages get top padding. */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const publicPage = !isDashboardPath(pathname);
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
      <Box component="main" id="main" tabIndex={-1} sx={{ pt: publicPage ? { xs: 10, md: 12 } : 0, minHeight: publicPage ? '70vh' : '100vh', outline: 'none' }}>
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
