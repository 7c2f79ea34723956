/** The privacy feature's public entry: consent and notice for the forms, the profile's privacy section. */
export { MarketingConsent, PolicyConsent, PolicyNotice } from './policy-consent';
export { InvitationNotice } from './invitation-notice';
export { PrivacyCard } from './privacy-card';
export { useGetPolicyQuery } from './privacy-api';
