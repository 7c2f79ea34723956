import type { Service } from '../../../shared/types/service';
import { api, type ApiError } from '../../lib/api';

/**
 * The services list of spec section 7. Every public screen reads this one list (the spec: "the
 * service list used by the services page, the service detail, the partners page and the booking
 * page is the same list call"), so moving between them never refetches.
 */
export const servicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServices: build.query<Service[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const response = await baseQuery({ url: '/Services' });
        // Spec 4: a 404 on the list is an empty list, with no error.
        if (response.error) return (response.error as ApiError).status === 404 ? { data: [] } : { error: response.error as ApiError };
        // Spec 7: a result that is not an array is treated as empty.
        return { data: Array.isArray(response.data) ? (response.data as Service[]) : [] };
      },
      providesTags: (result) => [{ type: 'Service' as const, id: 'LIST' }, ...(result ?? []).map(({ id }) => ({ type: 'Service' as const, id }))],
    }),
  }),
});

export const { useGetServicesQuery } = servicesApi;

export const prefetchServices = () => servicesApi.endpoints.getServices.initiate(undefined, { subscribe: false });

export const selectServices = servicesApi.endpoints.getServices.select();
