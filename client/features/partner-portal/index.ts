/** The partner portal's public entry (issue 27 item 4): its page is reached by the route table's lazy import. */
export { partnerPortalApi, useGetPartnerJobsQuery } from './partner-portal-api';
