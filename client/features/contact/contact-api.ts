import type { ContactMessage, ContactMessageInput } from '../../../shared/types/contact-message';
import { api } from '../../lib/api';
import type { Submission } from '../../lib/submission';

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Public: a visitor sends a message without signing in (spec 6). */
    createContactMessage: build.mutation<ContactMessage, Submission<ContactMessageInput>>({
      query: ({ body, idempotencyKey }) => ({ url: '/ContactUs/create-message', method: 'POST', body, idempotencyKey }),
      invalidatesTags: [{ type: 'Message', id: 'LIST' }],
    }),
  }),
});

export const { useCreateContactMessageMutation } = contactApi;
