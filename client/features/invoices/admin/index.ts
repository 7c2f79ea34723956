/** The invoices feature's part of the dashboard: the invoice list with issuing and payments. */
export * as invoicesScreen from './invoices-admin-page';
