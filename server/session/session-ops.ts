import type { Request } from 'express';

/** express-session's callback methods as promises, for handlers written with async/await. */
export function regenerateSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((error: unknown) => (error ? reject(error) : resolve())));
}

export function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error: unknown) => (error ? reject(error) : resolve())));
}

/** Ends the request's session in the store (no-op without one). */
export function destroySession(req: Request): Promise<void> {
  if (!req.session) return Promise.resolve();
  return new Promise((resolve, reject) => req.session.destroy((error: unknown) => (error ? reject(error) : resolve())));
}
