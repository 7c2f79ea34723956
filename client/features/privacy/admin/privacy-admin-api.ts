import type { Paged } from '../../../../shared/api/envelope';
import type { DataRequest, DataRequestKind, DataRequestState, PolicyKind, PolicyVersion, RetentionPolicy } from '../../../../shared/types/privacy';
import { api } from '../../../lib/api';

export interface DataRequestListArgs {
  page: number;
  pageSize: number;
  search?: string;
  state?: DataRequestState;
  overdue?: boolean;
}

export interface LoggedDataRequest {
  kind: DataRequestKind;
  requester: string;
  details: string;
  /** The Saudi day it was received (YYYY-MM-DD); null for today. */
  receivedOn: string | null;
  userId: number | null;
}

/** The dashboard's privacy calls: the requests queue, the policies' versions and the retention schedule. */
export const privacyAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    dataRequests: build.query<Paged<DataRequest>, DataRequestListArgs>({
      query: (params) => ({ url: '/Privacy/requests', params: { ...params } }),
      providesTags: [{ type: 'Privacy', id: 'REQUESTS' }],
    }),
    overdueRequestCount: build.query<{ count: number }, void>({
      query: () => ({ url: '/Privacy/requests/overdue-count' }),
      providesTags: [{ type: 'Privacy', id: 'REQUESTS' }],
    }),
    logDataRequest: build.mutation<DataRequest, LoggedDataRequest>({
      query: (body) => ({ url: '/Privacy/requests/logged', method: 'POST', body }),
      invalidatesTags: [{ type: 'Privacy', id: 'REQUESTS' }],
    }),
    closeDataRequest: build.mutation<DataRequest, { id: number; state: 'done' | 'refused'; note: string }>({
      query: ({ id, ...body }) => ({ url: `/Privacy/requests/${id}`, method: 'PATCH', body }),
      // A deletion done changes the users, bookings and audit lists too.
      invalidatesTags: [{ type: 'Privacy', id: 'REQUESTS' }, 'User', 'Booking'],
    }),
    policyVersions: build.query<PolicyVersion[], PolicyKind>({
      query: (kind) => ({ url: `/Policies/${kind}/versions` }),
      providesTags: (_result, _error, kind) => [{ type: 'Privacy', id: `versions-${kind}` }],
    }),
    publishPolicy: build.mutation<PolicyVersion, { kind: PolicyKind; bodyEn: string; bodyAr: string }>({
      query: (body) => ({ url: '/Policies', method: 'POST', body }),
      invalidatesTags: (_result, _error, { kind }) => [
        { type: 'Privacy', id: `versions-${kind}` },
        { type: 'Privacy', id: `policy-${kind}` },
      ],
    }),
    retentionPolicy: build.query<RetentionPolicy, void>({
      query: () => ({ url: '/Privacy/retention' }),
      providesTags: [{ type: 'Privacy', id: 'RETENTION' }],
    }),
    saveRetentionPolicy: build.mutation<RetentionPolicy, RetentionPolicy>({
      query: (body) => ({ url: '/Privacy/retention', method: 'PUT', body }),
      invalidatesTags: [{ type: 'Privacy', id: 'RETENTION' }],
    }),
  }),
});

export const {
  useDataRequestsQuery,
  useOverdueRequestCountQuery,
  useLogDataRequestMutation,
  useCloseDataRequestMutation,
  usePolicyVersionsQuery,
  usePublishPolicyMutation,
  useRetentionPolicyQuery,
  useSaveRetentionPolicyMutation,
} = privacyAdminApi;
