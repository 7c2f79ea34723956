import type { RegisterRequest } from '../../../shared/types/user';
import type { ConfirmEmailValues } from '../../../shared/validation/confirm-email';
import type { ResetPasswordValues } from '../../../shared/validation/reset-password';
import { api } from '../../lib/api';
import { withMessage, type WithMessage } from '../../lib/with-message';

/**
 * The account calls that need no session (spec 7 and the provider's completion calls), through the
 * web server's /api proxy, which rate-limits the ones that send e-mail.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** No result: a taken address is answered exactly like a new one (its owner is e-mailed instead). */
    register: build.mutation<WithMessage<null>, RegisterRequest>({
      query: (body) => ({ url: '/Auth/register', method: 'POST', body }),
      transformResponse: withMessage<null>,
    }),
    /** Spec 7: the e-mail goes in the body and as the query parameter `email`. */
    resendConfirmation: build.mutation<WithMessage<null>, string>({
      query: (email) => ({ url: '/Auth/resend-confirmation-email', method: 'POST', body: { email }, params: { email } }),
      transformResponse: withMessage<null>,
    }),
    sendResetPasswordEmail: build.mutation<WithMessage<null>, string>({
      query: (email) => ({ url: '/Auth/send-reset-password-email', method: 'POST', body: { email }, params: { email } }),
      transformResponse: withMessage<null>,
    }),
    confirmEmail: build.mutation<WithMessage<null>, ConfirmEmailValues>({
      query: (body) => ({ url: '/Auth/confirm-email', method: 'POST', body }),
      transformResponse: withMessage<null>,
    }),
    resetPassword: build.mutation<WithMessage<null>, ResetPasswordValues>({
      query: (body) => ({ url: '/Auth/reset-password', method: 'POST', body }),
      transformResponse: withMessage<null>,
    }),
  }),
});

export const { useRegisterMutation, useResendConfirmationMutation, useSendResetPasswordEmailMutation, useConfirmEmailMutation, useResetPasswordMutation } =
  authApi;
