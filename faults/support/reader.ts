import { spawn } from 'node:child_process';

export interface Read {
  ms: number;
  status: number;
}

/** Runs in a process of its own, so the load the test generates does not delay its own measurements. */
const READER = `
const [url, everyMs] = [process.argv[1], Number(process.argv[2])];
let n = 0;
let stopping = false;
process.stdin.on('data', () => { stopping = true; });
(async () => {
  while (!stopping) {
    const started = Date.now();
    let status = -1;
    try {
      const res = await fetch(url, { headers: { 'X-Forwarded-For': '192.168.0.' + (1 + (n++ % 200)) }, signal: AbortSignal.timeout(20000) });
      await res.arrayBuffer();
      status = res.status;
    } catch {}
    process.stdout.write(JSON.stringify({ ms: Date.now() - started, status }) + '\\n');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  process.exit(0);
})();
`;

/**
 * Reads `url` every `everyMs` from another process, as a visitor elsewhere would, until stopped:
 * each read's milliseconds and status (-1: no answer within 20 s).
 */
export function startReader(url: string, everyMs: number): { stop(): Promise<Read[]> } {
  const child = spawn(process.execPath, ['-e', READER, url, String(everyMs)], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    async stop() {
      child.stdin.write('stop\n');
      await exited;
      return output
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Read);
    },
  };
}

export function summarise(reads: Read[]): { reads: number; maxMs: number; medianMs: number; notOk: number } {
  const sorted = reads.map((r) => r.ms).sort((a, b) => a - b);
  return {
    reads: reads.length,
    maxMs: sorted.at(-1) ?? 0,
    medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
    notOk: reads.filter((r) => r.status !== 200).length,
  };
}
