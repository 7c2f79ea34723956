import * as yup from 'yup';
import { BOOKING_STATUSES, type BookingStatus } from '../constants';
import { V, oneOfOrEmpty } from './rules';

/** PATCH /DemandeDeService/update-status/{id}. */
export const bookingStatusSchema = yup.object({
  status: yup.string<BookingStatus>().trim().required(V('statusInvalid')).test('one-of', V('statusInvalid'), oneOfOrEmpty(BOOKING_STATUSES)),
});
