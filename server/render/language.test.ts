import type { Request, Response } from 'express';
import { chooseLanguage } from './language';

const request = (path: string, options: { query?: Record<string, string>; cookie?: string; acceptLanguage?: string } = {}) =>
  ({
    path,
    url: path,
    query: options.query ?? {},
    cookies: options.cookie ? { lang: options.cookie } : {},
    headers: options.acceptLanguage ? { 'accept-language': options.acceptLanguage } : {},
  }) as unknown as Request;
const response = {} as Response;

describe("a page's language", () => {
  it("follows the browser's language on the public pages", () => {
    expect(chooseLanguage(request('/services', { acceptLanguage: 'en-US,en;q=0.9' }), response)).toBe('en');
    expect(chooseLanguage(request('/services', { acceptLanguage: 'ar-SA' }), response)).toBe('ar');
  });

  it("is Arabic on the partners' portal whatever the phone's language, unless the partner chose", () => {
    expect(chooseLanguage(request('/partner', { acceptLanguage: 'en-US,en;q=0.9' }), response)).toBe('ar');
    expect(chooseLanguage(request('/partner/jobs', { acceptLanguage: 'en-US' }), response)).toBe('ar');
    expect(chooseLanguage(request('/partner', { query: { lang: 'en' } }), response)).toBe('en');
    expect(chooseLanguage(request('/partner', { cookie: 'en', acceptLanguage: 'ar' }), response)).toBe('en');
    expect(chooseLanguage(request('/partners', { acceptLanguage: 'en-US' }), response)).toBe('en');
  });
});
