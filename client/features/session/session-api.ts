import type { LoginRequest, SessionUser } from '../../../shared/types/user';
import { api } from '../../lib/api';
import { signedIn, signedOut } from '../../session-slice';

/** The web server's own auth routes: the provider's token stays in the server-side session. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SessionUser, LoginRequest>({
      query: (body) => ({ url: '/Auth/login', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // A refused login is the caller's to explain (unwrap); here it must not become an unhandled rejection.
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(signedIn(answer.data));
      },
      invalidatesTags: ['Session'],
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: '/Auth/logout', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } finally {
          dispatch(signedOut());
          dispatch(api.util.resetApiState());
        }
      },
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation } = sessionApi;
