/** The quotes feature's part of the dashboard: the quote list and the quote form. */
export * as createQuoteScreen from './create-quote-page';
export * as quotesScreen from './quotes-admin-page';
