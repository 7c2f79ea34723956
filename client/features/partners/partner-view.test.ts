import type { Partner } from '../../../shared/types/partner';
import { filterPartners, initialOf, localizePartner, parseServiceFilter, splitFilterServices } from './partner-view';

const partner: Partner = {
  id: 9,
  name: 'Layali Events',
  arabicName: 'ليالي للفعاليات',
  location: 'Riyadh',
  arabicLocation: 'الرياض',
  description: 'Weddings and corporate gatherings',
  arabicDescription: 'حفلات الزفاف ولقاءات الشركات',
  serviceId: 3,
  archivedAt: null,
};
const services = [
  { id: 1, title: 'Interior Decoration & Gardens', arabicTitle: 'الديكور الداخلي' },
  { id: 3, title: 'Cafe & Events', arabicTitle: 'المقاهي والفعاليات' },
  { id: 4, title: 'Building Maintenance', arabicTitle: '' },
];

describe('localizePartner', () => {
  it('resolves the service title from serviceId, in the page language', () => {
    expect(localizePartner(partner, services, 'en')).toMatchObject({ name: 'Layali Events', location: 'Riyadh', serviceTitle: 'Cafe & Events' });
    expect(localizePartner(partner, services, 'ar')).toMatchObject({ name: 'ليالي للفعاليات', location: 'الرياض', serviceTitle: 'المقاهي والفعاليات' });
  });

  it('uses the English service title when the Arabic one is missing', () => {
    expect(localizePartner({ ...partner, serviceId: 4 }, services, 'ar').serviceTitle).toBe('Building Maintenance');
  });

  it('has no service title when no service has that id', () => {
    expect(localizePartner({ ...partner, serviceId: 99 }, services, 'en').serviceTitle).toBeNull();
    expect(localizePartner(partner, undefined, 'en').serviceTitle).toBeNull();
  });
});

describe('partner filter', () => {
  const list = [{ serviceId: 1 }, { serviceId: 3 }, { serviceId: 3 }];

  it('shows everyone for All Partners and the partners of one service otherwise', () => {
    expect(filterPartners(list, null)).toHaveLength(3);
    expect(filterPartners(list, 3)).toHaveLength(2);
    expect(filterPartners(list, 4)).toEqual([]);
  });

  it('reads the chosen service from the URL, ignoring malformed and unknown ids', () => {
    expect(parseServiceFilter('3', services)).toBe(3);
    for (const value of [null, '', 'abc', '0', '-3', '2.5', '99']) expect(parseServiceFilter(value, services)).toBeNull();
  });

  it('puts the first 3 services on buttons and the rest in the menu', () => {
    expect(splitFilterServices([1, 2, 3, 4, 5], 3)).toEqual({ buttons: [1, 2, 3], more: [4, 5] });
    expect(splitFilterServices([1, 2], 3)).toEqual({ buttons: [1, 2], more: [] });
  });
});

describe('initialOf', () => {
  it('takes the first letter, skipping the Arabic definite article', () => {
    expect(initialOf('Green Oasis')).toBe('G');
    expect(initialOf('الواحة الخضراء')).toBe('و');
    expect(initialOf('ليالي للفعاليات')).toBe('ل');
    expect(initialOf(' najd ')).toBe('N');
    expect(initialOf('')).toBe('?');
  });
});
