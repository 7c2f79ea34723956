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
    /** The archived partners (kept for the records; restorable). */
    archivedPartners: build.query<Partner[], void>({
      query: () => ({ url: '/Partners/archived' }),
      providesTags: [{ type: 'Partner', id: 'ARCHIVED' }],
    }),
    archivePartner: build.mutation<null, number>({
      query: (id) => ({ url: `/Partners/${id}`, method: 'DELETE' }),
      invalidatesTags: [
        { type: 'Partner', id: 'LIST' },
        { type: 'Partner', id: 'ARCHIVED' },
        { type: 'Service', id: 'LIST' },
      ],
    }),
    restorePartner: build.mutation<Partner, number>({
      query: (id) => ({ url: `/Partners/restore/${id}`, method: 'PATCH' }),
      invalidatesTags: [
        { type: 'Partner', id: 'LIST' },
        { type: 'Partner', id: 'ARCHIVED' },
        { type: 'Service', id: 'LIST' },
      ],
    }),
  }),
});

export const { useCreatePartnerMutation, useUpdatePartnerMutation, useArchivedPartnersQuery, useArchivePartnerMutation, useRestorePartnerMutation } =
  partnersAdminApi;
