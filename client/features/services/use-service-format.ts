import { useTranslation } from 'react-i18next';
import type { RatingAverage } from '../../../shared/types/rating';
import type { Service } from '../../../shared/types/service';
import { toLanguage } from '../../i18n/create-i18n';
import { formatMoney, formatNumber } from '../../lib/format';

/** Price in SAR, the duration range with its unit, and the rating line, in the page's language. */
export function useServiceFormat() {
  const { t, i18n } = useTranslation('public');
  const language = toLanguage(i18n.language);
  return {
    language,
    price: (service: Pick<Service, 'price'>) => formatMoney(Number(service.price) || 0, language),
    duration(service: Pick<Service, 'durationMin' | 'durationMax' | 'durationUnit'>) {
      const min = Number(service.durationMin) || 0;
      const max = Number(service.durationMax) || min;
      // The unit agrees with the larger number: "2–6 weeks", "1 day", Arabic plural forms included.
      const unit = t(`service.units.${service.durationUnit}`, { count: Math.max(min, max), defaultValue: service.durationUnit });
      return min === max || max < min
        ? t('service.durationSingle', { value: formatNumber(min, language), unit })
        : t('service.durationRange', { min: formatNumber(min, language), max: formatNumber(max, language), unit });
    },
    /** "4.5 (12 reviews)"; a service without reviews says only that, not "0.0" (issue 32 item 14). */
    rating(summary: RatingAverage) {
      const average = formatNumber(summary.average, language, 1);
      return t('service.ratingValue', { average, count: summary.count, formatted: formatNumber(summary.count, language) });
    },
  };
}
