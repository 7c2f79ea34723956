import * as yup from 'yup';
import { listedId, V } from './rules';

export const BOOKING_MESSAGE_MAX_LENGTH = 2000;
/** Photos and PDFs per message (each within UPLOAD_MAX_BYTES). */
export const BOOKING_MESSAGE_MAX_FILES = 5;
/** What a message may carry, checked by content on the provider (files/uploads.ts). */
export const BOOKING_MESSAGE_FILE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'] as const;
export const BOOKING_MESSAGE_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,.pdf,image/png,image/jpeg,image/gif,image/webp,application/pdf';

/**
 * A booking message's text; it may be empty when the message carries files (the provider and the
 * form check that one of the two is there: the files are not part of this schema).
 */
export const bookingMessageSchema = yup.object({
  body: yup.string().trim().max(BOOKING_MESSAGE_MAX_LENGTH, V('messageBodyMaxLength')).default(''),
});

export type BookingMessageValues = yup.InferType<typeof bookingMessageSchema>;

/** Marking a thread read up to a message (the newest the reader has seen). */
export const bookingMessagesReadSchema = yup.object({
  lastReadId: listedId(),
});
