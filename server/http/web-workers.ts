import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

export interface WorkerPoolOptions {
  /** How many web-server workers to run. */
  count: number;
  logger: Logger;
  /** The module each worker runs (default: this process's own entry). */
  exec?: string;
  /** Extra environment for the workers (e.g. the embedded provider's URL). */
  env?: Record<string, string>;
  /** How long a stopping worker may take before it is killed (its own graceful shutdown, plus a margin). */
  stopTimeoutMs: number;
}

export interface WorkerPool {
  /** Resolves once every worker has exited. */
  stop(): Promise<void>;
}

/** A worker that dies within this long of starting is failing at start-up: restarts then back off. */
const QUICK_DEATH_MS = 5_000;
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * The primary of `WEB_CONCURRENCY=N`: forks N web-server workers that share the listening port
 * (node:cluster hands connections out in turn) and Redis for sessions and rate limits. A worker that
 * dies unexpectedly is replaced (with a growing delay while they keep dying at start-up); on stop
 * each worker gets SIGTERM, finishes what it is answering, and exits.
 */
export function startWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const { logger } = options;
  if (options.exec) cluster.setupPrimary({ exec: options.exec });
  let stopping = false;
  let restartDelay = 0;
  const startedAt = new Map<Worker, number>();

  const fork = () => {
    const worker = cluster.fork(options.env ?? {});
    startedAt.set(worker, Date.now());
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (stopping) return;
    logger.error({ worker: worker.id, pid: worker.process.pid, code, signal }, 'web worker exited unexpectedly; starting another');
    restartDelay = lived < QUICK_DEATH_MS ? Math.min(MAX_RESTART_DELAY_MS, Math.max(1_000, restartDelay * 2)) : 0;
    setTimeout(fork, restartDelay).unref();
  });

  for (let i = 0; i < options.count; i++) fork();
  logger.info({ workers: options.count }, 'web workers started');

  return {
    stop() {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
      return Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              const kill = setTimeout(() => worker.process.kill('SIGKILL'), options.stopTimeoutMs);
              worker.once('exit', () => {
                clearTimeout(kill);
                resolve();
              });
              worker.process.kill('SIGTERM');
            }),
        ),
      ).then(() => undefined);
    },
  };
}
