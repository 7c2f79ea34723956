import { QUOTE_STANDARD_TERMS } from '../constants';
import { formatNumber, formatPercent, type StyleOrLanguage } from '../format/format';
import type { Quote } from '../types/quote';

/** A translator of the `quotes` namespace: i18next's t on the client, the provider's translate on the server. */
export type QuoteTranslate = (key: string, vars?: Record<string, string | number>) => string;

export interface QuoteTermTexts {
  paymentTerms: string;
  deliveryTime: string;
  warranty: string;
  termsAndConditions: string;
}

/**
 * The texts of a quote's terms as a reader sees them: what the admin wrote, or, where they left a
 * field empty, the standard terms in the reader's language (50 % in advance, 30 days of warranty,
 * cancellation 48 hours before; delivery "to be agreed").
 */
export function quoteTermTexts(quote: Pick<Quote, keyof QuoteTermTexts>, style: StyleOrLanguage, t: QuoteTranslate): QuoteTermTexts {
  const percent = formatPercent(QUOTE_STANDARD_TERMS.advancePaymentPercent, style);
  const number = (n: number) => formatNumber(n, style);
  return {
    paymentTerms: quote.paymentTerms || t('quotes:standardTerms.paymentTerms', { advance: percent }),
    deliveryTime: quote.deliveryTime || t('quotes:standardTerms.deliveryTime'),
    warranty: quote.warranty || t('quotes:standardTerms.warranty', { days: number(QUOTE_STANDARD_TERMS.warrantyDays) }),
    termsAndConditions:
      quote.termsAndConditions || t('quotes:standardTerms.termsAndConditions', { hours: number(QUOTE_STANDARD_TERMS.cancellationNoticeHours) }),
  };
}
