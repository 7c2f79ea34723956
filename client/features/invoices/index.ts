export { MyInvoices, prefetchMyInvoices } from './my-invoices';
