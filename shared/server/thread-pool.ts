/** Threads of libuv's pool that stay free for file access, compression and DNS, however many hashes run. */
export const THREADS_BESIDES_HASHING = 4;

/**
 * Sizes libuv's thread pool before anything uses it (it is made on first use, reading
 * UV_THREADPOOL_SIZE once): one thread per concurrent password hash plus THREADS_BESIDES_HASHING,
 * so a login burst never leaves compression and file reads waiting. An operator's own
 * UV_THREADPOOL_SIZE wins. Called by the entry points right after the configuration is read.
 */
export function sizeThreadPool(env: NodeJS.ProcessEnv, hashConcurrency: number): number {
  const given = Number(env.UV_THREADPOOL_SIZE);
  if (Number.isInteger(given) && given > 0) return given;
  const size = Math.min(1024, hashConcurrency + THREADS_BESIDES_HASHING);
  env.UV_THREADPOOL_SIZE = String(size);
  return size;
}
