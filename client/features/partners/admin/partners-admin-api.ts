import type { Partner, PartnerInput } from '../../../../shared/types/partner';
import { api } from '../../../lib/api';

/** Partner writes of spec section 7 (the list is the public getPartners, shared by every screen). */
export const partnersAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPartner: build.mutation<{ partner: Partner; message: string }, PartnerInput>({
      query: (body) => ({ url: '/Partners/create-partner', method: 'POST', body: { ...body, id: 0 } }),
      // Section 8: create shows the server's message.
      transformResponse: (partner: Partner, meta: { message?: string } | undefined) => ({ partner, message: meta?.message ?? '' }),
      invalidatesTags: [
        { type: 'Partner', id: 'LIST' },
        { type: 'Service', id: 'LIST' },
      ],
    }),
    updatePartner: build.mutation<Partner, PartnerInput>({
      query: (body) => ({ url: `/Partners/update-partner/${body.id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Partner', id: 'LIST' },
        { type: 'Partner', id },
        { type: 'Service', id: 'LIST' },
      ],
    }),
    deletePartner: build.mutation<null, number>({
      query: (id) => ({ url: `/Partners/${id}`, method: 'DELETE' }),
      invalidatesTags: [
        { type: 'Partner', id: 'LIST' },
        { type: 'Service', id: 'LIST' },
      ],
    }),
  }),
});

export const { useCreatePartnerMutation, useUpdatePartnerMutation, useDeletePartnerMutation } = partnersAdminApi;
