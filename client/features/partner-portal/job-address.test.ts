import type { BookingAddress } from '../../../shared/types/assignment';
import { addressView } from './job-address';

const address: BookingAddress = {
  city: 'jeddah',
  district: 'Al Rawdah',
  street: 'Prince Sultan St',
  buildingNumber: '2154',
  additionalNumber: '7788',
  postalCode: '23435',
  note: ' Gate 2, third floor ',
  mapUrl: null,
};

describe("a job's address", () => {
  it('reads as one line with the city in the page language, the additional number and note apart', () => {
    expect(addressView(address, 'typed', 'en')).toEqual({
      line: 'Prince Sultan St 2154, Al Rawdah, Jeddah 23435',
      additionalNumber: '7788',
      note: 'Gate 2, third floor',
    });
    expect(addressView(address, 'typed', 'ar').line).toBe('Prince Sultan St 2154، Al Rawdah، جدة 23435');
  });

  it('falls back on the location the client typed', () => {
    expect(addressView(null, 'Al Khobar, Al Rakah', 'en')).toEqual({ line: 'Al Khobar, Al Rakah', additionalNumber: '', note: '' });
  });
});
