import type { Request } from 'express';
import { showsHijri } from '../../shared/format/format';
import { requestHijri, requestWriting, withPageWriting, writingKey } from './page-numerals';

const request = (cookies: Record<string, string> = {}, user?: { hijri?: boolean | null; numerals?: 'arab' | 'latn' | null }) =>
  ({ cookies, session: user ? { user: { id: 1, fullName: '', email: '', roles: [], client: null, ...user } } : undefined }) as unknown as Request;

describe('the Hijri dates of a page', () => {
  it('are on for Arabic pages and off for English ones until chosen', () => {
    expect(requestHijri(request(), 'ar')).toBe(true);
    expect(requestHijri(request(), 'en')).toBe(false);
  });

  it("follow the account's choice, and this browser's cookie before it", () => {
    expect(requestHijri(request({}, { hijri: false }), 'ar')).toBe(false);
    expect(requestHijri(request({}, { hijri: true }), 'en')).toBe(true);
    expect(requestHijri(request({ hijri: 'on' }, { hijri: false }), 'ar')).toBe(true);
    expect(requestHijri(request({ hijri: 'off' }), 'ar')).toBe(false);
    // A cookie that is no choice is ignored.
    expect(requestHijri(request({ hijri: 'maybe' }), 'ar')).toBe(true);
  });

  it('are read by every formatter of the render, one request apart from another', () => {
    const off = requestWriting(request({ hijri: 'off' }), 'ar');
    expect(withPageWriting(off, () => showsHijri('ar'))).toBe(false);
    expect(withPageWriting(requestWriting(request(), 'ar'), () => showsHijri('ar'))).toBe(true);
  });

  it('key cached visitor pages apart only when they differ from the default', () => {
    expect(writingKey('ar', { numerals: 'arab', hijri: true })).toBe('ar-arab');
    expect(writingKey('ar', { numerals: 'arab', hijri: false })).toBe('ar-arab-nohijri');
    expect(writingKey('en', { numerals: 'latn', hijri: false })).toBe('en-latn');
    expect(writingKey('en', { numerals: 'latn', hijri: true })).toBe('en-latn-hijri');
  });
});
