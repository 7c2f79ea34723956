import { access } from 'node:fs/promises';
import path from 'node:path';
import { notFound } from '../http/http-error';
import { defineRoutes } from '../http/route';
import { findCoverFile } from '../blog/blog.repository';
import { isImage, STORED_NAME_PATTERN } from './uploads';

/** RFC 6266 filename parameters: an ASCII fallback plus the UTF-8 name. */
function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const fileRoutes = defineRoutes([
  {
    method: 'get',
    path: '/files/:storedName',
    access: 'public',
    tag: 'Files',
    summary: 'An uploaded service file or blog cover image',
    description: 'Images are shown inline; every other type is sent as an attachment. Always with X-Content-Type-Options: nosniff.',
    returns: 'file',
    async handle(ctx) {
      const storedName = String(ctx.req.params.storedName ?? '');
      if (!STORED_NAME_PATTERN.test(storedName)) throw notFound('fileNotFound');
      // A service's file, or a blog post's cover image.
      const row =
        (await ctx.app.db.selectFrom('service_files').select(['file_name', 'content_type']).where('stored_name', '=', storedName).executeTakeFirst()) ??
        (await findCoverFile(ctx.app.db, storedName));
      const fullPath = path.join(ctx.app.config.uploadDir, storedName);
      if (!row || !(await access(fullPath).then(() => true, () => false))) throw notFound('fileNotFound');
      const { res } = ctx;
      res.setHeader('Content-Type', row.content_type);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
      res.setHeader('Content-Disposition', contentDisposition(isImage(row.content_type) ? 'inline' : 'attachment', row.file_name));
      // Stored names are random and never reused, so the content never changes.
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      await new Promise<void>((resolve, reject) => {
        res.sendFile(storedName, { root: ctx.app.config.uploadDir, dotfiles: 'deny', lastModified: false }, (error) =>
          error ? reject(error) : resolve(),
        );
      });
    },
  },
]);
