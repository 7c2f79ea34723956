/** Every route of spec 2.1 in one place; links and guards use these, never string literals. */
export const paths = {
  home: '/',
  about: '/about',
  services: '/services',
  serviceDetail: (id: number | string) => `/services/${id}`,
  partners: '/partners',
  contact: '/contact',
  /** The privacy policy and the terms in force (issue 28). */
  privacy: '/privacy',
  terms: '/terms',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  testimonials: '/testimonials',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resendConfirmation: '/resend-confirmation',
  confirmEmail: '/confirm-email',
  confirmEmailChange: '/confirm-email-change',
  resetPassword: '/reset-password',
  profile: '/profile',
  booking: '/booking',
  bookingFor: (serviceId: number | string) => `/booking/${serviceId}`,
  bookingConfirmation: '/booking-confirmation',
  quotes: '/quote',
  quote: (id: number | string) => `/quote/${id}`,
  dashboard: '/dashboard',
  /** The partners' portal (issue 27 item 4). */
  partner: '/partner',
} as const;

export const RETURN_TO_PARAM = 'returnTo';

/** Links the spec says "may lead nowhere": each goes to the real screen that does the job. */
export const LEGACY_REDIRECTS: Record<string, string> = {
  '/pricing': paths.quotes,
  '/dashboard/users': '/dashboard/normal-users',
  '/dashboard/reports': paths.dashboard,
  '/dashboard/system': '/dashboard/settings',
};

/** Any origin will do: it only tells whether a path stays on it once a browser has read it. */
const SAME_SITE = 'http://same-site.invalid';

/**
 * Only same-site paths are followed after login, so a crafted link cannot send a user elsewhere;
 * anything else goes home. The path is judged as a browser reads it, not as written: browsers drop
 * tabs and line breaks and read a backslash as a slash, so `/<tab>/evil.example` and `/\\evil`
 * mean `//evil.example`, another site; `..` segments can also collapse to `//`. What is returned is
 * the path as the browser would read it.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value?.startsWith('/')) return paths.home;
  let url: URL;
  try {
    url = new URL(value, SAME_SITE);
  } catch {
    return paths.home;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== SAME_SITE || !path.startsWith('/') || path.startsWith('//')) return paths.home;
  return path;
}

/** The active-link rule of spec 2.2: `/` matches only itself, the others match by path prefix. */
export function isNavLinkActive(linkPath: string, currentPath: string): boolean {
  if (linkPath === '/') return currentPath === '/';
  return currentPath === linkPath || currentPath.startsWith(`${linkPath}/`);
}

export function isDashboardPath(pathname: string): boolean {
  return pathname === paths.dashboard || pathname.startsWith(`${paths.dashboard}/`);
}
