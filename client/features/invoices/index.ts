export { MyInvoices, prefetchMyInvoices } from './my-invoices';
export { invoicePdfUrl } from './invoices-api';
