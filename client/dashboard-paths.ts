import { rolesMayOpen, type StaffArea } from '../shared/access/staff-areas';
import { isStaffRole, type Role } from '../shared/constants';
/**
 * The dashboard's own addresses, apart from the site's (client/paths.ts): only the dashboard's chunk
 * reads them, so the first visit of a public page does not carry them.
 */
export const dashboardPaths = {
  profile: '/dashboard/profile',
  bookings: '/dashboard/bookings',
  availability: '/dashboard/availability',
  calendar: '/dashboard/calendar',
  settings: '/dashboard/settings',
  employees: '/dashboard/employees',
  services: '/dashboard/services',
  quotes: '/dashboard/quotes',
  createQuote: '/dashboard/quotes/create',
  invoices: '/dashboard/invoices',
  payments: '/dashboard/payments',
  finance: '/dashboard/finance',
  eInvoicing: '/dashboard/e-invoicing',
  content: '/dashboard/content',
  users: '/dashboard/normal-users',
  ratings: '/dashboard/rates',
  messages: '/dashboard/messages',
  blog: '/dashboard/blog',
  audit: '/dashboard/audit',
  dataRequests: '/dashboard/data-requests',
  policies: '/dashboard/content/policies',
  blogNew: '/dashboard/blog/new',
  blogEdit: (id: number | string) => `/dashboard/blog/${id}`,
} as const;

/**
 * Who opens each dashboard screen (issue 28 item 6), as the provider lets them: an area's staff, an
 * Admin only, or every staff role (their own profile). The navigation shows, and the page guard lets
 * through, only what the signed-in role may open; an address missing here is Admin only.
 */
export type ScreenAccess = StaffArea | 'admin' | 'staff';

export const SCREEN_ACCESS: ReadonlyArray<readonly [string, ScreenAccess]> = [
  [dashboardPaths.bookings, 'operations'],
  [dashboardPaths.calendar, 'operations'],
  [dashboardPaths.messages, 'operations'],
  [dashboardPaths.quotes, 'accounts'],
  [dashboardPaths.invoices, 'accounts'],
  [dashboardPaths.payments, 'accounts'],
  [dashboardPaths.finance, 'accounts'],
  [dashboardPaths.eInvoicing, 'accounts'],
  [dashboardPaths.profile, 'staff'],
];

/** Who opens a dashboard address (a screen or a page below it). */
export function screenAccessOf(pathname: string): ScreenAccess {
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const match = SCREEN_ACCESS.find(([path]) => current === path || current.startsWith(`${path}/`));
  return match ? match[1] : 'admin';
}

export function mayOpenScreen(roles: readonly Role[], access: ScreenAccess): boolean {
  return access === 'staff' ? roles.some(isStaffRole) : rolesMayOpen(roles, access);
}

/** Where a staff member lands on /dashboard: the overview for an Admin, else their first screen. */
export function dashboardHomeOf(roles: readonly Role[]): string | null {
  if (roles.includes('Admin')) return null;
  return SCREEN_ACCESS.find(([, access]) => access !== 'staff' && mayOpenScreen(roles, access))?.[0] ?? dashboardPaths.profile;
}
