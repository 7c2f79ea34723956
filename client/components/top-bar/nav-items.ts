import { paths } from '../../paths';

export const NAV_ITEMS = [
  { to: paths.home, labelKey: 'nav.home' },
  { to: paths.about, labelKey: 'nav.about' },
  { to: paths.services, labelKey: 'nav.services' },
  { to: paths.partners, labelKey: 'nav.partners' },
  { to: paths.contact, labelKey: 'nav.contact' },
] as const;
