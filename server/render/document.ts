import { colorSchemeBootScript, COLOR_SCHEME_ATTRIBUTE } from '../../client/theme/color-scheme';
import { BOOT_STATE_ELEMENT_ID } from '../../client/boot-state';
import type { ThemePreference } from '../../shared/constants';
import { appLoaderScript, type AppCode } from './app-loader';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface DocumentHeadOptions {
  language: string;
  direction: 'ltr' | 'rtl';
  theme: ThemePreference;
  title: string;
  description: string;
  nonce: string;
  stylesheets: string[];
  /** Font files the first paint needs (font-display: optional fonts are used only if they are there in time). */
  fontPreloads?: string[];
  /** The page's style elements (server/render/critical-css.ts), after the stylesheets. */
  criticalCss?: string;
  extraHead?: string;
}

/**
 * Everything up to the React root: language and direction on <html>, the chosen theme as an
 * attribute (or a nonce'd one-line script that applies the system preference before first paint).
 */
export function documentHead(o: DocumentHeadOptions): string {
  const themeAttribute = o.theme === 'system' ? '' : ` ${COLOR_SCHEME_ATTRIBUTE}="${o.theme}"`;
  const colorSchemeMeta = o.theme === 'system' ? 'light dark' : o.theme;
  return [
    `<!DOCTYPE html><html lang="${escapeHtml(o.language)}" dir="${o.direction}"${themeAttribute}>`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="color-scheme" content="${colorSchemeMeta}">`,
    `<title>${escapeHtml(o.title)}</title>`,
    `<meta name="description" content="${escapeHtml(o.description)}">`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    o.theme === 'system' ? `<script nonce="${o.nonce}">${colorSchemeBootScript()}</script>` : '',
    ...(o.fontPreloads ?? []).map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`),
    ...o.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    o.criticalCss ?? '',
    o.extraHead ?? '',
    '</head>',
    '<body><div id="root">',
  ].join('');
}

/**
 * After the React root: the boot state as inert JSON (escaped), then the nonce'd loader that
 * fetches the page's code once the page has loaded (server/render/app-loader.ts).
 */
export function documentTail(o: { nonce: string; serializedState: string; code: AppCode }): string {
  return [
    '</div>',
    `<script type="application/json" id="${BOOT_STATE_ELEMENT_ID}">${o.serializedState}</script>`,
    `<script nonce="${o.nonce}">${appLoaderScript(o.code)}</script>`,
    '</body></html>',
  ].join('');
}
