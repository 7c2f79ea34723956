export { BookingThread } from './booking-thread';
export { BookingMessagesButton, THREAD_PARAM, ThreadFromAddress } from './booking-messages-button';
export { UnreadMessagesLink } from './unread-messages-link';
export { BookingMessagesSection } from './booking-messages-section';
