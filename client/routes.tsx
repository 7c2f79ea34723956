import { redirect, type RouteObject } from 'react-router';
import { dashboardChildren, SCREENS_CHUNK } from './dashboard/dashboard-routes';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './pages/route-error-page';
// Each feature's route module: its loaders and search texts, light enough for the shell every page loads.
import { aboutSeo } from './features/about/about-routes';
import { blogPostSeo, blogSeo } from './features/blog/blog-routes';
import { contactSeo } from './features/contact/contact-routes';
import { rootLoader } from './features/content/content-routes';
import { HOME_SECTIONS_DATA, homeLoader, homeSeo } from './features/home/home-routes';
import { partnersLoader, partnersSeo } from './features/partners/partners-routes';
import { testimonialsSeo } from './features/ratings/ratings-routes';
import { serviceDetailLoader, serviceDetailSeo, servicesLoader, servicesSeo } from './features/services/services-routes';
import { notFound, redirectIfAuthenticated, requireAdmin } from './lib/router/guards';
import { lazyPage } from './lib/router/lazy-page';
import { lazyRoute } from './lib/router/lazy-route';
import { LEGACY_REDIRECTS } from './paths';
import type { AppStore } from './store';

/**
 * The route table of spec 2.1. Loaders close over the request's store: on the server a fresh store
 * per request, in the browser the hydrated one.
 */
export function createRoutes(store: AppStore): RouteObject[] {
  const admin = requireAdmin(store);
  const bookingPage = () =>
    lazyRoute(store, 'client/features/bookings/wizard/booking-page.tsx', 'pages.booking', () => import('./features/bookings/wizard/booking-page'));
  return [
    {
      id: 'root',
      path: '/',
      loader: rootLoader(store),
      Component: RootLayout,
      children: [
        {
          id: 'pages',
          ErrorBoundary: RouteErrorPage,
          children: [
            {
              index: true,
              loader: homeLoader(store),
              ...lazyPage('client/features/home/home-page.tsx', 'pages.home', () => import('./features/home/home-page'), homeSeo, HOME_SECTIONS_DATA),
            },
            {
              path: 'about',
              ...lazyRoute(store, 'client/features/about/about-page.tsx', 'pages.about', () => import('./features/about/about-page'), aboutSeo),
            },
            {
              path: 'services',
              loader: servicesLoader(store),
              ...lazyPage('client/features/services/services-page.tsx', 'pages.services', () => import('./features/services/services-page'), servicesSeo),
            },
            {
              path: 'services/:serviceId',
              loader: serviceDetailLoader(store),
              ...lazyPage(
                'client/features/services/service-detail-page.tsx',
                'pages.serviceDetail',
                () => import('./features/services/service-detail-page'),
                serviceDetailSeo,
              ),
            },
            {
              path: 'partners',
              loader: partnersLoader(store),
              ...lazyPage('client/features/partners/partners-page.tsx', 'pages.partners', () => import('./features/partners/partners-page'), partnersSeo),
            },
            ...(['privacy', 'terms'] as const).map((kind) => ({
              path: kind,
              ...lazyRoute(store, 'client/features/privacy/policy-page.tsx', `pages.${kind}`, () => import('./features/privacy/policy-page')),
            })),
            {
              path: 'contact',
              ...lazyPage('client/features/contact/contact-page.tsx', 'pages.contact', () => import('./features/contact/contact-page'), contactSeo),
            },
            { path: 'blog', ...lazyRoute(store, 'client/features/blog/blog-page.tsx', 'pages.blog', () => import('./features/blog/blog-page'), blogSeo) },
            {
              path: 'blog/:slug',
              ...lazyRoute(store, 'client/features/blog/post-page.tsx', 'pages.blogPost', () => import('./features/blog/post-page'), blogPostSeo),
            },
            {
              path: 'testimonials',
              ...lazyRoute(
                store,
                'client/features/ratings/testimonials-page.tsx',
                'pages.testimonials',
                () => import('./features/ratings/testimonials-page'),
                testimonialsSeo,
              ),
            },
            {
              path: 'login',
              loader: redirectIfAuthenticated(store),
              ...lazyPage('client/features/auth/login-page.tsx', 'pages.login', () => import('./features/auth/login-page')),
            },
            {
              path: 'register',
              loader: redirectIfAuthenticated(store),
              ...lazyPage('client/features/auth/register-page.tsx', 'pages.register', () => import('./features/auth/register-page')),
            },
            {
              path: 'forgot-password',
              ...lazyPage('client/features/auth/forgot-password-page.tsx', 'pages.forgotPassword', () => import('./features/auth/forgot-password-page')),
            },
            {
              path: 'resend-confirmation',
              ...lazyPage(
                'client/features/auth/resend-confirmation-page.tsx',
                'pages.resendConfirmation',
                () => import('./features/auth/resend-confirmation-page'),
              ),
            },
            {
              path: 'confirm-email',
              ...lazyPage('client/features/auth/confirm-email-page.tsx', 'pages.confirmEmail', () => import('./features/auth/confirm-email-page')),
            },
            {
              path: 'confirm-email-change',
              ...lazyPage(
                'client/features/profile/confirm-email-change-page.tsx',
                'pages.confirmEmailChange',
                () => import('./features/profile/confirm-email-change-page'),
              ),
            },
            {
              path: 'reset-password',
              ...lazyPage('client/features/auth/reset-password-page.tsx', 'pages.resetPassword', () => import('./features/auth/reset-password-page')),
            },
            {
              path: 'profile',
              ...lazyRoute(store, 'client/features/profile/profile-page.tsx', 'pages.profile', () => import('./features/profile/profile-page')),
            },
            { path: 'booking', ...bookingPage() },
            { path: 'booking/:serviceId', ...bookingPage() },
            {
              path: 'booking-confirmation',
              ...lazyRoute(
                store,
                'client/features/bookings/wizard/booking-confirmation-page.tsx',
                'pages.bookingConfirmation',
                () => import('./features/bookings/wizard/booking-confirmation-page'),
              ),
            },
            {
              path: 'quote',
              ...lazyRoute(store, 'client/features/quotes/my-quotes-page.tsx', 'pages.quotes', () => import('./features/quotes/my-quotes-page')),
            },
            {
              path: 'quote/:quoteId',
              ...lazyRoute(store, 'client/features/quotes/quote-page.tsx', 'pages.quote', () => import('./features/quotes/quote-page')),
            },
            {
              path: 'partner',
              ...lazyRoute(
                store,
                'client/features/partner-portal/partner-portal-page.tsx',
                'pages.partner',
                () => import('./features/partner-portal/partner-portal-page'),
              ),
            },
            {
              path: 'dashboard',
              loader: admin,
              ...lazyPage(SCREENS_CHUNK, 'pages.dashboard', () =>
                import('./dashboard/dashboard-screens').then((screens) => ({ default: screens.DashboardLayout })),
              ),
              children: dashboardChildren(store),
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
