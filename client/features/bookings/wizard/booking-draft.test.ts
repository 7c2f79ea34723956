import { initialBookingValues } from './booking-form';
import { draftFor, hasTyped, parseDraft } from './booking-draft';

const typed = {
  ...initialBookingValues('3'),
  city: 'al-khobar',
  district: 'Al Rakah',
  buildingNumber: '2345',
  description: 'Repaint the majlis walls',
  additionalServices: [4],
  urgency: 'high' as const,
};

describe('the booking draft', () => {
  it('reads back what was stored', () => {
    expect(parseDraft(JSON.stringify(typed))).toEqual(typed);
  });

  it('ignores what is not a draft, and repairs unknown choices to the defaults', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{')).toBeNull();
    expect(parseDraft('"text"')).toBeNull();
    expect(parseDraft(JSON.stringify({ ...typed, district: 5 }))).toBeNull();
    // A draft kept before the national address (a free-text location) has not the form's shape.
    const { city: _city, ...older } = typed;
    expect(parseDraft(JSON.stringify({ ...older, location: 'Khobar' }))).toBeNull();
    expect(parseDraft(JSON.stringify({ ...typed, urgency: 'asap', contactMethod: 'fax', additionalServices: [0, 'x', 2] }))).toMatchObject({
      urgency: 'medium',
      contactMethod: 'email',
      additionalServices: [2],
    });
  });

  it('keeps only a form something was typed into', () => {
    expect(hasTyped(initialBookingValues('3'), initialBookingValues('3'))).toBe(false);
    expect(hasTyped(typed, initialBookingValues('3'))).toBe(true);
  });

  it('is restored for its own service or on /booking, not over another chosen service', () => {
    expect(draftFor(typed, '3')).toEqual(typed);
    expect(draftFor(typed, '')).toEqual(typed);
    expect(draftFor(typed, '5')).toBeNull();
    expect(draftFor({ ...typed, serviceId: '' }, '5')).toEqual({ ...typed, serviceId: '5' });
  });
});
