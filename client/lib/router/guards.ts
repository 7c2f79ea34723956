import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { isStaffRole } from '../../../shared/constants';
import { dashboardHomeOf, mayOpenScreen, screenAccessOf } from '../../dashboard-paths';
import { RETURN_TO_PARAM, paths } from '../../paths';
import type { AppStore } from '../../store';

function returnPathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/**
 * Sends a visitor to /login, remembering where they were going (spec 2.1). When the session store
 * is down and the browser holds a session, the page is unavailable (503) instead: a signed-in user
 * is not sent to log in again.
 */
export function requireAuth(store: AppStore) {
  return ({ request }: LoaderFunctionArgs) => {
    const { user, unavailable } = store.getState().session;
    if (!user && unavailable) throw data({ reason: 'unavailable' }, { status: 503 });
    if (!user) {
      throw redirect(`${paths.login}?${RETURN_TO_PARAM}=${encodeURIComponent(returnPathOf(request))}`);
    }
    return null;
  };
}

/**
 * The dashboard's second guard (issue 28): staff only, and each screen to the roles that may open it
 * (dashboard-paths.ts SCREEN_ACCESS); anyone else gets a 403 page. A Staff member or an Accountant
 * opening /dashboard itself (the Admin's overview) lands on their first screen.
 */
export function requireAdmin(store: AppStore) {
  const auth = requireAuth(store);
  return (args: LoaderFunctionArgs) => {
    auth(args);
    const roles = store.getState().session.user?.roles ?? [];
    const { pathname } = new URL(args.request.url);
    const current = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (current === paths.dashboard && roles.some(isStaffRole)) {
      const home = dashboardHomeOf(roles);
      if (home) throw redirect(home);
    }
    if (!mayOpenScreen(roles, screenAccessOf(pathname))) throw data({ reason: 'forbidden' }, { status: 403 });
    return null;
  };
}

/** /login for someone already signed in goes to / (spec 2.1). */
export function redirectIfAuthenticated(store: AppStore) {
  return () => {
    if (store.getState().session.user) throw redirect(paths.home);
    return null;
  };
}

export function notFound(): never {
  throw data({ reason: 'not-found' }, { status: 404 });
}
