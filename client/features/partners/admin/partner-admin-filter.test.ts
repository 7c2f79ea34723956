import type { Partner } from '../../../../shared/types/partner';
import type { Service } from '../../../../shared/types/service';
import { filterPartners, isPartnerActive } from './partner-admin-filter';

const services = [
  { id: 1, title: 'Interior Decoration and Gardens', arabicTitle: 'الديكور الداخلي والحدائق' },
  { id: 2, title: 'Digital Marketing', arabicTitle: 'التسويق الرقمي' },
] as Service[];
const partner = (id: number, name: string, location: string, serviceId: number): Partner => ({
  id,
  name,
  arabicName: `${name} ع`,
  location,
  arabicLocation: 'الخبر',
  description: '',
  arabicDescription: '',
  serviceId,
  archivedAt: null,
});
const partners = [partner(1, 'Green Hands', 'Khobar', 1), partner(2, 'Pixel House', 'Riyadh', 2), partner(3, 'Leaf Studio', 'Dammam', 1)];

describe('the employees table filter', () => {
  it('searches name, location and service title', () => {
    expect(filterPartners(partners, services, 'pixel', null).map((p) => p.id)).toEqual([2]);
    expect(filterPartners(partners, services, 'dammam', null).map((p) => p.id)).toEqual([3]);
    expect(filterPartners(partners, services, 'gardens', null).map((p) => p.id)).toEqual([1, 3]);
    expect(filterPartners(partners, services, 'التسويق', null).map((p) => p.id)).toEqual([2]);
  });

  it('filters by service, together with the search', () => {
    expect(filterPartners(partners, services, '', 1).map((p) => p.id)).toEqual([1, 3]);
    expect(filterPartners(partners, services, 'leaf', 1).map((p) => p.id)).toEqual([3]);
    expect(filterPartners(partners, services, 'leaf', 2)).toEqual([]);
  });

  it('shows a partner as active while its service exists', () => {
    expect(isPartnerActive(partners[0]!, services)).toBe(true);
    expect(isPartnerActive({ ...partners[0]!, serviceId: 0 }, services)).toBe(false);
    expect(isPartnerActive({ ...partners[0]!, serviceId: 9 }, services)).toBe(false);
  });
});
