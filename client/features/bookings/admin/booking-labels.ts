import type { Urgency } from '../../../../shared/constants';
import type { Booking, BookingItem } from '../../../../shared/types/booking';
import type { Tone } from '../../../components/tone-chip';

/** Urgent red, medium amber, normal grey. */
export const URGENCY_TONES: Record<Urgency, Tone> = { high: 'red', medium: 'amber', low: 'grey' };

/** The main service first, then the additional ones (spec section 3's item order). */
export function orderedItems(booking: Pick<Booking, 'demandeDeServiceItems'>): BookingItem[] {
  return [...booking.demandeDeServiceItems].sort((a, b) => Number(a.isAdditionalService) - Number(b.isAdditionalService));
}
