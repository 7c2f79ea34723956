import { AsyncLocalStorage } from 'node:async_hooks';
import type { Request } from 'express';
import type { Language } from '../../shared/constants';
import { setNumeralsSource } from '../../shared/format/format';
import { NUMERALS_COOKIE, pageNumerals, toNumerals, type Numerals } from '../../shared/format/numerals';

/**
 * The digits of the page being rendered. Pages of different readers render at the same time in one
 * process, so the choice is kept per request (AsyncLocalStorage) and every formatter of the render
 * (shared/format) reads it there; the browser then keeps the same for the life of the page.
 */
const scope = new AsyncLocalStorage<Numerals>();
setNumeralsSource((language) => pageNumerals(language, scope.getStore()));

/** This browser's choice (cookie), else the one kept on the signed-in reader's account, else the default. */
export function requestNumerals(req: Request, language: Language): Numerals {
  return pageNumerals(language, toNumerals(req.cookies?.[NUMERALS_COOKIE]) ?? req.session?.user?.numerals);
}

export function withPageNumerals<T>(numerals: Numerals, render: () => T): T {
  return scope.run(numerals, render);
}
