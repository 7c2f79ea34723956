/**
 * Waits for a condition that background work (a job queue, a mailer) makes true, without asserting
 * on time: `advance` moves a test clock between looks, and the real-time cap only turns a condition
 * that never comes into a clear failure instead of a hung test.
 */
export async function waitUntil(done: () => boolean | Promise<boolean>, options: { advance?: () => Promise<void>; capMs?: number } = {}): Promise<void> {
  const cap = Date.now() + (options.capMs ?? 20_000);
  while (!(await done())) {
    if (Date.now() > cap) throw new Error('the awaited condition never came true');
    if (options.advance) await options.advance();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
