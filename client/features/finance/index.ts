/** The finance feature's public entry: what other features and the dashboard may use of it (the quote dialog's costing). */
export { CostingDialog } from './costing-dialog';
