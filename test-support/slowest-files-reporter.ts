import type { Reporter, TestModule } from 'vitest/node';

/**
 * Vitest reporter for `npm test`: after the summary, the ten slowest test files and how long each
 * took (their tests and hooks), so the next thing to make quicker is in plain sight (issue 31 item 3).
 */
export default class SlowestFilesReporter implements Reporter {
  private readonly count: number;

  constructor(options: { count?: number } = {}) {
    this.count = options.count ?? 10;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const slowest = testModules
      .map((module) => ({ file: module.relativeModuleId, seconds: module.diagnostic().duration / 1000 }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, this.count);
    if (slowest.length === 0) return;
    const width = Math.max(...slowest.map((s) => s.seconds.toFixed(1).length));
    const lines = slowest.map((s) => `  ${s.seconds.toFixed(1).padStart(width)} s  ${s.file}`);
    process.stderr.write(`\nThe ${slowest.length} slowest test files:\n${lines.join('\n')}\n`);
  }
}
