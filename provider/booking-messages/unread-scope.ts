import { assignmentsOfPartner } from '../assignments/assignments.repository';
import type { Db } from '../db/database';
import type { AuthUser } from '../http/context';
import type { UnreadScope } from './booking-messages.repository';
import { roleMayOpen } from '../../shared/access/staff-areas';

/** The bookings whose threads a user reads: every one (admins and operations staff), their own (a client), those assigned to them (a partner). */
export async function unreadScopeOf(db: Db, user: AuthUser): Promise<UnreadScope> {
  if (roleMayOpen(user.role, 'operations')) return { all: true };
  if (user.role === 'Partner' && user.partnerId !== null) return { bookingIds: (await assignmentsOfPartner(db, user.partnerId)).map((a) => a.bookingId) };
  if (user.role === 'Client' && user.clientId !== null) return { clientId: user.clientId };
  return { bookingIds: [] };
}
