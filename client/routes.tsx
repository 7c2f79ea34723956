import { redirect, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './pages/route-error-page';
import { notFound, redirectIfAuthenticated, requireAdmin, requireAuth } from './lib/router/guards';
import { lazyPage } from './lib/router/lazy-page';
import { LEGACY_REDIRECTS } from './paths';
import type { AppStore } from './store';

const placeholder = (titleKey: string) =>
  lazyPage('client/pages/placeholder-page.tsx', titleKey, () => import('./pages/placeholder-page'));

/**
 * The route table of spec 2.1. Loaders close over the request's store: on the server a fresh store
 * per request, in the browser the hydrated one.
 */
export function createRoutes(store: AppStore): RouteObject[] {
  const auth = requireAuth(store);
  const admin = requireAdmin(store);
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      children: [
        {
          id: 'pages',
          ErrorBoundary: RouteErrorPage,
          children: [
            { index: true, ...lazyPage('client/pages/home-page.tsx', 'pages.home', () => import('./pages/home-page')) },
            { path: 'about', ...placeholder('pages.about') },
            { path: 'services', ...placeholder('pages.services') },
            { path: 'services/:serviceId', ...placeholder('pages.serviceDetail') },
            { path: 'partners', ...placeholder('pages.partners') },
            { path: 'contact', ...placeholder('pages.contact') },
            { path: 'login', loader: redirectIfAuthenticated(store), ...placeholder('pages.login') },
            { path: 'register', loader: redirectIfAuthenticated(store), ...placeholder('pages.register') },
            { path: 'forgot-password', ...placeholder('pages.forgotPassword') },
            { path: 'resend-confirmation', ...placeholder('pages.resendConfirmation') },
            { path: 'confirm-email', ...placeholder('pages.confirmEmail') },
            { path: 'reset-password', ...placeholder('pages.resetPassword') },
            { path: 'profile', ...placeholder('pages.profile') },
            { path: 'booking', loader: auth, ...placeholder('pages.booking') },
            { path: 'booking/:serviceId', loader: auth, ...placeholder('pages.booking') },
            { path: 'booking-confirmation', loader: auth, ...placeholder('pages.bookingConfirmation') },
            { path: 'quote', loader: auth, ...placeholder('pages.quotes') },
            { path: 'quote/:quoteId', loader: auth, ...placeholder('pages.quote') },
            {
              path: 'dashboard',
              loader: admin,
              ...lazyPage('client/dashboard/dashboard-layout.tsx', 'pages.dashboard', () => import('./dashboard/dashboard-layout')),
              children: [
                { index: true, ...placeholder('pages.dashboard') },
                { path: 'profile', ...placeholder('pages.dashboardProfile') },
                { path: 'bookings', ...placeholder('pages.dashboardBookings') },
                { path: 'settings', ...placeholder('pages.dashboardSettings') },
                { path: 'employees', ...placeholder('pages.dashboardEmployees') },
                { path: 'services', ...placeholder('pages.dashboardServices') },
                { path: 'quotes', ...placeholder('pages.dashboardQuotes') },
                { path: 'quotes/create', ...placeholder('pages.dashboardCreateQuote') },
                { path: 'content', ...placeholder('pages.dashboardContent') },
                { path: 'normal-users', ...placeholder('pages.dashboardUsers') },
                { path: 'rates', ...placeholder('pages.dashboardRates') },
                { path: 'messages', ...placeholder('pages.dashboardMessages') },
              ],
            },
            ...Object.entries(LEGACY_REDIRECTS).map(([from, to]) => ({
              path: from.slice(1),
              loader: () => redirect(to),
            })),
            { path: '*', loader: notFound },
          ],
        },
      ],
    },
  ];
}
