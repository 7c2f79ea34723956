import { notFound } from '../http/http-error';
import { defineRoutes } from '../http/route';
import { findCoverFile } from '../blog/blog.repository';
import { sendStoredFile } from './send-stored-file';
import { STORED_NAME_PATTERN } from './uploads';

export const fileRoutes = defineRoutes([
  {
    method: 'get',
    path: '/files/:storedName',
    access: 'public',
    tag: 'Files',
    summary: 'An uploaded service file or blog cover image',
    description:
      'Images are shown inline; every other type is sent as an attachment. Always with X-Content-Type-Options: nosniff. One byte range (Range: bytes=a-b) is answered with 206.',
    returns: 'file',
    errors: { 416: 'The Range starts past the end of the file' },
    async handle(ctx) {
      const storedName = String(ctx.req.params.storedName ?? '');
      if (!STORED_NAME_PATTERN.test(storedName)) throw notFound('fileNotFound');
      // A service's file, or a blog post's cover image.
      const row =
        (await ctx.app.db.selectFrom('service_files').select(['file_name', 'content_type']).where('stored_name', '=', storedName).executeTakeFirst()) ??
        (await findCoverFile(ctx.app.db, storedName));
      await sendStoredFile(ctx, storedName, row);
    },
  },
]);
