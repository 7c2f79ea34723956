/**
 * The Arabic definite article "ال" (also written "أل"), and the Latin transliterations "Al-"/"El-":
 * part of a family name, never its initial. "نورة الشمري" is "نش", not "نا".
 */
const ARABIC_ARTICLE = /^[اأ]ل(?=\p{L}{2})/u;
const LATIN_ARTICLE = /^(?:al|el)-(?=\p{L})/iu;
const STANDALONE_ARTICLES = new Set(['ال', 'أل', 'al', 'el']);

/** A word's first letter, after the article and anything that is not a letter (quotes, dots). */
function initialOf(word: string): string {
  const bare = word.replace(ARABIC_ARTICLE, '').replace(LATIN_ARTICLE, '');
  const letter = Array.from(bare).find((char) => /\p{L}/u.test(char));
  return letter ? letter.toLocaleUpperCase() : '';
}

/**
 * Up to two initials of a person's name, from the first and the last word (Arabic and English
 * names alike), the article skipped: "Sara Ahmed" → "SA", "نورة الشمري" → "نش", "خالد" → "خ".
 * '' when the name has no letter.
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word && !STANDALONE_ARTICLES.has(word.toLocaleLowerCase()));
  if (words.length === 0) return '';
  const first = initialOf(words[0]!);
  const last = words.length > 1 ? initialOf(words.at(-1)!) : '';
  return `${first}${last}`;
}
