import type { Express } from 'express';
import request from 'supertest';
import type { Language } from '../../shared/constants';
import { startFakeProvider, type FakeProvider } from './fake-provider';
import { createTestApp } from './test-app';

/** What a reader sees: the HTML without scripts, styles and tags, entities decoded. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ');
}

/** The document's <head>, where titles, meta tags and alternates live. */
export function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

/** The document from <body> on. */
export function bodyOf(html: string): string {
  return html.slice(html.indexOf('<body'));
}

export interface RenderedPage {
  status: number;
  html: string;
  /** The visible text of the body. */
  text: string;
  head: string;
  headers: Record<string, string>;
}

/**
 * A web app in front of the fake provider, set up and torn down around the calling test file, and a
 * `page()` that GETs a path in a language and reads it as a visitor would.
 */
export function renderedPages(site: string) {
  let provider: FakeProvider;
  let app: Express;
  beforeAll(async () => {
    provider = await startFakeProvider();
    app = createTestApp({ PUBLIC_SITE_URL: site }, { providerUrl: () => provider.url });
  });
  afterAll(() => provider.close());
  afterEach(() => {
    provider.failWith(null);
    provider.emptyLists(false);
  });
  return {
    provider: () => provider,
    app: () => app,
    async page(path: string, language: Language = 'en'): Promise<RenderedPage> {
      const res = await request(app).get(path).set('Accept-Language', language);
      return {
        status: res.status,
        html: res.text,
        text: visibleText(bodyOf(res.text)),
        head: headOf(res.text),
        headers: res.headers as Record<string, string>,
      };
    },
  };
}
