import { readBookingConfirmation } from './booking-confirmation-state';

describe('readBookingConfirmation', () => {
  it('reads the booking number and, when the booking has a time, what its calendar links need', () => {
    const event = { startsAt: '2026-12-06T06:00:00.000Z', endsAt: '2026-12-06T07:00:00.000Z', service: 'Home visit', location: 'Al Khobar' };
    expect(readBookingConfirmation({ bookingId: 7, event })).toEqual({ bookingId: 7, event });
    expect(readBookingConfirmation({ bookingId: 7, event: { ...event, endsAt: undefined } })).toEqual({ bookingId: 7, event: { ...event, endsAt: null } });
    expect(readBookingConfirmation({ bookingId: 7 })).toEqual({ bookingId: 7, event: null });
    expect(readBookingConfirmation({ bookingId: 7, event: { startsAt: 3 } })).toEqual({ bookingId: 7, event: null });
    expect(readBookingConfirmation({ bookingId: -1 })).toBeNull();
    expect(readBookingConfirmation(null)).toBeNull();
  });
});
