import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';
import { usePageTitle } from '../components/page-title';
import { useAppSelector } from '../hooks';
import type { RouteHandle } from '../lib/router/lazy-page';
import { ACCOUNT_TEXTS } from '../i18n/account-texts';
import { BLOG_TEXTS } from '../i18n/blog-texts';
import { QUOTES_TEXTS } from '../i18n/quotes-texts';
import { ensureTexts } from '../i18n/area-texts';
import { ensureDashboardTexts } from './dashboard-texts';
import { DashboardTopBar } from './shell/dashboard-top-bar';
import { SideNav } from './shell/side-nav';

/**
 * The dashboard frame of spec 2.14: side navigation (a drawer on small screens, on the right in
 * Arabic), the top bar with the screen's title, and the screen.
 */
export default function DashboardLayout() {
  const { t, i18n } = useTranslation();
  // Before any screen asks for a text (a render-time step that does nothing once they are there).
  ensureDashboardTexts(i18n);
  for (const texts of [ACCOUNT_TEXTS, QUOTES_TEXTS, BLOG_TEXTS]) ensureTexts(i18n, texts);
  const { pathname } = useLocation();
  const matches = useMatches();
  const [navOpen, setNavOpen] = useState(false);
  const expiredCount = useAppSelector((state) => state.session.expiredCount);
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const title = t(handle?.titleKey ?? 'pages.dashboard');
  usePageTitle(title);

  useEffect(() => setNavOpen(false), [pathname, expiredCount]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SideNav mobileOpen={navOpen} onClose={() => setNavOpen(false)} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <DashboardTopBar title={title} navOpen={navOpen} onOpenNav={() => setNavOpen(true)} />
        <Box sx={{ flex: 1, p: { xs: 2, sm: 3 }, maxWidth: 1400, width: '100%', mx: 'auto' }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
