import type { Db } from '../db/database';
import type { AuthUser } from '../http/context';
import type { UnreadScope } from './booking-messages.repository';

/** The bookings whose threads a user reads: every one (admins), their own (a client), those assigned to them (a partner). */
export async function unreadScopeOf(_db: Db, user: AuthUser): Promise<UnreadScope> {
  if (user.role === 'Admin') return { all: true };
  if (user.clientId !== null) return { clientId: user.clientId };
  return { bookingIds: [] };
}
