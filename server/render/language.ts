import type { Request, Response } from 'express';
import i18next from 'i18next';
import { LanguageDetector } from 'i18next-http-middleware';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_PARAM, LANGUAGES, PREFERENCE_COOKIE_MAX_AGE_DAYS, type Language } from '../../shared/constants';

/**
 * Language detection of i18next-http-middleware: a language in the URL (`?lang=ar`) first, then
 * the visitor's persisted choice (cookie), then Accept-Language, then English. A language chosen
 * by the URL is persisted like the toggle's choice, so the links of that page keep the language.
 */
const DETECTION_ORDER = ['querystring', 'cookie', 'header'];
const detectorOptions = { order: DETECTION_ORDER, lookupQuerystring: LANGUAGE_PARAM, lookupCookie: LANGUAGE_COOKIE, caches: false };
const detector = new LanguageDetector();

const services = i18next.createInstance();
void services.init({ supportedLngs: [...LANGUAGES], fallbackLng: DEFAULT_LANGUAGE, load: 'languageOnly', initAsync: false });
detector.init(services.services, detectorOptions, { fallbackLng: DEFAULT_LANGUAGE });

function supported(value: unknown): Language | undefined {
  const base = typeof value === 'string' ? value.toLowerCase().split(/[-_]/)[0] : undefined;
  return base && (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : undefined;
}

/**
 * Pages read in Arabic unless their visitor chose otherwise (the URL or the toggle's cookie), whatever
 * the phone's own language: the partners' portal, used by people in the field (issue 27 item 4).
 */
const ARABIC_FIRST = /^\/partner(\/|$)/;

/** The page's language for this request, without side effects. */
export function chooseLanguage(req: Request, res: Response): Language {
  if (ARABIC_FIRST.test(req.path)) return supported(req.query?.[LANGUAGE_PARAM]) ?? supported(req.cookies?.[LANGUAGE_COOKIE]) ?? 'ar';
  // The typings say void; at run time detect() returns the best supported match.
  const detected: unknown = (detector.detect as (...args: unknown[]) => unknown)(req, res, DETECTION_ORDER);
  const candidates = Array.isArray(detected) ? detected : [detected];
  for (const candidate of candidates) {
    const match = supported(candidate);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

/** A language chosen by the URL is kept in the cookie, as the toggle's choice is. */
export function persistLanguage(req: Request, res: Response, language: Language): void {
  const fromUrl = supported(req.query?.[LANGUAGE_PARAM]);
  if (fromUrl && fromUrl === language && req.cookies?.[LANGUAGE_COOKIE] !== fromUrl) {
    res.cookie(LANGUAGE_COOKIE, fromUrl, { maxAge: PREFERENCE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60 * 1000, sameSite: 'lax', path: '/', secure: req.secure });
  }
}

export function detectLanguage(req: Request, res: Response): Language {
  const language = chooseLanguage(req, res);
  persistLanguage(req, res, language);
  return language;
}
