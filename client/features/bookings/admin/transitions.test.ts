import { BOOKING_STATUSES, BOOKING_TRANSITIONS } from '../../../../shared/constants';
import { isFinalStatus, isBookingStatus, moveLabelKey, transitionsOffered } from './transitions';

describe('booking status changes offered to an admin', () => {
  it("offers exactly the provider's transitions, in lifecycle order", () => {
    expect(transitionsOffered('pending')).toEqual(['in_review', 'quoted', 'in_progress', 'cancelled']);
    expect(transitionsOffered('in_review')).toEqual(['quoted', 'in_progress', 'cancelled']);
    // A rejected quote sends the booking back to be priced again.
    expect(transitionsOffered('quoted')).toEqual(['in_review', 'in_progress', 'cancelled']);
    expect(transitionsOffered('in_progress')).toEqual(['completed', 'cancelled']);
    for (const status of BOOKING_STATUSES) expect(new Set(transitionsOffered(status))).toEqual(new Set(BOOKING_TRANSITIONS[status]));
  });

  it('offers nothing from completed or cancelled', () => {
    expect(transitionsOffered('completed')).toEqual([]);
    expect(transitionsOffered('cancelled')).toEqual([]);
    expect(isFinalStatus('completed')).toBe(true);
    expect(isFinalStatus('pending')).toBe(false);
  });

  it('never offers going back to pending or staying put', () => {
    for (const status of BOOKING_STATUSES) {
      expect(transitionsOffered(status)).not.toContain('pending');
      expect(transitionsOffered(status)).not.toContain(status);
    }
  });

  it('recognises the status names', () => {
    expect(isBookingStatus('in_review')).toBe(true);
    expect(isBookingStatus('done')).toBe(false);
    expect(isBookingStatus(undefined)).toBe(false);
  });
});

describe('the names of the moves', () => {
  it('says "review again" when a quoted booking goes back to review', () => {
    expect(moveLabelKey('quoted', 'in_review')).toBe('bookings.moveTo.in_review_again');
    expect(moveLabelKey('pending', 'in_review')).toBe('bookings.moveTo.in_review');
    expect(moveLabelKey('in_progress', 'completed')).toBe('bookings.moveTo.completed');
  });
});
