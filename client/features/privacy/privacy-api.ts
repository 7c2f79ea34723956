import type { DataRequest, PolicyKind, PolicyVersion, PrivacyChoices } from '../../../shared/types/privacy';
import { api } from '../../lib/api';

/** Where the browser downloads the signed-in person's data (a ZIP), through the site's /api proxy. */
export const DATA_EXPORT_URL = '/api/Privacy/export';

export const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The version in force of the privacy policy or the terms (public). */
    getPolicy: build.query<PolicyVersion, PolicyKind>({
      query: (kind) => ({ url: `/Policies/${kind}` }),
      providesTags: (_result, _error, kind) => [{ type: 'Privacy', id: `policy-${kind}` }],
    }),
    getPrivacyChoices: build.query<PrivacyChoices, void>({
      query: () => ({ url: '/Privacy/me' }),
      providesTags: [{ type: 'Privacy', id: 'ME' }],
    }),
    setMarketing: build.mutation<PrivacyChoices, boolean>({
      query: (optIn) => ({ url: '/Privacy/marketing', method: 'PUT', body: { optIn } }),
      invalidatesTags: [{ type: 'Privacy', id: 'ME' }],
    }),
    requestOwn: build.mutation<DataRequest, { kind: 'deletion' | 'correction'; details: string }>({
      query: (body) => ({ url: '/Privacy/requests', method: 'POST', body }),
      invalidatesTags: [{ type: 'Privacy', id: 'ME' }],
    }),
  }),
});

export const { useGetPolicyQuery, useGetPrivacyChoicesQuery, useSetMarketingMutation, useRequestOwnMutation } = privacyApi;

export const prefetchPolicy = (kind: PolicyKind) => privacyApi.endpoints.getPolicy.initiate(kind, { subscribe: false });
