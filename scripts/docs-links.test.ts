import fs from 'node:fs';
import path from 'node:path';

/**
 * The README leads into docs/ and the pages link each other: every relative link must reach a file
 * of the repository and, with a #fragment, one of its headings (GitHub's anchors), so moving a
 * section cannot leave a link behind.
 */
const root = path.join(__dirname, '..');
const pages = [
  'README.md',
  ...fs
    .readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(file: string): Set<string> {
  let fenced = false;
  const anchors = new Set<string>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.+)$/.exec(line);
    if (heading) anchors.add(anchorOf(heading[1]!));
  }
  return anchors;
}

function linksOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((target) => !/^[a-z]+:/i.test(target));
}

describe.each(pages)('%s', (page) => {
  it('links only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const link of linksOf(path.join(root, page))) {
      const [target, fragment] = link.split('#') as [string, string | undefined];
      const file = target === '' ? path.join(root, page) : path.resolve(path.dirname(path.join(root, page)), target);
      if (!fs.existsSync(file)) broken.push(link);
      else if (fragment !== undefined && fs.statSync(file).isFile() && !anchorsOf(file).has(fragment)) broken.push(link);
    }
    expect(broken).toEqual([]);
  });
});

it('the docs index names every page of docs/', () => {
  const index = fs.readFileSync(path.join(root, 'docs', 'README.md'), 'utf8');
  const unlisted = pages.filter((page) => page.startsWith('docs/') && page !== 'docs/README.md' && !index.includes(`](${path.basename(page)})`));
  expect(unlisted).toEqual([]);
});
