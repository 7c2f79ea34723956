/** The site content's part of the dashboard: its screen. */
export * as contentScreen from './content-admin-page';
export { contentAdminApi, useAdminSiteContentQuery } from './content-admin-api';
