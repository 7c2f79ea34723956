/** The payments feature's part of the dashboard: online payments, refunds, what is due, reconciliation. */
export * as paymentsScreen from './payments-admin-page';
export { BookingPaymentsSection } from './booking-payments-section';
