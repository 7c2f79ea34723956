import type { Request, Response } from 'express';
import i18next from 'i18next';
import { LanguageDetector } from 'i18next-http-middleware';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from '../../shared/constants';

/**
 * Language detection of i18next-http-middleware: the visitor's persisted choice (cookie) first,
 * then Accept-Language, then English.
 */
const DETECTION_ORDER = ['cookie', 'header'];
const detectorOptions = { order: DETECTION_ORDER, lookupCookie: LANGUAGE_COOKIE, caches: false };
const detector = new LanguageDetector();

const services = i18next.createInstance();
void services.init({ supportedLngs: [...LANGUAGES], fallbackLng: DEFAULT_LANGUAGE, load: 'languageOnly', initAsync: false });
detector.init(services.services, detectorOptions, { fallbackLng: DEFAULT_LANGUAGE });

export function detectLanguage(req: Request, res: Response): Language {
  // The typings say void; at run time detect() returns the best supported match.
  const detected: unknown = (detector.detect as (...args: unknown[]) => unknown)(req, res, DETECTION_ORDER);
  const candidates = Array.isArray(detected) ? detected : [detected];
  for (const candidate of candidates) {
    const base = typeof candidate === 'string' ? candidate.toLowerCase().split(/[-_]/)[0] : undefined;
    if (base && (LANGUAGES as readonly string[]).includes(base)) return base as Language;
  }
  return DEFAULT_LANGUAGE;
}
