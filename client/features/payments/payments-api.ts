import type { Paged } from '../../../shared/api/envelope';
import type {
  Payment,
  PaymentCheckout,
  PaymentDue,
  PaymentPurpose,
  PaymentSettings,
  PaymentState,
  Receivable,
  ReconcileReport,
} from '../../../shared/types/payment';
import type { PaymentRefundValues } from '../../../shared/validation/payment';
import { api } from '../../lib/api';

export interface PaymentListArgs {
  page: number;
  pageSize: number;
  state?: PaymentState;
  search?: string;
  /** Only this booking's payments (the booking screen). */
  bookingId?: number;
}

const MINE = { type: 'Payment' as const, id: 'MINE' };
const ALL = { type: 'Payment' as const, id: 'ALL' };

/** Online payments (issue 29): whether they are on, what is due, paying, the return's check, and the admin's list, reconciliation and refunds. */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentSettings: build.query<PaymentSettings, void>({
      query: () => ({ url: '/Payments/settings' }),
    }),
    getPaymentDue: build.query<PaymentDue, number>({
      query: (bookingId) => ({ url: `/Payments/due/${bookingId}` }),
      providesTags: (_result, _error, bookingId) => [{ type: 'Payment', id: `DUE-${bookingId}` }],
    }),
    startCheckout: build.mutation<PaymentCheckout, { purpose: PaymentPurpose; bookingId: number; invoiceId?: number }>({
      query: (body) => ({ url: '/Payments/checkout', method: 'POST', body }),
    }),
    confirmPayment: build.mutation<Payment, number>({
      query: (id) => ({ url: `/Payments/${id}/confirm`, method: 'POST' }),
      invalidatesTags: (result) => [
        MINE,
        ALL,
        { type: 'Invoice', id: 'MINE' },
        ...(result ? [{ type: 'Payment' as const, id: `DUE-${result.bookingId}` }] : []),
      ],
    }),
    getMyPayments: build.query<Payment[], void>({
      query: () => ({ url: '/Payments/my-payments' }),
      providesTags: [MINE],
    }),
    getAllPayments: build.query<Paged<Payment>, PaymentListArgs>({
      query: (params) => ({ url: '/Payments/get-all', params: { ...params } }),
      providesTags: [ALL],
    }),
    getReceivables: build.query<Receivable[], void>({
      query: () => ({ url: '/Payments/receivables' }),
      providesTags: [{ type: 'Payment', id: 'RECEIVABLES' }],
    }),
    reconcilePayments: build.mutation<ReconcileReport, void>({
      query: () => ({ url: '/Payments/reconcile', method: 'POST' }),
      invalidatesTags: [ALL, MINE, { type: 'Payment', id: 'RECEIVABLES' }, { type: 'Invoice', id: 'ALL' }],
    }),
    refundPayment: build.mutation<Payment, { id: number; body: PaymentRefundValues; idempotencyKey?: string }>({
      query: ({ id, body, idempotencyKey }) => ({ url: `/Payments/refund/${id}`, method: 'POST', body, idempotencyKey }),
      invalidatesTags: (result) => [
        ALL,
        MINE,
        { type: 'Invoice', id: 'ALL' },
        { type: 'Invoice', id: 'MINE' },
        ...(result ? [{ type: 'Payment' as const, id: `DUE-${result.bookingId}` }] : []),
      ],
    }),
  }),
});

export const {
  useGetPaymentSettingsQuery,
  useGetPaymentDueQuery,
  useStartCheckoutMutation,
  useConfirmPaymentMutation,
  useGetMyPaymentsQuery,
  useGetAllPaymentsQuery,
  useGetReceivablesQuery,
  useReconcilePaymentsMutation,
  useRefundPaymentMutation,
} = paymentsApi;

/** The CSV of every payment (GET /Payments/export), downloaded by the browser with the session's cookie. */
export const PAYMENTS_EXPORT_URL = '/api/Payments/export';
