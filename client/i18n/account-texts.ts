import arAccount from '../../shared/i18n/ar/account.json';
import enAccount from '../../shared/i18n/en/account.json';
import type { AreaTexts } from './area-texts';

/** The account area's texts: sign-in, registration, profile and booking (their pages and the dashboard bring them along). */
export const ACCOUNT_TEXTS: AreaTexts = { en: { account: enAccount }, ar: { account: arAccount } };
