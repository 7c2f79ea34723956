/** Who wrote a booking message: the client who booked, or the company (an admin or the booking's assigned partner). */
export const MESSAGE_SIDES = ['client', 'company'] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

/** A file sent with a booking message (a photo or a PDF), reached only through its booking. */
export interface BookingMessageAttachment {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
  /** The provider path that serves it to the booking's readers (authorized like the thread). */
  fileUrl: string;
}

export interface BookingMessage {
  id: number;
  bookingId: number;
  authorId: number;
  authorName: string;
  /** The author's role when they wrote it: Admin, Client or Partner. */
  authorRole: string;
  side: MessageSide;
  body: string;
  createdAt: string;
  attachments: BookingMessageAttachment[];
  /** Written by the reader asking. */
  mine: boolean;
}

/** A booking's thread as one reader sees it. */
export interface BookingThread {
  bookingId: number;
  messages: BookingMessage[];
  /** Messages of others after the last one this reader has read. */
  unread: number;
  /** The id of the last message this reader has read (0: none). */
  lastReadId: number;
}

/** The reader's unread messages: in all, and per booking (only bookings with some). */
export interface UnreadMessages {
  total: number;
  bookings: { bookingId: number; unread: number }[];
}
