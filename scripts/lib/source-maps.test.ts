import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { moveSourceMaps } from './source-maps';

describe('moveSourceMaps', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maps-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('leaves no map and no pointer to one in the served folder, and keeps every map outside it', () => {
    const served = path.join(dir, 'assets');
    const maps = path.join(dir, 'sourcemaps');
    fs.mkdirSync(path.join(served, 'chunks'), { recursive: true });
    fs.writeFileSync(path.join(served, 'entry-A.js'), 'console.log(1);\n//# sourceMappingURL=entry-A.js.map\n');
    fs.writeFileSync(path.join(served, 'entry-A.js.map'), '{"sourcesContent":["secret"]}');
    fs.writeFileSync(path.join(served, 'chunks', 'c-B.js'), 'export{};\n//# sourceMappingURL=c-B.js.map');
    fs.writeFileSync(path.join(served, 'chunks', 'c-B.js.map'), '{}');
    fs.writeFileSync(path.join(served, 'entry-A.css'), 'a{color:red}\n/*# sourceMappingURL=entry-A.css.map */\n');
    fs.writeFileSync(path.join(served, 'entry-A.css.map'), '{}');
    fs.writeFileSync(path.join(served, 'plain.js'), 'const x = "//# sourceMappingURL= in a string";\nx;\n');

    expect(moveSourceMaps(served, maps)).toBe(3);

    const left = fs.readdirSync(served, { recursive: true, encoding: 'utf8' });
    expect(left.filter((file) => file.endsWith('.map'))).toEqual([]);
    for (const file of left.filter((f) => /\.(js|css)$/.test(f) && f !== 'plain.js')) {
      expect(fs.readFileSync(path.join(served, file), 'utf8')).not.toContain('sourceMappingURL');
    }
    expect(fs.readFileSync(path.join(served, 'plain.js'), 'utf8')).toContain('in a string');
    expect(fs.readFileSync(path.join(maps, 'entry-A.js.map'), 'utf8')).toContain('secret');
    expect(fs.existsSync(path.join(maps, 'chunks', 'c-B.js.map'))).toBe(true);
    expect(fs.existsSync(path.join(maps, 'entry-A.css.map'))).toBe(true);
  });
});
