import type { RequestHandler } from 'express';
import fs from 'node:fs';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/**
 * Serves the build's `.br` / `.gz` twin of an asset when the browser accepts it, so hashed assets
 * are compressed once at build time (zopfli, brotli 11) rather than on every request.
 */
export function precompressedAssets(root: string): RequestHandler {
  const resolvedRoot = path.resolve(root);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = TYPES[path.extname(req.path)];
    if (!type) return next();
    const file = path.resolve(resolvedRoot, `.${decodeURIComponent(req.path)}`);
    if (!file.startsWith(resolvedRoot + path.sep)) return next();
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    if (!encoding) return next();
    const variant = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    fs.stat(variant, (error, stats) => {
      if (error || !stats.isFile()) return next();
      res.setHeader('Content-Type', type);
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', stats.size);
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      if (req.method === 'HEAD') return res.end();
      fs.createReadStream(variant).on('error', next).pipe(res);
    });
  };
}
