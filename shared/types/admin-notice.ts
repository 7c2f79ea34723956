import type { Paged } from '../api/envelope';

/** What admins are told of in the dashboard's top bar (dashboard:notices.kinds). */
export const ADMIN_NOTICE_KINDS = ['booking', 'message', 'quote', 'job'] as const;
export type AdminNoticeKind = (typeof ADMIN_NOTICE_KINDS)[number];

/** What a notice shows, as it was when it happened. */
export interface AdminNoticeSummary {
  /** The client or the sender of the message. */
  name: string;
  /** booking: the main service's titles; message: the subject (in title). */
  title: string;
  arabicTitle?: string;
  /** quote: its number and the client's answer. */
  number?: string;
  answer?: 'accepted' | 'rejected';
  /** job (entityId: the booking): a partner declined it (name: the partner), or its client reported a problem (name: the client). */
  jobEvent?: 'declined' | 'problem';
}

/** One notice, read or not by the admin who asks. */
export interface AdminNotice {
  id: number;
  kind: AdminNoticeKind;
  /** The booking, message or quote it is about. */
  entityId: number;
  summary: AdminNoticeSummary;
  createdAt: string;
  read: boolean;
}

export interface AdminNoticePage extends Paged<AdminNotice> {
  /** The admin's unread notices, all pages. */
  unread: number;
}

/** An admin's own choice: the notices by e-mail too. */
export interface NoticePreferences {
  emails: boolean;
}
