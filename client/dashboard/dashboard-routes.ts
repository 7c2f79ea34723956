import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { hasRole } from '../../shared/types/user';
import type { RouteHandle } from '../lib/router/lazy-page';
import { lazyRoute } from '../lib/router/lazy-route';
import type { AppStore } from '../store';

/** What a dashboard screen's module exports: the screen, and optionally what to fetch before it shows. */
export interface DashboardPageModule {
  default: ComponentType;
  /** Starts the screen's queries for this address (server rendering waits for them; the browser does not). */
  prefetch?: (store: AppStore, url: URL) => void;
}

/** The source of the dashboard's one chunk (the server preloads it on dashboard pages). */
export const SCREENS_CHUNK = 'client/dashboard/dashboard-screens.ts';

type ScreenName = Exclude<keyof typeof import('./dashboard-screens'), 'DashboardLayout'>;

/**
 * A dashboard screen loaded from its chunk (nothing of it reaches the public pages' JavaScript). Its
 * loader runs for an Admin only, so a visitor or a client sent away by the guard never causes a call.
 */
function lazyScreen(store: AppStore, chunk: string, titleKey: string, load: () => Promise<DashboardPageModule>): Pick<RouteObject, 'handle' | 'lazy'> {
  const handle: RouteHandle = { chunk, titleKey };
  return {
    handle,
    lazy: async () => {
      const module = await load();
      const { prefetch } = module;
      return {
        Component: module.default,
        ...(prefetch && {
          loader: ({ request }: LoaderFunctionArgs) => {
            if (hasRole(store.getState().session.user, 'Admin')) prefetch(store, new URL(request.url));
            return null;
          },
        }),
      };
    },
  };
}

/** A screen of the dashboard's own chunk. */
function screen(store: AppStore, name: ScreenName, titleKey: string) {
  return lazyScreen(store, SCREENS_CHUNK, titleKey, async () => (await import('./dashboard-screens'))[name]);
}

/** The blog's screens, their own chunk (issue 8). */
const BLOG_CHUNK = 'client/features/blog/admin/blog-admin-screens.ts';
function blogScreen(store: AppStore, name: 'list' | 'editor', titleKey: string) {
  return lazyScreen(store, BLOG_CHUNK, titleKey, async () => (await import('../features/blog/admin/blog-admin-screens'))[name]);
}

/** The screens under /dashboard (the admin guard sits on their parent route). */
export function dashboardChildren(store: AppStore): RouteObject[] {
  return [
    { index: true, ...screen(store, 'overview', 'pages.dashboard') },
    { path: 'profile', ...screen(store, 'profile', 'pages.dashboardProfile') },
    { path: 'bookings', ...screen(store, 'bookings', 'pages.dashboardBookings') },
    { path: 'settings', ...screen(store, 'settings', 'pages.dashboardSettings') },
    { path: 'employees', ...screen(store, 'employees', 'pages.dashboardEmployees') },
    { path: 'services', ...screen(store, 'services', 'pages.dashboardServices') },
    // The quote screens are the quotes feature's own chunks (issue 7), inside this frame.
    {
      path: 'quotes',
      ...lazyRoute(
        store,
        'client/features/quotes/admin/quotes-admin-page.tsx',
        'pages.dashboardQuotes',
        () => import('../features/quotes/admin/quotes-admin-page'),
      ),
    },
    {
      path: 'quotes/create',
      ...lazyRoute(
        store,
        'client/features/quotes/admin/create-quote-page.tsx',
        'pages.dashboardCreateQuote',
        () => import('../features/quotes/admin/create-quote-page'),
      ),
    },
    { path: 'content', ...screen(store, 'content', 'pages.dashboardContent') },
    { path: 'normal-users', ...screen(store, 'users', 'pages.dashboardUsers') },
    { path: 'rates', ...screen(store, 'ratings', 'pages.dashboardRates') },
    { path: 'messages', ...screen(store, 'messages', 'pages.dashboardMessages') },
    { path: 'blog', ...blogScreen(store, 'list', 'pages.dashboardBlog') },
    { path: 'blog/new', ...blogScreen(store, 'editor', 'pages.dashboardBlogNew') },
    { path: 'blog/:id', ...blogScreen(store, 'editor', 'pages.dashboardBlogEdit') },
  ];
}
