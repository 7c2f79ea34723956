import type { BookingAddress } from '../../shared/types/assignment';
import type { BookingAddressValues } from '../../shared/validation/dispatch';
import type { BookingRow, Db } from '../db/database';

/** A booking's national address (issue 27 item 2) as the API shows it; null until one was given. */
export function addressOfRow(
  row: Pick<
    BookingRow,
    | 'address_city'
    | 'address_district'
    | 'address_street'
    | 'address_building_number'
    | 'address_additional_number'
    | 'address_postal_code'
    | 'address_note'
    | 'map_url'
  >,
): BookingAddress | null {
  if (row.address_city === null) return null;
  return {
    city: row.address_city,
    district: row.address_district ?? '',
    street: row.address_street ?? '',
    buildingNumber: row.address_building_number ?? '',
    additionalNumber: row.address_additional_number ?? '',
    postalCode: row.address_postal_code ?? '',
    note: row.address_note ?? '',
    mapUrl: row.map_url,
  };
}

/** The bookings columns of an address: written when a booking is made with one, and when it is set later. */
export function addressColumns(address: BookingAddressValues) {
  return {
    address_city: address.city,
    address_district: address.district,
    address_street: address.street,
    address_building_number: address.buildingNumber,
    address_additional_number: address.additionalNumber,
    address_postal_code: address.postalCode,
    address_note: address.note ?? '',
    map_url: address.mapUrl ?? null,
  };
}

/** Replaces the booking's address; false when there is no such booking. */
export async function saveBookingAddress(db: Db, bookingId: number, address: BookingAddressValues, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({ ...addressColumns(address), updated_at: now })
    .where('id', '=', bookingId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
