import type { BookingAddress } from '../types/assignment';
import { saudiCityName } from './saudi-cities';

/**
 * A national address in one line, in the reader's language: street and building number, district, city
 * and postal code ("Prince Sultan Road 2345, Al Rawdah, Jeddah 23435"). What a booking made with an
 * address keeps as its free-text `location`, and the line a partner reads on the way.
 */
export function addressLine(address: Pick<BookingAddress, 'city' | 'district' | 'street' | 'buildingNumber' | 'postalCode'>, language: string): string {
  const separator = language === 'ar' ? '، ' : ', ';
  const street = [address.street.trim(), address.buildingNumber.trim()].filter(Boolean).join(' ');
  const city = [saudiCityName(address.city, language), address.postalCode.trim()].filter(Boolean).join(' ');
  return [street, address.district.trim(), city].filter(Boolean).join(separator);
}
