import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { hasRole } from '../../shared/types/user';
import type { RouteHandle } from '../lib/router/lazy-page';
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
 * A dashboard screen, loaded from the dashboard's one chunk (nothing of it reaches the public pages'
 * JavaScript). Its loader runs for an Admin only, so a visitor or a client sent away by the guard
 * never causes a call.
 */
function screen(store: AppStore, name: ScreenName, titleKey: string): Pick<RouteObject, 'handle' | 'lazy'> {
  const handle: RouteHandle = { chunk: SCREENS_CHUNK, titleKey };
  return {
    handle,
    lazy: async () => {
      const module: DashboardPageModule = (await import('./dashboard-screens'))[name];
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

/** The screens under /dashboard (the admin guard sits on their parent route). */
export function dashboardChildren(store: AppStore): RouteObject[] {
  return [
    { index: true, ...screen(store, 'overview', 'pages.dashboard') },
    { path: 'profile', ...screen(store, 'profile', 'pages.dashboardProfile') },
    { path: 'bookings', ...screen(store, 'bookings', 'pages.dashboardBookings') },
    { path: 'calendar', ...screen(store, 'calendar', 'pages.dashboardCalendar') },
    { path: 'availability', ...screen(store, 'availability', 'pages.dashboardAvailability') },
    { path: 'settings', ...screen(store, 'settings', 'pages.dashboardSettings') },
    { path: 'employees', ...screen(store, 'employees', 'pages.dashboardEmployees') },
    { path: 'services', ...screen(store, 'services', 'pages.dashboardServices') },
    { path: 'quotes', ...screen(store, 'quotes', 'pages.dashboardQuotes') },
    { path: 'quotes/create', ...screen(store, 'createQuote', 'pages.dashboardCreateQuote') },
    { path: 'invoices', ...screen(store, 'invoices', 'pages.dashboardInvoices') },
    { path: 'payments', ...screen(store, 'payments', 'pages.dashboardPayments') },
    { path: 'finance', ...screen(store, 'finance', 'pages.dashboardFinance') },
    { path: 'e-invoicing', ...screen(store, 'eInvoicing', 'pages.dashboardEInvoicing') },
    { path: 'content', ...screen(store, 'content', 'pages.dashboardContent') },
    { path: 'normal-users', ...screen(store, 'users', 'pages.dashboardUsers') },
    { path: 'rates', ...screen(store, 'ratings', 'pages.dashboardRates') },
    { path: 'messages', ...screen(store, 'messages', 'pages.dashboardMessages') },
    { path: 'blog', ...screen(store, 'blogPosts', 'pages.dashboardBlog') },
    { path: 'audit', ...screen(store, 'audit', 'pages.dashboardAudit') },
    { path: 'data-requests', ...screen(store, 'dataRequests', 'pages.dashboardDataRequests') },
    { path: 'content/policies', ...screen(store, 'policies', 'pages.dashboardPolicies') },
    { path: 'blog/new', ...screen(store, 'blogEditor', 'pages.dashboardBlogNew') },
    { path: 'blog/:id', ...screen(store, 'blogEditor', 'pages.dashboardBlogEdit') },
  ];
}
