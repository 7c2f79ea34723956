import type { Partner } from '../../../shared/types/partner';
import { api } from '../../lib/api';

export const partnersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPartners: build.query<Partner[], void>({
      query: () => ({ url: '/Partners/get-all' }),
      transformResponse: (result: unknown) => (Array.isArray(result) ? (result as Partner[]) : []),
      providesTags: (result) => [{ type: 'Partner' as const, id: 'LIST' }, ...(result ?? []).map(({ id }) => ({ type: 'Partner' as const, id }))],
    }),
  }),
});

export const { useGetPartnersQuery } = partnersApi;

export const prefetchPartners = () => partnersApi.endpoints.getPartners.initiate(undefined, { subscribe: false });
