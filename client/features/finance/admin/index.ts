/** The finance feature's part of the dashboard: margins, costing, partners' statements and payouts, services' commissions. */
export * as financeScreen from './finance-page';
