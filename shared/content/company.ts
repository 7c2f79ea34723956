/**
 * The company's public details: one place, so that the footer, the contact page and the e-mails
 * never disagree. The business hours are not here: they are the availability's working hours, the
 * one source the booking calendar and every page read (issue 32 item 5).
 * Texts that differ per language are i18n keys; the rest is data. These are also the defaults of the
 * editable site content (site-content-defaults.ts), which the provider seeds and serves at GET /Content.
 */
export const COMPANY = {
  phone: '+966 13 812 4400',
  phoneHref: 'tel:+966138124400',
  whatsapp: '+966 13 812 4400',
  whatsappHref: 'https://wa.me/966138124400',
  infoEmail: 'info@khadamat.sa',
  website: 'https://khadamat.sa',
  social: {
    facebook: '#',
    twitter: '#',
    instagram: '#',
    linkedin: '#',
  },
  foundedYear: 2021,
} as const;
