/**
 * The company's public details: one place, so that the footer, the contact page and the e-mails
 * never disagree (the spec's two readings of the business hours are settled here).
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
  /** Saturday to Thursday, 8:00 to 18:00, Riyadh time. Friday closed. */
  businessHours: { firstDay: 'saturday', lastDay: 'thursday', opens: '08:00', closes: '18:00' },
  foundedYear: 2021,
} as const;
