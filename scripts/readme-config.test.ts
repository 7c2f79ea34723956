import fs from 'node:fs';
import path from 'node:path';
import { PROVIDER_ENV_DOCS } from '../provider/config';
import { WEB_ENV_DOCS } from '../server/config';

const root = path.join(__dirname, '..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const configurationPage = fs.readFileSync(path.join(root, 'docs', 'configuration.md'), 'utf8');

describe('docs/configuration.md', () => {
  it.each([...WEB_ENV_DOCS, ...PROVIDER_ENV_DOCS].map((doc) => [doc.name, doc] as const))('documents %s with its default', (_name, doc) => {
    const row = configurationPage.split('\n').find((line) => line.startsWith(`| \`${doc.name}\` |`) && line.includes(doc.description));
    expect(row).toBeDefined();
    expect(row).toContain(doc.default);
  });
});

describe('README', () => {
  it('has a Quick start of exactly two commands: install and start, then test', () => {
    const quickStart = readme.split('## Quick start')[1]?.split('```sh')[1]?.split('```')[0] ?? '';
    const commands = quickStart
      .split('\n')
      .map((line) => line.replace(/#.*$/, '').trim())
      .filter(Boolean);
    expect(commands).toEqual(['npm install && npm start', 'npm test']);
  });

  it('stays a first read: at most 150 lines, the rest in docs/', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(150);
  });
});
