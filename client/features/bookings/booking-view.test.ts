import { itemTitle, preferredWhen, referenceNumber, splitItems } from './booking-view';

const item = (id: number, isAdditionalService: boolean, arabic = `خدمة ${id}`) => ({
  id,
  serviceId: id,
  isAdditionalService,
  serviceTitle: `Service ${id}`,
  serviceArabicTitle: arabic,
});

describe('request view', () => {
  it('names a booked service in the reader language, English when there is no Arabic title', () => {
    expect(itemTitle(item(1, false), 'ar')).toBe('خدمة 1');
    expect(itemTitle(item(1, false), 'en')).toBe('Service 1');
    expect(itemTitle(item(1, false, '  '), 'ar')).toBe('Service 1');
  });

  it('puts the main service first, whatever order the items came in', () => {
    const { main, additional } = splitItems({ demandeDeServiceItems: [item(2, true), item(1, false), item(3, true)] });
    expect(main?.id).toBe(1);
    expect(additional.map((i) => i.id)).toEqual([2, 3]);
    expect(splitItems({ demandeDeServiceItems: [] })).toEqual({ main: undefined, additional: [] });
  });

  it('shows the preferred date in Riyadh time, with the time only when one was chosen', () => {
    // 2026-05-10 00:00 in Riyadh (UTC+3): no time was chosen.
    expect(preferredWhen('2026-05-09T21:00:00.000Z', 'en')).toBe('May 10, 2026');
    expect(preferredWhen('2026-05-10T13:30:00.000Z', 'en')).toBe('May 10, 2026 at 4:30 PM');
    expect(preferredWhen('2026-05-09T21:00:00.000Z', 'ar')).toMatch(/مايو/);
    expect(preferredWhen('soon', 'en')).toBeNull();
  });

  it('writes booking numbers in the reader digits without separators', () => {
    expect(referenceNumber(12345, 'en')).toBe('12345');
    expect(referenceNumber(12345, 'ar')).toBe('١٢٣٤٥');
  });
});
