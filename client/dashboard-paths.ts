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
