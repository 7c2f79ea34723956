import type {
  LineCostingInput,
  MarginGroup,
  MarginReport,
  PartnerPayout,
  PartnerStatement,
  PayoutInput,
  QuoteCosting,
  ServiceCommission,
  ServiceCommissionInput,
} from '../../../shared/types/finance';
import { api } from '../../lib/api';
import type { Submission } from '../../lib/submission';
import { BROWSER_TRANSPORT } from '../../lib/transport';

export interface MarginArgs {
  groupBy: MarginGroup;
  from?: string;
  to?: string;
}

/**
 * The company's money side (Admins only): services' default commissions, a quote's costing, the
 * margins, partners' statements and payouts. Every change refetches the figures it moves.
 */
export const financeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServiceCommissions: build.query<ServiceCommission[], void>({
      query: () => ({ url: '/Finance/services/commissions' }),
      providesTags: [{ type: 'Finance', id: 'COMMISSIONS' }],
    }),
    setServiceCommission: build.mutation<ServiceCommission, { serviceId: number; body: ServiceCommissionInput }>({
      query: ({ serviceId, body }) => ({ url: `/Finance/services/${serviceId}/commission`, method: 'PUT', body }),
      invalidatesTags: [{ type: 'Finance', id: 'COMMISSIONS' }],
    }),
    getQuoteCosting: build.query<QuoteCosting, number>({
      query: (quoteId) => ({ url: `/Finance/quotes/${quoteId}/costing` }),
      providesTags: (_result, _error, quoteId) => [{ type: 'Finance', id: `QUOTE-${quoteId}` }],
    }),
    setLineCosting: build.mutation<QuoteCosting, { quoteId: number; itemId: number; body: LineCostingInput }>({
      query: ({ quoteId, itemId, body }) => ({ url: `/Finance/quotes/${quoteId}/lines/${itemId}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { quoteId }) => [
        { type: 'Finance', id: `QUOTE-${quoteId}` },
        { type: 'Finance', id: 'MARGINS' },
        { type: 'Finance', id: 'STATEMENT' },
      ],
    }),
    getMargins: build.query<MarginReport, MarginArgs>({
      query: (params) => ({ url: '/Finance/margins', params: { ...params } }),
      providesTags: [{ type: 'Finance', id: 'MARGINS' }],
    }),
    getPartnerStatement: build.query<PartnerStatement, { partnerId: number; month: string }>({
      query: ({ partnerId, month }) => ({ url: `/Finance/partners/${partnerId}/statement`, params: { month } }),
      providesTags: [{ type: 'Finance', id: 'STATEMENT' }],
    }),
    recordPayout: build.mutation<PartnerPayout, Submission<PayoutInput>>({
      query: ({ body, idempotencyKey }) => ({ url: '/Finance/payouts', method: 'POST', body, idempotencyKey }),
      invalidatesTags: [{ type: 'Finance', id: 'STATEMENT' }],
    }),
  }),
});

export const {
  useGetServiceCommissionsQuery,
  useSetServiceCommissionMutation,
  useGetQuoteCostingQuery,
  useSetLineCostingMutation,
  useGetMarginsQuery,
  useGetPartnerStatementQuery,
  useRecordPayoutMutation,
} = financeApi;

/** The statement's files, downloaded by the browser with the session's cookie (the CSV's headers in the browser's language; the PDF is bilingual). */
export const statementFileUrl = (partnerId: number, month: string, kind: 'csv' | 'pdf') =>
  `${BROWSER_TRANSPORT.baseUrl}/Finance/partners/${partnerId}/statement/${kind}?month=${month}`;
