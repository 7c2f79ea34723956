import type { ServiceAvailability } from '../../../shared/types/availability';
import { api } from '../../lib/api';

export interface ServiceSlotsArgs {
  serviceId: number;
  /** Saudi calendar dates, YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

/** A service's free slots (GET /Availability/services/{id}/slots), refreshed after every booking attempt. */
export const availabilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServiceSlots: build.query<ServiceAvailability, ServiceSlotsArgs>({
      query: ({ serviceId, from, to }) => ({ url: `/Availability/services/${serviceId}/slots`, params: { from, to } }),
      providesTags: (_result, _error, { serviceId }) => [{ type: 'Availability', id: serviceId }],
      // Places go quickly: a month seen a minute ago may be stale.
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGetServiceSlotsQuery } = availabilityApi;
