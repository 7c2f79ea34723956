import type { LoaderFunctionArgs } from 'react-router';
import { requireAuth } from '../../../lib/router/guards';
import type { AppStore } from '../../../store';
import { prefetchUser } from '../../profile';
import { prefetchServices } from '../../services';

/**
 * Loaders of the booking pages, which bring them with their chunks (lazyRoute): they start the
 * page's queries in the request's store, so the server renders with the data (it waits for every
 * running query) and the browser hydrates from the serialized cache; on a client-side navigation
 * the page shows its loading state meanwhile.
 */

/** /booking and /booking/{serviceId}: signed in, with the service list (the one list call of spec 7) and the user's contact details. */
export function bookingLoader(store: AppStore) {
  const auth = requireAuth(store);
  return (args: LoaderFunctionArgs) => {
    auth(args);
    store.dispatch(prefetchServices());
    const user = store.getState().session.user;
    if (user) store.dispatch(prefetchUser(user.id));
    return null;
  };
}

/** /booking-confirmation: signed in; the company's contacts come with every page (the root loader's site content). */
export const bookingConfirmationLoader = requireAuth;
