import { AsyncLocalStorage } from 'node:async_hooks';
import type { Request } from 'express';
import type { Language } from '../../shared/constants';
import { setHijriSource, setNumeralsSource } from '../../shared/format/format';
import { HIJRI_COOKIE, pageHijri, toHijriChoice } from '../../shared/format/hijri-choice';
import { NUMERALS_COOKIE, pageNumerals, toNumerals, type Numerals } from '../../shared/format/numerals';

/** How the dates and numbers of one page are written: its digits, and whether Hijri dates stand beside Gregorian ones. */
export interface PageWriting {
  numerals: Numerals;
  hijri: boolean;
}

/**
 * The digits (and Hijri choice) of the page being rendered. Pages of different readers render at the
 * same time in one process, so the choice is kept per request (AsyncLocalStorage) and every formatter
 * of the render (shared/format) reads it there; the browser then keeps the same for the life of the page.
 */
const scope = new AsyncLocalStorage<PageWriting>();
setNumeralsSource((language) => pageNumerals(language, scope.getStore()?.numerals));
setHijriSource((language) => scope.getStore()?.hijri ?? pageHijri(language));

/** This browser's choice (cookie), else the one kept on the signed-in reader's account, else the default. */
export function requestNumerals(req: Request, language: Language): Numerals {
  return pageNumerals(language, toNumerals(req.cookies?.[NUMERALS_COOKIE]) ?? req.session?.user?.numerals);
}

/** Hijri dates: this browser's choice (cookie), else the account's, else on for Arabic pages. */
export function requestHijri(req: Request, language: Language): boolean {
  return pageHijri(language, toHijriChoice(req.cookies?.[HIJRI_COOKIE]) ?? req.session?.user?.hijri);
}

export function requestWriting(req: Request, language: Language): PageWriting {
  return { numerals: requestNumerals(req, language), hijri: requestHijri(req, language) };
}

/** The part of a cached page's key that its writing decides ("ar-arab", "ar-latn-nohijri", "en-latn-hijri"). */
export function writingKey(language: Language, writing: PageWriting): string {
  const hijriPart = writing.hijri === pageHijri(language) ? '' : writing.hijri ? '-hijri' : '-nohijri';
  return `${language}-${writing.numerals}${hijriPart}`;
}

export function withPageWriting<T>(writing: PageWriting, render: () => T): T {
  return scope.run(writing, render);
}
