import type { Quote } from '../../../shared/types/quote';
import { quotesByBooking } from './booking-quotes';

const quote = (id: number, requestId: number, status: Quote['status']) => ({ id, requestId, status }) as Quote;

describe('quotesByBooking', () => {
  it('ties a booking to its accepted quote, whatever came after', () => {
    const tied = quotesByBooking([quote(1, 7, 'accepted'), quote(2, 7, 'pending'), quote(3, 8, 'pending')]);
    expect(tied.get(7)?.id).toBe(1);
    expect(tied.get(8)?.id).toBe(3);
  });

  it('takes the newest open quote, and never a rejected or expired one', () => {
    const tied = quotesByBooking([quote(4, 9, 'pending'), quote(5, 9, 'pending'), quote(6, 10, 'rejected'), quote(7, 11, 'expired')]);
    expect(tied.get(9)?.id).toBe(5);
    expect(tied.has(10)).toBe(false);
    expect(tied.has(11)).toBe(false);
  });
});
