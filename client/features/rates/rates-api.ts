import type { Rate, RateInput } from '../../../shared/types/rate';
import { api } from '../../lib/api';

export const ratesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRates: build.query<Rate[], void>({
      query: () => ({ url: '/Rates/get-all' }),
      transformResponse: (result: unknown) => (Array.isArray(result) ? (result as Rate[]) : []),
      providesTags: [{ type: 'Rate', id: 'LIST' }],
    }),
    /** The provider takes the client from the session's token; clientId is sent as the spec's payload says. */
    createRate: build.mutation<Rate, RateInput>({
      query: (body) => ({ url: '/Rates/create-rate', method: 'POST', body }),
      // A service carries its ratings (rateDtos): its card and detail page show the new average.
      invalidatesTags: (_result, error, input) =>
        error ? [] : [{ type: 'Rate', id: 'LIST' }, { type: 'Service', id: input.serviceId }, { type: 'Service', id: 'LIST' }],
    }),
  }),
});

export const { useGetRatesQuery, useCreateRateMutation } = ratesApi;

export const prefetchRates = () => ratesApi.endpoints.getRates.initiate(undefined, { subscribe: false });
