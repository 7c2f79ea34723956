import { useTranslation } from 'react-i18next';
import { COMPANY } from '../../../shared/content/company';
import { telHref, whatsappHref } from '../../../shared/content/contact-links';
import { companyLegal, legalNameIn, nationalAddressLine } from '../../../shared/content/legal-identity';
import type { Language } from '../../../shared/constants';
import { styleOf } from '../../../shared/format/format';
import { withDigits } from '../../../shared/format/numerals';
import type { SiteContent } from '../../../shared/types/site-content';
import { DEFAULT_WORKING_HOURS } from '../../../shared/scheduling/schedule-defaults';
import { toLanguage } from '../../i18n/create-i18n';
import { useBusinessHours } from '../../lib/use-business-hours';
import { useGetContentQuery } from './content-api';

/**
 * The company's editable content as the pages show it, in the page's language: contact details,
 * business hours, social links, the hero's texts and the about story. It comes from the provider's
 * GET /Content (edited on the dashboard), prefetched by the root route so every page and the footer
 * have it in the server's HTML; the footer and every public page read it here and nowhere else.
 */
export interface SiteContentView {
  phone: string;
  phoneHref: string;
  /** The WhatsApp number as written (international format). */
  whatsapp: string;
  whatsappHref: string;
  email: string;
  emailHref: string;
  /** The office's address in the page's language (Al Khobar, Eastern Province). */
  officeAddress: string;
  hours: { open: string; closed: string };
  social: SiteContent['socialLinks'];
  hero: { headlines: string[]; subtitle: string; description: string };
  aboutStory: string[];
  /** The company's legal identity (E-Commerce Law): registered name in the page's language, CR and VAT numbers, national address. */
  legal: { name: string; crNumber: string; vatNumber: string; nationalAddress: string };
}

// Until the content has loaded (a client-side render before the root loader finished): the
// company's fixed details, and no texts rather than wrong ones.

function legalView(invoicing: SiteContent['invoicing'] | undefined, language: Language): SiteContentView['legal'] {
  if (!invoicing) return { name: '', crNumber: '', vatNumber: '', nationalAddress: '' };
  const legal = companyLegal(invoicing);
  return {
    name: legalNameIn(legal, language),
    crNumber: legal.crNumber,
    vatNumber: legal.vatNumber,
    nationalAddress: legal.nationalAddress ? nationalAddressLine(legal.nationalAddress, language) : '',
  };
}

export function useSiteContent(): SiteContentView {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const { data } = useGetContentQuery();
  const hours = useBusinessHours(data?.workingHours ?? DEFAULT_WORKING_HOURS);
  const phone = data?.companyPhone ?? COMPANY.phone;
  const email = data?.infoEmail ?? COMPANY.infoEmail;
  const whatsapp = data?.whatsappNumber ?? COMPANY.whatsapp;
  return {
    phone,
    phoneHref: telHref(phone),
    whatsapp,
    whatsappHref: whatsappHref(whatsapp),
    email,
    emailHref: `mailto:${email}`,
    officeAddress: data?.officeAddress[language] ?? '',
    hours,
    social: data?.socialLinks ?? { ...COMPANY.social },
    hero: data?.hero[language] ?? { headlines: [], subtitle: '', description: '' },
    // The story's years in the page's digits, whichever the admin typed (issue 32 item 16).
    aboutStory: (data?.aboutStory[language] ?? '')
      .split(/\n\s*\n/)
      .map((paragraph) => withDigits(paragraph.trim(), styleOf(language).numerals))
      .filter(Boolean),
    legal: legalView(data?.invoicing, language),
  };
}
