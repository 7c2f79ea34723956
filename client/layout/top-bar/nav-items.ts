import { paths } from '../../paths';

const CONTACT = { to: paths.contact, labelKey: 'nav.contact' } as const;

export const NAV_ITEMS = [
  { to: paths.home, labelKey: 'nav.home' },
  { to: paths.about, labelKey: 'nav.about' },
  { to: paths.services, labelKey: 'nav.services' },
  { to: paths.partners, labelKey: 'nav.partners' },
  { to: paths.blog, labelKey: 'nav.blog' },
  CONTACT,
] as const;

/** The footer's quick links: the header's, and the testimonials page. */
export const FOOTER_LINKS = [...NAV_ITEMS.filter((item) => item !== CONTACT), { to: paths.testimonials, labelKey: 'nav.testimonials' }, CONTACT] as const;
