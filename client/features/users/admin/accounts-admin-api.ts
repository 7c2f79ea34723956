import type { Role, UserType } from '../../../../shared/constants';
import type { User } from '../../../../shared/types/user';
import type { AdminUserCreateValues } from '../../../../shared/validation/admin-user';
import { api } from '../../../lib/api';

/** Accounts managed by admins: create one (with a password or an invitation), change its type and role. */
export const accountsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    createUser: build.mutation<User, AdminUserCreateValues>({
      query: (body) => ({ url: '/User/create-user', method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
    setUserType: build.mutation<User, { id: number; typeUser: UserType }>({
      query: ({ id, typeUser }) => ({ url: `/User/set-type/${id}`, method: 'PATCH', body: { typeUser } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'User', id: 'LIST' },
        { type: 'User', id },
      ],
    }),
    setUserRole: build.mutation<User, { id: number; role: Role }>({
      query: ({ id, role }) => ({ url: `/User/set-role/${id}`, method: 'PATCH', body: { role } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'User', id: 'LIST' },
        { type: 'User', id },
      ],
    }),
    /** A staff member's lost phone (issue 28): they set up an authenticator again at their next sign-in. */
    resetSecondStep: build.mutation<null, number>({
      query: (id) => ({ url: `/User/reset-second-step/${id}`, method: 'POST', body: {} }),
    }),
  }),
});

export const { useCreateUserMutation, useSetUserTypeMutation, useSetUserRoleMutation, useResetSecondStepMutation } = accountsAdminApi;
