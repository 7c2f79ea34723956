/** The audit log's part of the dashboard: its screen. */
export * as auditScreen from './audit-admin-page';
