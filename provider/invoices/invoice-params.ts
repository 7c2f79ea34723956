import { INVOICE_KINDS, INVOICE_STATUSES, LANGUAGES } from '../../shared/constants';
import { dateParam, enumParam } from '../http/query-params';

/** The query parameters of invoice calls (the lists, their CSV export, the PDF). */
export const INVOICE_PARAMS = {
  status: enumParam('status', { description: 'Only invoices in this status.', values: INVOICE_STATUSES, message: 'validation:statusInvalid' }),
  kind: enumParam('kind', {
    description: "Only documents of this kind: invoice (a booking's tax invoice), advance (advance-payment invoice) or credit_note.",
    values: INVOICE_KINDS,
    message: 'validation:invoiceKindInvalid',
  }),
  from: dateParam('from', 'Only invoices issued on or after this day (YYYY-MM-DD, company time).'),
  to: dateParam('to', 'Only invoices issued on or before this day (YYYY-MM-DD, company time).'),
  lang: enumParam('lang', { description: 'The language of the document.', values: LANGUAGES, message: 'quotes:server.languageInvalid' }),
} as const;
