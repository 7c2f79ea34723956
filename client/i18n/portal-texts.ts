import arPortal from '../../shared/i18n/ar/portal.json';
import enPortal from '../../shared/i18n/en/portal.json';
import type { AreaTexts } from './area-texts';

/** The partner portal's texts (its page brings them along when reached by navigation). */
export const PORTAL_TEXTS: AreaTexts = { en: { portal: enPortal }, ar: { portal: arPortal } };
