import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Language, Role } from '../../shared/constants';
import type { PasswordHasher } from '../auth/passwords';
import type { TokenService } from '../auth/tokens';
import type { ProviderConfig } from '../config';
import type { ConnectionStats, Database } from '../db/database';
import type { FileStorage } from '../files/storage/file-storage';
import type { Clock, JobQueue } from '../jobs/job-queue';
import type { Mailer } from '../mail/mailer';
import type { Notifications } from '../notifications/notifications';
import type { ShutdownPhase } from '../../shared/server/graceful-http';
import type { AnswerCache } from './answer-cache';
import type { Translate } from './i18n';
import type { RouteDef } from './route';
import type { ZatcaContext } from '../zatca/zatca-context';
import type { PaymentGateway } from '../payments/gateway';

/** What createProviderApp receives. */
export interface ProviderDeps {
  config: ProviderConfig;
  db: Kysely<Database>;
  mailer: Mailer;
  /** Where work after the answer waits (notifications); the caller starts and stops it. */
  jobs: JobQueue;
  logger: Logger;
  /** Where the process is in its shutdown; /readyz answers 503 once it is not 'running'. */
  phase?: () => ShutdownPhase;
  /** The database connections, for the metrics. */
  connectionStats?: () => ConnectionStats;
  /** Where uploaded files live; by default the one FILE_STORAGE names. */
  storage?: FileStorage;
  /** By default set up on `jobs` from the config (tests pass theirs to reach deliver()). */
  notifications?: Notifications;
  /** What the rules that depend on the time read it from (slots in the past, the notice period); tests move it by hand. */
  clock?: Clock;
}

/** The deps plus the services built from them once per app. */
export interface AppServices extends ProviderDeps {
  storage: FileStorage;
  notifications: Notifications;
  clock: Clock;
  tokens: TokenService;
  passwords: PasswordHasher;
  /** The public answers this instance keeps (routes with `cached`). */
  answers: AnswerCache;
  /** ZATCA e-invoicing: the sealer of its secrets and the Fatoora client. */
  zatca: ZatcaContext;
  /** Online payments' gateway (Moyasar); null while the keys are not set (payments recorded by hand). */
  payments: PaymentGateway | null;
}

/** The user behind a valid bearer token, re-read from the database on every request. */
export interface AuthUser {
  id: number;
  role: Role;
  clientId: number | null;
  /** The partner this login is (role Partner); null for Admins and Clients. */
  partnerId: number | null;
  email: string;
  fullName: string;
}

export interface RouteContext {
  req: Request;
  res: Response;
  app: AppServices;
  language: Language;
  t: Translate;
  /** Set on every route whose access is not 'public'. */
  user: AuthUser | null;
  /** The route being answered. */
  route: RouteDef;
  /** The declared query parameters, as the request gate read them (absent ones are left out). */
  query: Readonly<Record<string, unknown>>;
  /** The body as the request gate validated it against `route.body` (read it with `bodyOf`). */
  body: unknown;
}
