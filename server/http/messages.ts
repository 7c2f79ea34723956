import type { Request, Response } from 'express';
import type { Language } from '../../shared/constants';
import { resources } from '../../shared/i18n';
import { detectLanguage } from '../render/language';

export type ApiMessageKey = keyof (typeof resources)['en']['common']['apiErrors'];

/** A web-server message in a given language (texts in shared/i18n, namespace common, `apiErrors`). */
export function apiMessageIn(language: Language, key: ApiMessageKey): string {
  return resources[language].common.apiErrors[key];
}

/**
 * The web server's own answers speak the page's language: the language cookie first, then
 * Accept-Language, exactly as the page itself was rendered.
 */
export function apiMessage(req: Request, res: Response, key: ApiMessageKey): string {
  return apiMessageIn(detectLanguage(req, res), key);
}
