import type { AppStore } from '../../store';
import { prefetchMyBookings } from '../bookings';
import { prefetchMyInvoices } from '../invoices';
import { prefetchUser } from './profile-api';

/**
 * /profile has no guard (spec 2.1): a visitor's page needs no data. The loader comes with the
 * page's chunk (lazyRoute): it starts the page's queries in the request's store, so the server
 * renders with the data and the browser hydrates from the serialized cache.
 */
export function profileLoader(store: AppStore) {
  return () => {
    const user = store.getState().session.user;
    if (user) {
      store.dispatch(prefetchUser(user.id));
      if (user.client) {
        store.dispatch(prefetchMyBookings(1));
        store.dispatch(prefetchMyInvoices(1));
      }
    }
    return null;
  };
}
