import { renderToStaticMarkup } from 'react-dom/server';
import { withLinks } from './policy-consent';

// Without the style tags MUI's emotion writes beside each link.
const html = (text: string, links: Record<string, string>) => renderToStaticMarkup(<>{withLinks(text, links)}</>).replace(/<style[^>]*>.*?<\/style>/g, '');

describe('withLinks', () => {
  it('turns each named part into its link and keeps the rest as text, in either language', () => {
    expect(html('I accept the <privacy>privacy policy</privacy> and the <terms>terms</terms>.', { privacy: '/privacy', terms: '/terms' })).toMatch(
      /^I accept the <a [^>]*href="\/privacy"[^>]*>privacy policy<\/a> and the <a [^>]*href="\/terms"[^>]*>terms<\/a>\.$/,
    );
    expect(html('أوافق على <privacy>سياسة الخصوصية</privacy>', { privacy: '/privacy' })).toMatch(
      /^أوافق على <a [^>]*href="\/privacy"[^>]*>سياسة الخصوصية<\/a>$/,
    );
  });

  it('leaves a part with no link as its words, and a text without parts as it is', () => {
    expect(html('See <unknown>this</unknown> now', {})).toBe('See &lt;unknown&gt;this&lt;/unknown&gt; now');
    expect(html('Plain text', { privacy: '/privacy' })).toBe('Plain text');
  });
});
