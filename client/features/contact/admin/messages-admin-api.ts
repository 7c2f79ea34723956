import type { Paged } from '../../../../shared/api/envelope';
import type { ContactMessage } from '../../../../shared/types/contact-message';
import { api } from '../../../lib/api';

export interface MessageListArgs {
  page: number;
  pageSize: number;
  search?: string;
}

export const messagesAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first (the provider's order). */
    adminMessages: build.query<Paged<ContactMessage>, MessageListArgs>({
      query: (params) => ({ url: '/ContactUs/get-all', params: { ...params } }),
      providesTags: [{ type: 'Message', id: 'LIST' }],
    }),
    deleteMessage: build.mutation<null, number>({
      query: (id) => ({ url: `/ContactUs/delete-message/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Message', id: 'LIST' }],
    }),
  }),
});

export const { useAdminMessagesQuery, useDeleteMessageMutation } = messagesAdminApi;
