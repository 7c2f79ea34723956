import { INVOICE_KINDS, INVOICE_STATUSES, type InvoiceKind, type InvoiceStatus } from '../../../shared/constants';
import type {
  AdvanceableBooking,
  AdvancePaymentInput,
  CreditNoteInput,
  Invoice,
  InvoiceableBooking,
  InvoiceCreateInput,
  InvoicePage,
  InvoicePaymentInput,
} from '../../../shared/types/invoice';
import { api } from '../../lib/api';
import type { Submission } from '../../lib/submission';

export interface InvoiceListArgs {
  page: number;
  pageSize: number;
  status?: InvoiceStatus;
  kind?: InvoiceKind;
  search?: string;
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A list's arguments from its address (page, status, search, from, to), so a reload or a shared link shows the same list. */
export function invoiceListArgsFrom(search: URLSearchParams, pageSize: number): InvoiceListArgs {
  const page = Number(search.get('page'));
  const status = search.get('status');
  const kind = search.get('kind');
  const text = search.get('search')?.trim();
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize,
    ...(status && (INVOICE_STATUSES as readonly string[]).includes(status) ? { status: status as InvoiceStatus } : {}),
    ...(kind && (INVOICE_KINDS as readonly string[]).includes(kind) ? { kind: kind as InvoiceKind } : {}),
    ...(text ? { search: text.slice(0, 100) } : {}),
    ...(DAY.test(from) ? { from } : {}),
    ...(DAY.test(to) ? { to } : {}),
  };
}

const listTags = (tag: 'MINE' | 'ALL') => (result: InvoicePage | undefined) => [
  { type: 'Invoice' as const, id: tag },
  ...(result?.items ?? []).map(({ id }) => ({ type: 'Invoice' as const, id })),
];

/** Invoices: the client's own, the admin's list, what can be invoiced, issuing and recording a payment. */
export const invoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyInvoices: build.query<InvoicePage, InvoiceListArgs>({
      query: (params) => ({ url: '/Invoices/my-invoices', params: { ...params } }),
      providesTags: listTags('MINE'),
    }),
    getAllInvoices: build.query<InvoicePage, InvoiceListArgs>({
      query: (params) => ({ url: '/Invoices/get-all', params: { ...params } }),
      providesTags: listTags('ALL'),
    }),
    getInvoiceableBookings: build.query<InvoiceableBooking[], void>({
      query: () => ({ url: '/Invoices/invoiceable' }),
      providesTags: [{ type: 'Invoice', id: 'INVOICEABLE' }],
    }),
    createInvoice: build.mutation<Invoice, Submission<InvoiceCreateInput>>({
      query: ({ body, idempotencyKey }) => ({ url: '/Invoices/create', method: 'POST', body, idempotencyKey }),
      invalidatesTags: [
        { type: 'Invoice', id: 'ALL' },
        { type: 'Invoice', id: 'MINE' },
        { type: 'Invoice', id: 'INVOICEABLE' },
      ],
    }),
    getAdvanceableBookings: build.query<AdvanceableBooking[], void>({
      query: () => ({ url: '/Invoices/advanceable' }),
      providesTags: [{ type: 'Invoice', id: 'ADVANCEABLE' }],
    }),
    recordAdvance: build.mutation<Invoice, Submission<AdvancePaymentInput>>({
      query: ({ body, idempotencyKey }) => ({ url: '/Invoices/advance', method: 'POST', body, idempotencyKey }),
      invalidatesTags: [
        { type: 'Invoice', id: 'ALL' },
        { type: 'Invoice', id: 'MINE' },
        { type: 'Invoice', id: 'ADVANCEABLE' },
      ],
    }),
    issueCreditNote: build.mutation<Invoice, Submission<CreditNoteInput>>({
      query: ({ body, idempotencyKey }) => ({ url: '/Invoices/credit-note', method: 'POST', body, idempotencyKey }),
      invalidatesTags: (_result, _error, { body }) => [
        { type: 'Invoice', id: body.invoiceId },
        { type: 'Invoice', id: 'ALL' },
        { type: 'Invoice', id: 'MINE' },
        { type: 'Invoice', id: 'ADVANCEABLE' },
      ],
    }),
    markInvoicePaid: build.mutation<Invoice, { id: number; body: InvoicePaymentInput }>({
      query: ({ id, body }) => ({ url: `/Invoices/mark-paid/${id}`, method: 'PATCH', body }),
      // A 409 means it was paid meanwhile: refresh either way. The dashboard's revenue follows ('ALL').
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Invoice', id },
        { type: 'Invoice', id: 'ALL' },
        { type: 'Invoice', id: 'MINE' },
      ],
    }),
  }),
});

export const {
  useGetMyInvoicesQuery,
  useGetAllInvoicesQuery,
  useGetInvoiceableBookingsQuery,
  useCreateInvoiceMutation,
  useMarkInvoicePaidMutation,
  useGetAdvanceableBookingsQuery,
  useRecordAdvanceMutation,
  useIssueCreditNoteMutation,
} = invoicesApi;

export const invoicePdfUrl = (id: number, language: string) => `/api/Invoices/${id}/pdf?lang=${language}`;
/** The document's ZATCA XML (admins): ZATCA's cleared XML once a standard document is cleared, else the XML kept since issue. */
export const invoiceXmlUrl = (id: number) => `/api/Invoices/${id}/xml`;
