import type { Paged } from '../../../../shared/api/envelope';
import type { UserType } from '../../../../shared/constants';
import type { QuotePage } from '../../../../shared/types/quote';
import type { Rating } from '../../../../shared/types/rating';
import type { Booking } from '../../../../shared/types/booking';
import type { User } from '../../../../shared/types/user';
import { api } from '../../../lib/api';

export interface UserListArgs {
  page: number;
  pageSize: number;
  /** Full name, e-mail or phone. */
  search?: string;
  isActive?: boolean;
  typeUser?: UserType;
  /** true: archived accounts only; false: live ones only; absent: both. */
  archived?: boolean;
}

export interface UserRelatedArgs {
  id: number;
  page: number;
  pageSize: number;
}

/** The admin's user list and a user's related lists; one user's record is profile-api's getUser. */
export const usersAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<Paged<User>, UserListArgs>({
      query: (params) => ({ url: '/User/get-all-users', params: { ...params } }),
      providesTags: (result) => [{ type: 'User' as const, id: 'LIST' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'User' as const, id }))],
    }),
    userBookings: build.query<Paged<Booking>, UserRelatedArgs>({
      query: ({ id, page, pageSize }) => ({ url: `/User/get-user/${id}/requests`, params: { page, pageSize } }),
      providesTags: [{ type: 'Booking', id: 'LIST' }],
    }),
    /** A client's quotes (the admin's quote list, narrowed to the client record). */
    userQuotes: build.query<QuotePage, { clientId: number; page: number; pageSize: number }>({
      query: ({ clientId, page, pageSize }) => ({ url: '/Quotes/get-all', params: { clientId, page, pageSize } }),
      providesTags: [{ type: 'Quote', id: 'ALL' }],
    }),
    userRatings: build.query<Paged<Rating>, UserRelatedArgs>({
      query: ({ id, page, pageSize }) => ({ url: `/User/get-user/${id}/ratings`, params: { page, pageSize } }),
      providesTags: [{ type: 'Rating', id: 'LIST' }],
    }),
    setUserActive: build.mutation<User, { id: number; isActive: boolean }>({
      query: ({ id, isActive }) => ({ url: `/User/set-active/${id}`, method: 'PATCH', body: { isActive } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'User', id: 'LIST' },
        { type: 'User', id },
      ],
    }),
    // Archived when the account has records (they all stay), deleted only when it has none.
    archiveUser: build.mutation<{ outcome: 'archived' | 'deleted' }, number>({
      query: (id) => ({ url: `/User/delete-user/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'User', id: 'LIST' },
        { type: 'User', id },
      ],
    }),
    restoreUser: build.mutation<User, number>({
      query: (id) => ({ url: `/User/restore/${id}`, method: 'PATCH' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'User', id: 'LIST' },
        { type: 'User', id },
      ],
    }),
  }),
});

export const {
  useAdminUsersQuery,
  useUserBookingsQuery,
  useUserQuotesQuery,
  useUserRatingsQuery,
  useSetUserActiveMutation,
  useArchiveUserMutation,
  useRestoreUserMutation,
} = usersAdminApi;
