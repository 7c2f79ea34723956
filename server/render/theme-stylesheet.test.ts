import request from 'supertest';
import { createTestApp } from '../test/test-app';

describe("the theme's stylesheet", () => {
  const app = createTestApp();

  it('carries the baseline and both colour schemes, linked by every page instead of inlined in it', async () => {
    for (const language of ['en', 'ar']) {
      const page = await request(app).get('/').set('Accept-Language', language);
      expect(page.status).toBe(200);
      const href = new RegExp(`<link rel="stylesheet" href="(/assets/theme/${language}-[\\w-]+\\.css)">`).exec(page.text)?.[1];
      expect(href).toBeDefined();
      // The page's own <style> no longer holds the theme's variables.
      expect(page.text).not.toContain('--mui-palette-primary-main:');

      const sheet = await request(app).get(href!).set('Accept-Encoding', 'gzip');
      expect(sheet.status).toBe(200);
      expect(sheet.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(sheet.headers['content-encoding']).toBe('gzip');
      expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(sheet.text).toContain('[data-color-scheme="dark"]{');
      expect(sheet.text).toContain('--mui-palette-primary-main:');
      expect(sheet.text).toMatch(/body\{margin:0;/);
    }
  });

  it('answers only for the stylesheets it made', async () => {
    expect((await request(app).get('/assets/theme/en-notthehash.css')).status).toBe(404);
  });
});
