import arQuotes from '../../shared/i18n/ar/quotes.json';
import enQuotes from '../../shared/i18n/en/quotes.json';
import type { AreaTexts } from './area-texts';

/** The quotes' texts (their pages and the dashboard bring them along). */
export const QUOTES_TEXTS: AreaTexts = { en: { quotes: enQuotes }, ar: { quotes: arQuotes } };
