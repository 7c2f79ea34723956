export { PayNow } from './pay-now';
export { PaymentReturn, returningPaymentId } from './payment-return';
export { BookingRefunds } from './booking-refunds';
