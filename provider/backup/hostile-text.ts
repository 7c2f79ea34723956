/**
 * Text that has broken backups: every character some reader takes for a line or paragraph end,
 * the control characters a PostgreSQL text can hold (all but NUL), the bidirectional marks and
 * isolates of Arabic text, emoji (astral, joined), and Arabic. Shared by the backup's fuzz tests.
 */
const LINE_ENDS = ['\n', '\u000b', '\u000c', '\r', '\r\n', '\u0085', '\u2028', '\u2029'];
const CONTROLS = Array.from({ length: 31 }, (_, i) => String.fromCharCode(i + 1)).concat(['\u007f', '\u0080', '\u009f']);
const BIDI = ['\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u061c'];
const EMOJI = ['😀', '👩🏽‍🔧', '🇸🇦', '❤️', '\ud83e\udd1d'];
const ARABIC = ['مرحبا', 'الرياض', 'حجز رقم ٤٢', 'ـ', 'ﷺ'];
const PLAIN = ['a', ' ', '"', '\\', '\\u2028', '{', '}', ',', ':', '/', "'"];

/** Every hostile piece, each on its own. */
export const HOSTILE_PIECES: readonly string[] = [...LINE_ENDS, ...CONTROLS, ...BIDI, ...EMOJI, ...ARABIC, ...PLAIN];

/** One string holding every piece, the way one contact message did. */
export const ALL_HOSTILE = HOSTILE_PIECES.join('');
