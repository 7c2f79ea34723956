import { paths } from '../../paths';
import { dashboardPaths } from '../../dashboard-paths';
import { breadcrumbsFor, DASHBOARD_NAV, isDashboardNavActive } from './nav-items';

describe('dashboard navigation', () => {
  it('lists the screens of spec 2.14 in order, the calendar and availability after bookings, content, blog, the audit log and the data requests after normal users', () => {
    expect(DASHBOARD_NAV.map((item) => item.to)).toEqual([
      '/dashboard',
      '/dashboard/employees',
      '/dashboard/services',
      '/dashboard/bookings',
      '/dashboard/calendar',
      '/dashboard/availability',
      '/dashboard/quotes',
      '/dashboard/invoices',
      '/dashboard/payments',
      '/dashboard/finance',
      '/dashboard/e-invoicing',
      '/dashboard/rates',
      '/dashboard/messages',
      '/dashboard/normal-users',
      '/dashboard/content',
      '/dashboard/blog',
      '/dashboard/audit',
      '/dashboard/data-requests',
      '/dashboard/profile',
      '/dashboard/settings',
    ]);
  });

  it('marks the overview only on /dashboard, and a section on its sub-pages too', () => {
    expect(isDashboardNavActive(paths.dashboard, '/dashboard')).toBe(true);
    expect(isDashboardNavActive(paths.dashboard, '/dashboard/')).toBe(true);
    expect(isDashboardNavActive(paths.dashboard, '/dashboard/services')).toBe(false);
    expect(isDashboardNavActive(dashboardPaths.quotes, '/dashboard/quotes/create')).toBe(true);
    expect(isDashboardNavActive(dashboardPaths.services, '/dashboard/services-archive')).toBe(false);
  });

  it('builds the breadcrumb from the address', () => {
    expect(breadcrumbsFor('/dashboard/e-invoicing')).toEqual([{ titleKey: 'pages.dashboard', to: '/dashboard' }, { titleKey: 'pages.dashboardEInvoicing' }]);
    expect(breadcrumbsFor('/dashboard')).toEqual([{ titleKey: 'pages.dashboard' }]);
    expect(breadcrumbsFor('/dashboard/rates')).toEqual([{ titleKey: 'pages.dashboard', to: '/dashboard' }, { titleKey: 'pages.dashboardRates' }]);
    expect(breadcrumbsFor('/dashboard/quotes/create')).toEqual([
      { titleKey: 'pages.dashboard', to: '/dashboard' },
      { titleKey: 'pages.dashboardQuotes', to: '/dashboard/quotes' },
      { titleKey: 'pages.dashboardCreateQuote' },
    ]);
    expect(breadcrumbsFor('/dashboard/blog/new')).toEqual([
      { titleKey: 'pages.dashboard', to: '/dashboard' },
      { titleKey: 'pages.dashboardBlog', to: '/dashboard/blog' },
      { titleKey: 'pages.dashboardBlogNew' },
    ]);
    expect(breadcrumbsFor('/dashboard/content/policies')).toEqual([
      { titleKey: 'pages.dashboard', to: '/dashboard' },
      { titleKey: 'pages.dashboardContent', to: '/dashboard/content' },
      { titleKey: 'pages.dashboardPolicies' },
    ]);
    expect(breadcrumbsFor('/dashboard/data-requests')).toEqual([
      { titleKey: 'pages.dashboard', to: '/dashboard' },
      { titleKey: 'pages.dashboardDataRequests' },
    ]);
    expect(breadcrumbsFor('/dashboard/blog/7').at(-1)).toEqual({ titleKey: 'pages.dashboardBlogEdit' });
  });
});
