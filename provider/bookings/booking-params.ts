import { BOOKING_STATUSES } from '../../shared/constants';
import { enumParam, idParam } from '../http/query-params';

/** The filters of booking lists (also a user's bookings, users/user-related.routes.ts). */
export const BOOKING_PARAMS = {
  status: enumParam('status', { description: 'Only requests in this status.', values: BOOKING_STATUSES, message: 'validation:statusInvalid' }),
  serviceId: idParam('serviceId', 'Only requests that include this service.', 'validation:selectService'),
} as const;
