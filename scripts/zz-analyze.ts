import fs from 'node:fs';
const file = process.argv[2]!;
const prof = JSON.parse(fs.readFileSync(file, 'utf8'));
const nodes = new Map<number, any>();
for (const n of prof.nodes) nodes.set(n.id, n);
const self = new Map<number, number>();
const dts = prof.timeDeltas as number[];
prof.samples.forEach((id: number, i: number) => self.set(id, (self.get(id) ?? 0) + (dts[i] ?? 0)));
const parent = new Map<number, number>();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const total = dts.reduce((a, b) => a + b, 0);
const byFn = new Map<string, number>();
const incl = new Map<string, number>();
for (const [id, t] of self) {
  const n = nodes.get(id);
  const cf = n.callFrame;
  const key = `${cf.functionName || '(anon)'} ${cf.url.replace(/.*node_modules\//, '').replace(/.*dist\//, 'dist/')}:${cf.lineNumber}`;
  byFn.set(key, (byFn.get(key) ?? 0) + t);
  const seen = new Set<string>();
  let cur: number | undefined = id;
  while (cur !== undefined) {
    const c = nodes.get(cur).callFrame;
    const k = `${c.functionName || '(anon)'} ${c.url.replace(/.*node_modules\//, '').replace(/.*dist\//, 'dist/')}:${c.lineNumber}`;
    if (!seen.has(k)) {
      incl.set(k, (incl.get(k) ?? 0) + t);
      seen.add(k);
    }
    cur = parent.get(cur);
  }
}
const top = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`)
    .join('\n');
console.log(`total ${(total / 1e6).toFixed(2)} s`);
console.log('--- self');
console.log(top(byFn, Number(process.argv[3] ?? 40)));
console.log('--- inclusive');
console.log(top(incl, Number(process.argv[4] ?? 60)));
