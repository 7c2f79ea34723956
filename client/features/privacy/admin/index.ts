/** The privacy part of the dashboard: the data requests queue, the policies' editor, the retention card and the overview's count. */
export * as dataRequestsScreen from './data-requests-page';
export * as policiesScreen from './policies-page';
export { OverdueRequestsCard } from './overdue-requests-card';
export { RetentionCard } from './retention-card';
