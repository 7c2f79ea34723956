import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/constants';
import type { MessageSide } from '../../shared/types/booking-message';
import type { Db } from '../db/database';

export interface ThreadRecipient {
  userId: number;
  email: string;
  name: string;
  language: Language;
  role: string;
}

/**
 * Who is e-mailed for one side of a booking's thread: the client's active account; or the company's
 * readers: the active admins who take notices by e-mail, and the booking's assigned partners.
 */
export async function threadRecipients(db: Db, bookingId: number, side: MessageSide): Promise<ThreadRecipient[]> {
  const base = db.selectFrom('users as u').select(['u.id', 'u.email', 'u.full_name', 'u.language', 'u.role']).where('u.is_active', '=', true);
  const rows =
    side === 'client'
      ? await base
          .where('u.id', 'in', (eb) =>
            eb.selectFrom('bookings as b').innerJoin('clients as c', 'c.id', 'b.client_id').select('c.user_id').where('b.id', '=', bookingId),
          )
          .execute()
      : await base.where('u.role', '=', 'Admin').where('u.notice_emails', '=', true).orderBy('u.id').execute();
  return rows.map((r) => ({
    userId: r.id,
    email: r.email,
    name: r.full_name,
    language: r.language && isLanguage(r.language) ? r.language : DEFAULT_LANGUAGE,
    role: r.role,
  }));
}
