import type { PasswordChangeRequest, UpdateUserRequest, User } from '../../../shared/types/user';
import type { EmailChangeConfirmValues } from '../../../shared/validation/email-change';
import { api } from '../../lib/api';
import { withMessage, type WithMessage } from '../../lib/with-message';
import { userUpdated } from '../../session-slice';

/**
 * A user's record (spec 7: get-user), and the signed-in user's own update-user and update-password.
 * getUser is the one cache of GET /User/get-user/{id}: the profile, the booking page and the
 * dashboard's profile and user details all read it, and every change to a user refreshes it by tag.
 */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<User, number>({
      query: (id) => ({ url: `/User/get-user/${id}` }),
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    /** Spec 7: after a successful update the user is fetched again (the tag does it). */
    updateProfile: build.mutation<WithMessage<User>, UpdateUserRequest>({
      query: ({ id, ...body }) => ({ url: `/User/update-user/${id}`, method: 'PUT', body: { id, ...body } }),
      transformResponse: withMessage<User>,
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [
              { type: 'User', id },
              { type: 'User', id: 'LIST' },
            ],
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        // The web server's session learns the new name from the same answer; the header follows here.
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data?.result) dispatch(userUpdated({ fullName: data.result.fullName, email: data.result.email }));
      },
    }),
    /** The link mailed to a new address (POST /User/confirm-email-change): the account's e-mail becomes it. */
    confirmEmailChange: build.mutation<WithMessage<null>, EmailChangeConfirmValues>({
      query: (body) => ({ url: '/User/confirm-email-change', method: 'POST', body }),
      transformResponse: withMessage<null>,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'User', id }]),
    }),
    changePassword: build.mutation<WithMessage<null>, PasswordChangeRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/User/update-password/${id}`, method: 'PATCH', body }),
      transformResponse: withMessage<null>,
    }),
  }),
});

export const { useGetUserQuery, useUpdateProfileMutation, useChangePasswordMutation, useConfirmEmailChangeMutation } = profileApi;

export const prefetchUser = (id: number) => profileApi.endpoints.getUser.initiate(id, { subscribe: false });
