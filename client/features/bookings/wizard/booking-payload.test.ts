import { bookingSchema } from '../../../../shared/validation/booking';
import { businessToday } from '../../../../shared/quotes/quote-dates';
import { initialBookingValues } from './booking-form';
import { additionalServiceIds, buildBookingInput, preferredDateTimeIso } from './booking-payload';

describe('preferredDateTimeIso (spec 3: the chosen date, with the chosen time if given)', () => {
  it('is the start of the chosen day in Saudi Arabia (UTC+3) when no time was chosen', () => {
    expect(preferredDateTimeIso('2026-07-14')).toBe('2026-07-13T21:00:00.000Z');
  });

  it('carries the chosen time, read in Saudi Arabia whatever the device clock', () => {
    expect(preferredDateTimeIso('2026-07-14', '16:45')).toBe('2026-07-14T13:45:00.000Z');
    expect(preferredDateTimeIso('2026-12-31', '23:30')).toBe('2026-12-31T20:30:00.000Z');
  });

  it('refuses what is not a date or a time', () => {
    expect(() => preferredDateTimeIso('')).toThrow(RangeError);
    expect(() => preferredDateTimeIso('14/07/2026')).toThrow(RangeError);
    expect(() => preferredDateTimeIso('2026-02-30')).toThrow(RangeError);
    expect(() => preferredDateTimeIso('2026-07-14', '7pm')).toThrow(RangeError);
  });
});

const ADDRESS = { city: 'dammam', district: 'الفيصلية', street: 'شارع الأمير محمد', buildingNumber: '١٢٣٤', additionalNumber: '5678', postalCode: '32272' };

describe('buildBookingInput (spec 3, Service request payload)', () => {
  const service = { id: 7, price: 1850 };
  const values = {
    ...initialBookingValues('7'),
    preferredDate: '2030-01-20',
    preferredTime: '09:30',
    city: 'al-khobar',
    district: ' Al Rakah ',
    street: 'King Fahd Road',
    buildingNumber: '2345',
    additionalNumber: '6789',
    postalCode: '34226',
    addressNote: ' Gate 2 ',
    mapUrl: '  ',
    description: '  Redesign the front garden with drip irrigation.  ',
    additionalServices: [3, 7, 5, 3],
    urgency: 'high' as const,
    contactMethod: 'whatsapp' as const,
  };

  it('has exactly the fields of the spec, under their names, and the chosen slot (issue 16)', () => {
    const payload = buildBookingInput(values, service, 42, 'en');
    expect(Object.keys(payload).sort()).toEqual(
      [
        'address',
        'budget',
        'clientId',
        'demandeDeServiceItems',
        'description',
        'location',
        'preferedContactMethode',
        'preferedDateAndTime',
        'priorite',
        'slotStartsAt',
      ].sort(),
    );
    expect(payload.slotStartsAt).toBe('2030-01-20T06:30:00.000Z'); // 09:30 in Riyadh
    expect(payload).toMatchObject({
      priorite: 'high',
      preferedContactMethode: 'whatsapp',
      description: 'Redesign the front garden with drip irrigation.',
      location: 'King Fahd Road 2345, Al Rakah, Al Khobar 34226',
      address: {
        city: 'al-khobar',
        district: 'Al Rakah',
        street: 'King Fahd Road',
        buildingNumber: '2345',
        additionalNumber: '6789',
        postalCode: '34226',
        note: 'Gate 2',
        mapUrl: null,
      },
      budget: 1850,
      clientId: 42,
      preferedDateAndTime: preferredDateTimeIso('2030-01-20', '09:30'),
    });
  });

  it("writes the address's one line in the client's language, the city's name from the list", () => {
    expect(buildBookingInput(values, service, 42, 'ar').location).toBe('King Fahd Road 2345، Al Rakah، الخبر 34226');
  });

  it('puts the main service first (false), then each additional service once (true), never the main one twice', () => {
    expect(buildBookingInput(values, service, 42, 'en').demandeDeServiceItems).toEqual([
      { isAdditionalService: false, serviceId: 7 },
      { isAdditionalService: true, serviceId: 3 },
      { isAdditionalService: true, serviceId: 5 },
    ]);
    expect(buildBookingInput({ ...values, additionalServices: [] }, service, 42, 'en').demandeDeServiceItems).toEqual([
      { isAdditionalService: false, serviceId: 7 },
    ]);
    expect(additionalServiceIds(1, [1, 1])).toEqual([]);
  });

  it('uses the defaults of spec 9 (medium, email) and is accepted by the provider schema, today included', () => {
    const payload = buildBookingInput(
      { ...initialBookingValues('7'), ...ADDRESS, preferredDate: businessToday(), description: 'Paint the living room walls' },
      service,
      1,
      'ar',
    );
    expect(payload.priorite).toBe('medium');
    expect(payload.preferedContactMethode).toBe('email');
    expect(() => bookingSchema.validateSync(payload, { abortEarly: false })).not.toThrow();
  });
});
