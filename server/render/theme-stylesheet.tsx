import { CacheProvider } from '@emotion/react';
import type { RequestHandler } from 'express';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { renderToString } from 'react-dom/server';
import { directionOf } from '../../client/i18n/create-i18n';
import { AppThemeProvider } from '../../client/theme/app-theme-provider';
import { documentStyles } from '../../client/theme/document-styles';
import { createEmotionCache } from '../../client/theme/emotion-cache';
import { RTL_STYLIS_PLUGINS } from '../../client/theme/rtl-plugins';
import { LANGUAGES, type Language } from '../../shared/constants';
import { ASSETS_URL_PREFIX } from './asset-manifest';

const PATH_PREFIX = 'theme/';

export interface ThemeStylesheet {
  /** Where the page links it: content-hashed, so it is cached for good. */
  url: string;
  css: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

/**
 * The styles every page of a language has, whatever it shows: MUI's baseline and the theme's CSS
 * variables of both colour schemes (client/theme/document-styles.tsx), about 22 KB raw. They were a
 * <style> in every page's HTML (3.7 KB gzip of the home page's); as a stylesheet they are
 * downloaded once and cached for every page after. Made by the same render the pages had them
 * from, once per language and process.
 */
function makeStylesheet(language: Language): ThemeStylesheet {
  const direction = directionOf(language);
  const cache = createEmotionCache(direction, undefined, direction === 'rtl' ? RTL_STYLIS_PLUGINS : undefined);
  const order: string[] = [];
  cache.compat = true;
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (cache.inserted[serialized.name] === undefined) order.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  renderToString(
    <CacheProvider value={cache}>
      <AppThemeProvider language={language} documentStyles={documentStyles(language)}>
        {null}
      </AppThemeProvider>
    </CacheProvider>,
  );
  const text = order
    .map((name) => cache.inserted[name])
    .filter((rules): rules is string => typeof rules === 'string')
    .join('');
  const css = Buffer.from(text, 'utf8');
  const hash = crypto.createHash('sha256').update(css).digest('base64url').slice(0, 10);
  return {
    url: `${ASSETS_URL_PREFIX}${PATH_PREFIX}${language}-${hash}.css`,
    css,
    gzip: zlib.gzipSync(css, { level: 9 }),
    brotli: zlib.brotliCompressSync(css, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

const stylesheets = new Map<Language, ThemeStylesheet>();

export function themeStylesheet(language: Language): ThemeStylesheet {
  let sheet = stylesheets.get(language);
  if (!sheet) {
    sheet = makeStylesheet(language);
    stylesheets.set(language, sheet);
  }
  return sheet;
}

/** Serves the theme stylesheets under the assets prefix (mounted there), compressed as the browser accepts. */
export function themeStylesheetRoute(): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith(`/${PATH_PREFIX}`)) return next();
    const sheet = LANGUAGES.map(themeStylesheet).find((candidate) => candidate.url === `${ASSETS_URL_PREFIX}${req.path.slice(1)}`);
    if (!sheet) return next();
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    const body = encoding === 'br' ? sheet.brotli : encoding === 'gzip' ? sheet.gzip : sheet.css;
    res.setHeader('Content-Type', 'text/css; charset=utf-8');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
