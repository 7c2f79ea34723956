import type { Request, Response } from 'express';
import { detectLanguage } from '../render/language';

/**
 * Headers every call to the provider carries: the page's language (the language cookie wins over
 * the browser's Accept-Language, so the provider's messages match the page) and the request id,
 * so one user action can be followed through both programs' logs.
 */
export function providerHeaders(req: Request, res: Response): Record<string, string> {
  return { 'Accept-Language': detectLanguage(req, res), 'X-Request-Id': String(req.id ?? '') };
}

export function bearer(token: string): string {
  return `Bearer ${token}`;
}
