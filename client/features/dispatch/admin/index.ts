/** The dispatch feature's part of the dashboard (issue 27): the booking screen's "Where and who" section. */
export { BookingDispatchSection } from './booking-dispatch-section';
export { PartnerDispatchDialog } from './partner-dispatch-dialog';
export { dispatchApi, useCalendarAssignmentsQuery } from './dispatch-api';
