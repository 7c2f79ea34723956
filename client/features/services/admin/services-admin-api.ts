import type { Service } from '../../../../shared/types/service';
import { api, type ApiError } from '../../../lib/api';
import type { ApiTransport } from '../../../lib/transport';
import { serviceFormData, type ServiceFormFields } from './service-form-data';
import { sendServiceForm } from './service-upload';

export interface SaveServiceArgs {
  /** Absent: create. */
  id?: number;
  values: ServiceFormFields;
  files: File[];
  removeFileIds: number[];
  onProgress?: (fraction: number) => void;
}

/** Service writes of spec section 7 (the list is the public getServices, shared by every screen). */
export const servicesAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveService: build.mutation<Service, SaveServiceArgs>({
      queryFn: (args, baseApi) =>
        sendServiceForm(
          {
            method: args.id ? 'PUT' : 'POST',
            url: args.id ? `/Services/${args.id}` : '/Services',
            body: serviceFormData(args.values, args.files, args.removeFileIds),
            ...(args.onProgress ? { onProgress: args.onProgress } : {}),
          },
          baseApi.extra as ApiTransport,
          baseApi.signal,
          baseApi.dispatch,
        ),
      invalidatesTags: (_result, error, args) =>
        error ? [] : [{ type: 'Service', id: 'LIST' }, ...(args.id ? [{ type: 'Service' as const, id: args.id }] : [])],
    }),
    /** The archived services (kept with their files, partners and ratings; restorable). */
    archivedServices: build.query<Service[], void>({
      query: () => ({ url: '/Services/archived' }),
      providesTags: [{ type: 'Service', id: 'ARCHIVED' }],
    }),
    // Archived, never deleted: off the site and new bookings, kept in every record.
    archiveService: build.mutation<null, number>({
      query: (id) => ({ url: `/Services/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) =>
        error
          ? []
          : [
              { type: 'Service', id: 'LIST' },
              { type: 'Service', id: 'ARCHIVED' },
              { type: 'Service', id },
              { type: 'Partner', id: 'LIST' },
            ],
    }),
    restoreService: build.mutation<Service, number>({
      query: (id) => ({ url: `/Services/restore/${id}`, method: 'PATCH' }),
      invalidatesTags: (_result, error, id) =>
        error
          ? []
          : [
              { type: 'Service', id: 'LIST' },
              { type: 'Service', id: 'ARCHIVED' },
              { type: 'Service', id },
              { type: 'Partner', id: 'LIST' },
            ],
    }),
  }),
});

export const { useSaveServiceMutation, useArchivedServicesQuery, useArchiveServiceMutation, useRestoreServiceMutation } = servicesAdminApi;
export type { ApiError };
