import type { Language } from '../constants';

/**
 * Words per minute of an adult reading on a screen: about 230 in English; Arabic is read more slowly
 * in words (its words carry attached articles and pronouns), about 180.
 */
export const READING_WORDS_PER_MINUTE: Record<Language, number> = { en: 230, ar: 180 };

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes, rounded up (a 300-word text takes a little more than a minute), at least 1. */
export function readingMinutes(text: string, language: Language): number {
  return Math.max(1, Math.ceil(countWords(text) / READING_WORDS_PER_MINUTE[language]));
}
