/** The profile feature's public entry: what other features may use of it. */
export { prefetchUser, useGetUserQuery } from './profile-api';
export { HijriCard } from './hijri-card';
export { NumeralsCard } from './numerals-card';
