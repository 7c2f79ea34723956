import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { hasRole } from '../../../shared/types/user';
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

/** The dashboard's second guard: Admin only; a signed-in non-admin gets a 403 page. */
export function requireAdmin(store: AppStore) {
  const auth = requireAuth(store);
  return (args: LoaderFunctionArgs) => {
    auth(args);
    if (!hasRole(store.getState().session.user, 'Admin')) {
      throw data({ reason: 'forbidden' }, { status: 403 });
    }
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
