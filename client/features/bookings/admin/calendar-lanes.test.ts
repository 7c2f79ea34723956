import type { BookingAssignment } from '../../../../shared/types/assignment';
import type { Booking } from '../../../../shared/types/booking';
import { lanesOf } from './calendar-lanes';

const booking = (id: number, status: Booking['status'] = 'pending') => ({ id, status }) as Booking;
const on = (bookingId: number, partnerId: number, partnerName: string, partnerArabicName: string) =>
  ({ bookingId, partnerId, partnerName, partnerArabicName }) as BookingAssignment;

describe('the calendar’s partner lanes', () => {
  const bookings = [booking(1), booking(2), booking(3), booking(4, 'cancelled'), booking(5)];
  const assignments = [
    on(1, 20, 'Zaid Cooling', 'تبريد زيد'),
    on(1, 10, 'Amal Gardens', 'حدائق أمل'),
    on(3, 10, 'Amal Gardens', 'حدائق أمل'),
    on(5, 20, 'Zaid Cooling', 'تبريد زيد'),
  ];
  const shape = (language: 'en' | 'ar') => lanesOf(bookings, assignments, language).map((lane) => [lane.partnerId, lane.name, lane.bookings.map((b) => b.id)]);

  it('puts the unassigned bookings first, then a lane per partner by name, a shared job in each of its lanes', () => {
    expect(shape('en')).toEqual([
      [null, '', [2]],
      [10, 'Amal Gardens', [1, 3]],
      [20, 'Zaid Cooling', [1, 5]],
    ]);
  });

  it('names and orders the lanes in Arabic on Arabic pages', () => {
    expect(shape('ar')).toEqual([
      [null, '', [2]],
      [20, 'تبريد زيد', [1, 5]],
      [10, 'حدائق أمل', [1, 3]],
    ]);
  });

  it('leaves a cancelled booking without a partner out, and keeps an empty unassigned lane', () => {
    expect(lanesOf([booking(4, 'cancelled')], [], 'en')).toEqual([{ partnerId: null, name: '', bookings: [] }]);
  });
});
