import type { Service } from '../../../shared/types/service';
import type { User } from '../../../shared/types/user';
import { searchResults, searchSubmitTarget } from './search-results';

const service = (id: number, title: string, arabicTitle: string): Service => ({
  id,
  title,
  arabicTitle,
  description: `${title} description`,
  arabicDescription: '',
  details: [],
  arabicDetails: [],
  durationMin: 1,
  durationMax: 2,
  durationUnit: 'Day',
  price: 100,
  files: [],
  faqs: [],
  partnerDtos: [],
  rateDtos: [],
  rating: { average: 0, count: 0 },
  archivedAt: null,
});

const services = [service(1, 'Interior Decoration and Gardens', 'الديكور الداخلي والحدائق'), service(2, 'Digital Marketing', 'التسويق الرقمي')];

describe('the dashboard search', () => {
  it('waits for two characters', () => {
    expect(searchResults('d', { services }, 'en')).toEqual([]);
    expect(searchResults('  ', { services }, 'en')).toEqual([]);
  });

  it('finds services by English or Arabic title and leads to the services screen narrowed to one', () => {
    expect(searchResults('garden', { services }, 'en')).toEqual([
      expect.objectContaining({ kind: 'services', label: 'Interior Decoration and Gardens', to: '/dashboard/services?search=Interior+Decoration+and+Gardens' }),
    ]);
    const arabic = searchResults('التسويق', { services }, 'ar');
    expect(arabic).toHaveLength(1);
    expect(arabic[0]).toMatchObject({ label: 'التسويق الرقمي', detail: 'Digital Marketing' });
  });

  it('finds partners by name or location', () => {
    const partners = [
      {
        id: 7,
        name: 'Green Hands',
        arabicName: 'الأيادي الخضراء',
        location: 'Khobar',
        arabicLocation: 'الخبر',
        description: '',
        arabicDescription: '',
        serviceId: 1,
        archivedAt: null,
      },
    ];
    expect(searchResults('khobar', { partners }, 'en')).toEqual([
      expect.objectContaining({ kind: 'partners', label: 'Green Hands', to: '/dashboard/employees?search=Green+Hands' }),
    ]);
  });

  it("lists the provider's users, bookings and messages in that order, each leading to its screen", () => {
    const user = { id: 4, fullName: 'Reem', email: 'reem@example.com' } as User;
    const results = searchResults(
      'reem',
      {
        users: [user],
        bookings: [
          {
            id: 9,
            clientName: 'Reem',
            demandeDeServiceItems: [
              { id: 1, serviceId: 2, isAdditionalService: false, serviceTitle: 'Digital Marketing', serviceArabicTitle: 'التسويق الرقمي' },
            ],
          } as never,
        ],
        messages: [{ id: 3, subject: 'Garden quote', name: 'Reem', email: 'reem@example.com' } as never],
      },
      'en',
    );
    expect(results.map((r) => [r.kind, r.to])).toEqual([
      ['users', '/dashboard/normal-users?search=reem%40example.com&user=4'],
      ['bookings', '/dashboard/bookings?booking=9'],
      ['messages', '/dashboard/messages?search=Garden+quote'],
    ]);
    expect(results[1]!.detail).toBe('Digital Marketing');
  });

  it('shows at most five of each kind', () => {
    const many = Array.from({ length: 8 }, (_, i) => service(i + 1, `Cleaning ${i}`, ''));
    expect(searchResults('clean', { services: many }, 'en')).toHaveLength(5);
  });
});

describe('searchSubmitTarget (Enter with no suggestion chosen)', () => {
  it('opens the bookings list searched for the trimmed text, encoded', () => {
    expect(searchSubmitTarget('  villa garden ')).toBe('/dashboard/bookings?search=villa+garden');
    expect(searchSubmitTarget('تنسيق & حدائق')).toBe(`/dashboard/bookings?${new URLSearchParams({ search: 'تنسيق & حدائق' })}`);
  });

  it('does nothing below the minimum length', () => {
    expect(searchSubmitTarget('')).toBeNull();
    expect(searchSubmitTarget(' a ')).toBeNull();
  });
});
