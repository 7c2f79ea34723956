import type { ContactMessage, ContactMessageInput } from '../../../shared/types/contact-message';
import { api } from '../../lib/api';

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Public: a visitor sends a message without signing in (spec 6). */
    createContactMessage: build.mutation<ContactMessage, ContactMessageInput>({
      query: (body) => ({ url: '/ContactUs/create-message', method: 'POST', body }),
      invalidatesTags: [{ type: 'Message', id: 'LIST' }],
    }),
  }),
});

export const { useCreateContactMessageMutation } = contactApi;
