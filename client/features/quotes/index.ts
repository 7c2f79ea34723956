/** The quotes feature's public entry: what other features and the dashboard may use of it. */
export { QuoteStatusChip } from './quote-status-chip';
export { useGetMyQuotesQuery } from './quotes-api';
export { useQuoteFormat } from './use-quote-format';
