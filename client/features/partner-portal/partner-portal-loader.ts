import { data, type LoaderFunctionArgs } from 'react-router';
import { hasRole } from '../../../shared/types/user';
import { requireAuth } from '../../lib/router/guards';
import type { AppStore } from '../../store';
import { partnerPortalApi } from './partner-portal-api';

/**
 * /partner: a signed-in partner's jobs. A visitor is sent to log in; a signed-in user who is not a
 * partner gets the 403 page (the provider refuses them too). The jobs are fetched on the server, so
 * the phone shows them in the first paint.
 */
export function partnerPortalLoader(store: AppStore) {
  const auth = requireAuth(store);
  return async (args: LoaderFunctionArgs) => {
    auth(args);
    if (!hasRole(store.getState().session.user, 'Partner')) throw data({ reason: 'forbidden' }, { status: 403 });
    store.dispatch(partnerPortalApi.endpoints.getPartnerJobs.initiate(undefined, { subscribe: false }));
    return null;
  };
}
