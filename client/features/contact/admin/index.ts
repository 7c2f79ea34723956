/** The contact feature's part of the dashboard: the messages screen, and what the dashboard's shell uses. */
export { useAdminMessagesQuery } from './messages-admin-api';
export * as messagesScreen from './messages-admin-page';
