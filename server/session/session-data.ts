import 'express-session';
import type { SessionUser } from '../../shared/types/user';

/** What a server-side session holds. The provider's token never leaves the server. */
declare module 'express-session' {
  interface SessionData {
    user: SessionUser;
    providerToken: string;
    /** Epoch milliseconds of the login, for the absolute timeout. */
    createdAt: number;
  }
}

export {};
