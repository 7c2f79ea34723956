import type { TFunction } from 'i18next';
import { isApiError, type ApiError } from './api';

/**
 * The texts one action (load the services, register, delete a message…) falls back on when the
 * server explained nothing itself: spec section 8 names a default per action, and for some actions
 * a text per status. Values are i18n keys, read with the caller's `t`.
 */
export interface ErrorTexts {
  /** The action's default ('An error occurred while deleting the service'). */
  fallback: string;
  /** A text per status, for an answer that came without a message of its own. */
  byStatus?: Partial<Record<number, string>>;
  /** Any other status, with `{{status}}` ('Server error ({{status}})'). */
  otherStatus?: string;
  /**
   * When given, every field error follows the first line as 'label: messages' (spec 8, services:
   * the toast lists them). Keys of the labels by field name; an unknown field shows its own name.
   */
  fieldLabels?: Record<string, string>;
}

const NETWORK_TEXT = 'common:apiErrors.cannotConnect';

/** The answer's own text, not one made up from the HTTP status (which is English, whatever the page). */
function ownMessage(error: ApiError): string | undefined {
  return error.serverMessage && error.message.trim() !== '' ? error.message : undefined;
}

function firstFieldMessage(error: ApiError): string | undefined {
  for (const messages of Object.values(error.errors ?? {})) {
    const first = messages.find((message) => message.trim() !== '');
    if (first) return first;
  }
  return undefined;
}

/** 'Details[3]' and 'Title' are the form's 'details' and 'title'. */
const baseField = (field: string) => field.replace(/\[\d+\]$/, '').replace(/^./, (c) => c.toLowerCase());

function fieldLines(error: ApiError, labels: Record<string, string>, t: TFunction): string[] {
  return Object.entries(error.errors ?? {}).map(([field, messages]) => {
    const key = labels[field] ?? labels[baseField(field)];
    return `${key ? t(key) : field}: ${messages.join(', ')}`;
  });
}

function statusText(error: ApiError, texts: ErrorTexts, t: TFunction): string | undefined {
  if (typeof error.status !== 'number') return undefined;
  const key = texts.byStatus?.[error.status];
  if (key) return t(key);
  return texts.otherStatus ? t(texts.otherStatus, { status: error.status }) : undefined;
}

/**
 * The one text of a failed call, on every screen. In order:
 * 1. nothing answered: the connection text;
 * 2. the server's own message (the web server and the provider answer in the page's language);
 * 3. else the server's first field error (spec 8, registration) unless the field errors are listed;
 * 4. else the action's text for the status, when spec 8 names one;
 * 5. else the action's default.
 * Field errors also go under the form's fields (`serverFieldErrors`); only an action that asks for
 * it (`fieldLabels`) lists them after the first line too.
 */
export function apiErrorText(error: unknown, t: TFunction, texts: string | ErrorTexts): string {
  const action: ErrorTexts = typeof texts === 'string' ? { fallback: texts } : texts;
  if (!isApiError(error)) return t(action.fallback);
  if (error.status === 'FETCH_ERROR') return t(NETWORK_TEXT);
  const lines = action.fieldLabels ? fieldLines(error, action.fieldLabels, t) : [];
  const headline = ownMessage(error) ?? (lines.length > 0 ? undefined : firstFieldMessage(error)) ?? statusText(error, action, t) ?? t(action.fallback);
  return [headline, ...lines].join('\n');
}

/** The server's success message (in the page's language), else the action's default. */
export function serverSuccessText(message: string | undefined, t: TFunction, fallbackKey: string): string {
  return message && message.trim() !== '' ? message : t(fallbackKey);
}

/** The session ran out: the session-expired toast says so, so the screen adds no toast of its own. */
export function isSessionExpiry(error: unknown): boolean {
  return isApiError(error) && error.code === 'SESSION_EXPIRED';
}
