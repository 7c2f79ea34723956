import { addressLine } from '../../../shared/places/address-line';
import type { BookingAddress } from '../../../shared/types/assignment';

export interface AddressView {
  /** Street and building, district, city and postal code, in one line. */
  line: string;
  /** The address's additional number (shown with its label); '' when none. */
  additionalNumber: string;
  /** The client's note (floor, gate, landmark); '' when none. */
  note: string;
}

/**
 * A booking's national address as a partner reads it on the way. Without a national address (a
 * booking made before them), the free-text location the client typed is the line.
 */
export function addressView(address: BookingAddress | null, location: string, language: string): AddressView {
  if (!address) return { line: location, additionalNumber: '', note: '' };
  return {
    line: addressLine(address, language),
    additionalNumber: address.additionalNumber,
    note: address.note.trim(),
  };
}
