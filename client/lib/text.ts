/**
 * Cuts a text to `max` characters and adds an ellipsis when it was longer (spec 2.3, 2.8). Counts
 * code points, not UTF-16 units, so an emoji or a rare character is never split in half; trailing
 * spaces before the ellipsis are dropped.
 */
export function truncate(text: string | null | undefined, max: number): string {
  const value = (text ?? '').trim();
  const characters = Array.from(value);
  if (characters.length <= max) return value;
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}

export function isBlank(text: string | null | undefined): boolean {
  return !text || text.trim() === '';
}

/** The Arabic text when the page is Arabic and it exists, else the English one (spec 2.3). */
export function localized(language: string, english: string | null | undefined, arabic: string | null | undefined): string {
  return language === 'ar' && !isBlank(arabic) ? (arabic ?? '') : (english ?? '');
}
