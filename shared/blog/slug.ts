/** A post's address part: lowercase Latin letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;

/**
 * The slug suggested for a title: accents dropped, anything else than letters and digits becomes a
 * hyphen, cut at a word boundary. Arabic letters have no Latin spelling here, so an Arabic-only
 * title gives '' and the author writes the slug.
 */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX) break;
    slug = next;
  }
  return slug || (words[0] ?? '').slice(0, SLUG_MAX);
}
