/** The partners feature's public entry: what other features and the dashboard may use of it. */
export { PartnerCard } from './partner-card';
export { localizePartner } from './partner-view';
export { prefetchPartners, useGetPartnersQuery } from './partners-api';
