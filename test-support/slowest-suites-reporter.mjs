// @ts-check
/**
 * Jest reporter for `npm test`: after the summary, the ten slowest test files and how long each
 * took, so the next thing to make quicker is in plain sight (issue 31 item 3).
 */
export default class SlowestSuitesReporter {
  /** @param {unknown} _globalConfig @param {{ count?: number }} [options] */
  constructor(_globalConfig, options = {}) {
    this.count = options.count ?? 10;
  }

  /** @param {unknown} _contexts @param {{ testResults: { testFilePath: string; perfStats: { runtime: number } }[] }} results */
  onRunComplete(_contexts, results) {
    const slowest = [...results.testResults]
      .map((suite) => ({ file: suite.testFilePath.replace(`${process.cwd()}/`, ''), seconds: suite.perfStats.runtime / 1000 }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, this.count);
    if (slowest.length === 0) return;
    const width = Math.max(...slowest.map((s) => s.seconds.toFixed(1).length));
    const lines = slowest.map((s) => `  ${s.seconds.toFixed(1).padStart(width)} s  ${s.file}`);
    process.stderr.write(`\nThe ${slowest.length} slowest test files:\n${lines.join('\n')}\n`);
  }
}
