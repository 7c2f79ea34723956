import type { Middleware } from 'stylis';

/**
 * The properties that still need a -webkit- copy in the browsers the build targets (Chrome 110,
 * Firefox 115, Safari 16): Safari's backdrop-filter (before 18) and user-select, Chrome's masks and
 * print-color-adjust (before 120 and 136), Safari's text-size-adjust, hyphens, box-decoration-break.
 */
const NEEDS_WEBKIT =
  /^(backdrop-filter|user-select|text-size-adjust|hyphens|box-decoration-break|print-color-adjust|mask(-image|-size|-position|-repeat|-clip|-origin)?):/;
const BACKGROUND_CLIP_TEXT = /^background-clip:\s*text\s*(!important)?;?$/;

/**
 * In place of stylis' prefixer, which writes the prefixes of browsers a decade old (-ms-flexbox,
 * -webkit-box, three copies of every ::placeholder rule): a fifth of the CSS the server inlines in
 * every page, and of what the browser parses, for no browser the site supports.
 */
export const modernPrefixer: Middleware = (element) => {
  if (element.type !== 'decl' || element.return) return;
  const declaration = element.value;
  if (NEEDS_WEBKIT.test(declaration) || BACKGROUND_CLIP_TEXT.test(declaration)) element.return = `-webkit-${declaration}${declaration}`;
};

/** The stylis plugins of left-to-right pages: one array for the process (see createEmotionCache). */
export const LTR_STYLIS_PLUGINS: Middleware[] = [modernPrefixer];
