import type { MessageSide } from '../../shared/types/booking-message';
import type { Db } from '../db/database';
import { DEFAULT_LANGUAGE, ENDED_ASSIGNMENT_STATUSES, isLanguage, type Language } from '../../shared/constants';

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
      : await base
          .where((eb) =>
            eb.or([
              eb.and([eb('u.role', '=', 'Admin'), eb('u.notice_emails', '=', true)]),
              eb.and([
                eb('u.role', '=', 'Partner'),
                eb(
                  'u.partner_id',
                  'in',
                  eb
                    .selectFrom('booking_assignments as a')
                    .select('a.partner_id')
                    .where('a.booking_id', '=', bookingId)
                    .where('a.status', 'not in', ENDED_ASSIGNMENT_STATUSES),
                ),
              ]),
            ]),
          )
          .orderBy('u.id')
          .execute();
  return rows.map((r) => ({
    userId: r.id,
    email: r.email,
    name: r.full_name,
    language: r.language && isLanguage(r.language) ? r.language : DEFAULT_LANGUAGE,
    role: r.role,
  }));
}
