/**
 * GET /api/System/status, answered by the web server for the dashboard (Admin only): what each part
 * of the running site answers right now. /readyz says the same for load balancers, as plain text.
 */
export type PartState = 'up' | 'down';

export interface SystemStatus {
  /** The web server answered this very request. */
  webServer: 'up';
  /** The provider API answered its readiness check (reachable, whatever its database says). */
  provider: PartState;
  /** The provider's database, as the provider reports it; unknown while the provider is unreachable. */
  database: PartState | 'unknown';
  /** Where sessions and rate limits live: Redis (shared by every web process) or this process's memory. */
  sessions: { store: 'redis' | 'memory'; state: PartState };
  /** When the checks ran (ISO instant). */
  checkedAt: string;
}
