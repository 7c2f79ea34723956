import { leftOutSuites, type LeftOut } from './optional-suites';

/**
 * Part of the global teardown of `npm test`: says once, after the summary, which suites this run left out
 * for want of a service, and what would include them, so a green run on a laptop is not mistaken for
 * one that covered PostgreSQL and Redis too.
 */
export default function noteLeftOutSuites(): void {
  const note = leftOutNote(leftOutSuites());
  if (note) process.stderr.write(note);
}

export function leftOutNote(left: LeftOut[]): string {
  if (left.length === 0) return '';
  return `\nLeft out of this run:\n${left.map(({ suites, enable }) => `  - ${suites}: ${enable} to include them\n`).join('')}`;
}
