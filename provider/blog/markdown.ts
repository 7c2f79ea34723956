import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { readingMinutes } from '../../shared/blog/reading-time';
import type { Language } from '../../shared/constants';
import type { PostPreview } from '../../shared/types/blog';

/**
 * Post bodies: Markdown rendered to HTML on the provider, then cleaned with an allow-list. Every tag
 * and attribute not listed below is removed (the text inside a removed tag stays, except inside
 * script, style and the like, which goes with its tag); links keep only http, https, mailto and tel
 * addresses or paths of this site; images only pictures uploaded to this site (/files/...).
 *
 * Markdown's own inline HTML is passed through to the sanitizer rather than escaped, so an author may
 * use the odd allowed tag (<br>, <del>) and anything else disappears instead of showing as code.
 */

const markdown = new MarkdownIt({ html: true, linkify: true, typographer: false, breaks: false });
// Every link and image address is judged by the sanitizer below (one rule for Markdown and HTML):
// markdown-it's own refusal would leave a refused link's whole source, address included, as text.
markdown.validateLink = () => true;

/** Paths of uploaded files, as the provider serves them. */
const UPLOADED_FILE = /^\/files\/[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;

const isExternal = (href: string) => /^https?:\/\//i.test(href);

/**
 * Addresses a link may have: http(s), mailto and tel, a path of this site or a fragment. Browsers
 * ignore tabs, newlines and control characters inside a URL (java\tscript: runs), so they are
 * removed before judging; entities are already decoded by the parser.
 */
export function isSafeHref(href: string): boolean {
  const cleaned = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return /^(https?:\/\/|mailto:|tel:)/i.test(cleaned) || /^\/(?![/\\])/.test(cleaned) || /^#/.test(cleaned);
}

export const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'del',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'title'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The page's own title is the only h1; a '#' heading in a body becomes a section heading.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // A link whose address is refused loses every attribute here and its tags after (unwrapRefusedLinks).
    // Renaming it to a tag that is not allowed would leave sanitize-html's record of the renaming in
    // place for the next link at the same depth, which then closed with </span>.
    a: (tagName, attribs) => {
      const { href = '', rel: _rel, target: _target, ...rest } = attribs;
      if (!isSafeHref(href)) return { tagName, attribs: {} };
      const cleaned = href.trim();
      return {
        tagName,
        attribs: isExternal(cleaned) ? { ...rest, href: cleaned, rel: 'noopener noreferrer nofollow', target: '_blank' } : { ...rest, href: cleaned },
      };
    },
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src && UPLOADED_FILE.test(src) ? { ...rest, src } : rest };
    },
  },
  // An image whose address was refused is dropped whole, and so is a paragraph left empty by removals.
  exclusiveFilter: (frame) => (frame.tag === 'img' && !frame.attribs.src) || (frame.tag === 'p' && !frame.text.trim() && frame.mediaChildren.length === 0),
};

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The readable text of sanitized HTML (for reading time and a summary when the author gave none). */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h\d|li|blockquote|pre|tr)>|<br\s*\/?>/g, '$& '), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|nbsp|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** An `<a>` or `</a>` tag of sanitized HTML (attribute values there have `<` and `>` escaped). */
const LINK_TAG = /<a(\s[^>]*)?>|<\/a>/g;

/**
 * Removes the tags of the links refused above, keeping their text: in sanitized HTML an `<a>` with
 * no attribute at all is one of them (a kept link always has its href). Opening and closing tags
 * are paired on a stack, so a kept link inside or after a refused one keeps both its tags.
 */
function unwrapRefusedLinks(html: string): string {
  const refused: boolean[] = [];
  return html.replace(LINK_TAG, (tag, attributes: string | undefined) => {
    if (tag !== '</a>') {
      refused.push(attributes === undefined);
      return attributes === undefined ? '' : tag;
    }
    return refused.pop() === true ? '' : tag;
  });
}

export function renderMarkdown(source: string): string {
  return unwrapRefusedLinks(sanitizeHtml(markdown.render(source), SANITIZE)).trim();
}

/** The body as readers see it, with its reading time. */
export function renderPostBody(source: string, language: Language): PostPreview & { text: string } {
  const html = renderMarkdown(source);
  const text = htmlToText(html);
  return { html, text, readingMinutes: readingMinutes(text, language) };
}

/** A summary cut from the body at a word boundary, when the author left the summary empty. */
export function summaryFromText(text: string, max = 200): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const boundary = cut.lastIndexOf(' ');
  return `${(boundary > max * 0.6 ? cut.slice(0, boundary) : cut).replace(/[\s,.;:،؛-]+$/u, '')}…`;
}
