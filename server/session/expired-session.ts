import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { clearSessionCookie } from './session-cookie';
import { destroySession } from './session-ops';
import './session-data';

/**
 * Ends a session the provider no longer honours (its token refused: expired, revoked, the account
 * deactivated): deleted from the store, the cookie cleared, and the request marked as having lost it.
 */
export async function endExpiredSession(req: Request, res: Response, logger: Logger): Promise<void> {
  try {
    await destroySession(req);
  } catch (error) {
    // The browser forgets it anyway; the store's copy ends with its idle timeout.
    logger.warn({ err: error }, 'could not delete an expired session');
  }
  clearSessionCookie(res);
  res.locals.sessionStatus = 'lost';
}
