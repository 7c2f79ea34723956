import type { LoginRequest, SecondStepEnrolment, SessionUser } from '../../../shared/types/user';
import { api } from '../../lib/api';
import { signedIn, signedOut } from '../../session-slice';

/** The web server's own auth routes: the provider's token stays in the server-side session. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A staff account's right password answers which second step is due instead of the user (issue 28). */
    login: build.mutation<SessionUser | SecondStepDue, LoginRequest>({
      query: (body) => ({ url: '/Auth/login', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // A refused login is the caller's to explain (unwrap); here it must not become an unhandled rejection.
        const answer = await queryFulfilled.catch(() => null);
        if (answer && !isSecondStepDue(answer.data)) dispatch(signedIn(answer.data));
      },
      invalidatesTags: ['Session'],
    }),
    /** A new authenticator secret and its QR code, for a staff member's first sign-in. */
    secondStepEnrolment: build.mutation<SecondStepEnrolment, void>({
      query: () => ({ url: '/Auth/second-step/enrolment', method: 'POST', body: {} }),
    }),
    /** The code step: a code from the app (or a recovery code), or the enrolment's first code. */
    passSecondStep: build.mutation<SessionUser & { recoveryCodes?: string[] }, { code: string; enrolling: boolean }>({
      query: ({ code, enrolling }) => ({ url: enrolling ? '/Auth/second-step/confirm-enrolment' : '/Auth/second-step', method: 'POST', body: { code } }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) {
          const { recoveryCodes: _shownOnce, ...user } = answer.data;
          dispatch(signedIn(user));
        }
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

export const { useLoginMutation, useLogoutMutation, useSecondStepEnrolmentMutation, usePassSecondStepMutation } = sessionApi;

/** What the web server answers a staff login: the step due, never the provider's challenge. */
export interface SecondStepDue {
  secondStep: 'enrol' | 'verify';
}

export const isSecondStepDue = (value: unknown): value is SecondStepDue =>
  typeof value === 'object' && value !== null && ((value as SecondStepDue).secondStep === 'enrol' || (value as SecondStepDue).secondStep === 'verify');
