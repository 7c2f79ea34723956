import type { BlogPostPublic } from '../../../shared/types/blog';
import { parsePage } from '../../lib/list-params';
import { blogListHref, bodyHtmlForSite, isValidSlug, parseBlogListArgs, postView } from './blog-view';

describe('blog list address', () => {
  it('reads the page and the search, with safe defaults', () => {
    expect(parseBlogListArgs(new URLSearchParams('search=%20garden%20&page=3'))).toEqual({ page: 3, search: 'garden' });
    expect(parseBlogListArgs(new URLSearchParams(''))).toEqual({ page: 1, search: '' });
    for (const bad of ['0', '-2', 'abc', '1.5', '99999999', '']) expect(parsePage(bad)).toBe(1);
    expect(parseBlogListArgs(new URLSearchParams(`search=${'x'.repeat(300)}`)).search).toHaveLength(100);
  });

  it('writes the shortest address for the same list', () => {
    expect(blogListHref({ page: 1, search: '' })).toBe('/blog');
    expect(blogListHref({ page: 2, search: '' })).toBe('/blog?page=2');
    expect(blogListHref({ page: 1, search: 'حديقة & ري' })).toBe('/blog?search=%D8%AD%D8%AF%D9%8A%D9%82%D8%A9+%26+%D8%B1%D9%8A');
  });

  it('accepts only slugs the provider can have', () => {
    expect(isValidSlug('garden-care')).toBe(true);
    expect(isValidSlug('../etc')).toBe(false);
    expect(isValidSlug(undefined)).toBe(false);
  });
});

describe("a post in the reader's language", () => {
  const post: BlogPostPublic = {
    id: 1,
    slug: 'garden',
    publishedAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    cover: null,
    languages: ['en'],
    relatedServices: [],
    translations: { en: { title: 'Garden', summary: 's', html: '<p>x</p>', readingMinutes: 1 } },
  };

  it("shows the reader's version, or names the languages it exists in", () => {
    expect(postView(post, 'en')).toEqual({ kind: 'version', version: post.translations.en });
    expect(postView(post, 'ar')).toEqual({ kind: 'other-language', available: ['en'] });
  });

  it('sends uploaded pictures through the /api proxy and leaves everything else', () => {
    expect(bodyHtmlForSite('<p><img alt="a" src="/files/x.png" /></p><a href="/files/y">y</a>')).toBe(
      '<p><img alt="a" src="/api/files/x.png" /></p><a href="/files/y">y</a>',
    );
  });
});
