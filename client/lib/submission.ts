import { useState } from 'react';

/** What a creating mutation takes: the body, and the key of this submission (see useSubmissionKey). */
export interface Submission<T> {
  body: T;
  idempotencyKey: string;
}

/** FNV-1a over the UTF-16 units: a short, stable fingerprint of a body (not a security measure). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export interface SubmissionKeys {
  /** The body with the key of this submission: the same body gets the same key until `renew`. */
  submit<T>(body: T): Submission<T>;
  /** After a success: the next submission is a new one, even with the same text. */
  renew(): void;
}

/**
 * The Idempotency-Key of a form's submissions. Sending the same body again (a retry after a timeout
 * or a lost connection, a second click) carries the same key, so the server creates once and
 * answers the repeat with the first answer; a changed body is a new submission with a new key, and
 * after a success the form starts afresh, so the same text sent again is a new message.
 */
export function submissionKeys(randomId: () => string = () => crypto.randomUUID()): SubmissionKeys {
  let base: string | null = null;
  return {
    submit(body) {
      base ??= randomId();
      return { body, idempotencyKey: `${base}.${fingerprint(JSON.stringify(body))}` };
    },
    renew() {
      base = null;
    },
  };
}

/** One SubmissionKeys per mounted form. */
export function useSubmissionKey(): SubmissionKeys {
  return useState(() => submissionKeys())[0];
}
