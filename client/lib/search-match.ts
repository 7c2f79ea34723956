/**
 * Client-side search of the lists the dashboard holds whole (services, partners) and of the global
 * search's candidates: a case-insensitive substring match that also ignores Arabic diacritics and
 * tatweel and the hamza forms of alif, so 'احمد' finds 'أحمد'.
 */

const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;

export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .replace(ARABIC_MARKS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .toLocaleLowerCase('en-US')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when the (trimmed) term is empty or appears in any of the fields. */
export function matchesSearch(term: string, fields: readonly (string | null | undefined)[]): boolean {
  const needle = normalizeForSearch(term);
  if (!needle) return true;
  return fields.some((field) => !!field && normalizeForSearch(field).includes(needle));
}
