import { byId } from '../audit/audit-rule';
import { LANGUAGES } from '../../shared/constants';
import { blogPostSchema, postPreviewSchema, publishPostSchema } from '../../shared/validation/blog-post';
import { checkUploads, discardIncoming, incomingFiles, isImage, multipartUploads, removeStoredFiles, type StoredUpload } from '../files/uploads';
import type { RouteContext } from '../http/context';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { listQueryOf } from '../http/list-query';
import { enumParam } from '../http/query-params';
import { bodyOf, defineRoutes, parseId, requireUser, type RouteDef } from '../http/route';
import { isUniqueViolation } from '../db/db-errors';
import { readPostInput, slugTakenError } from './blog-input';
import { createPost, deletePost, findPostAdmin, listAdminPosts, publishPost, setCover, unpublishPost, updatePost } from './blog.repository';
import { renderPostBody } from './markdown';

const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;

const ADMIN_POST_PARAMS = {
  status: enumParam('status', {
    description: 'Only posts in this state (scheduled: published with a date still ahead).',
    values: POST_STATUSES,
    message: 'validation:statusInvalid',
  }),
  language: enumParam('language', { description: 'Only posts written in this language.', values: LANGUAGES, message: 'validation:languageInvalid' }),
} as const;

async function adminPost(ctx: RouteContext, id: number) {
  const post = await findPostAdmin(ctx.app.db, id);
  if (!post) throw notFound('postNotFound');
  return post;
}

const coverOnly = () => new HttpError(400, 'UNSUPPORTED_FILE_TYPE', 'coverImageOnly', { files: ['validation:coverImageOnly'] });

/** The one uploaded file, checked by content like service files, and then required to be an image. */
async function readCover(ctx: RouteContext): Promise<StoredUpload> {
  const incoming = incomingFiles(ctx.req.files);
  if (incoming.length !== 1) {
    await discardIncoming(incoming);
    throw badRequest({ files: ['validation:oneCoverFile'] });
  }
  let stored: StoredUpload[];
  try {
    stored = await checkUploads(incoming, ctx.app.storage);
  } catch (error) {
    throw error instanceof HttpError && error.code === 'UNSUPPORTED_FILE_TYPE' ? coverOnly() : error;
  }
  const upload = stored[0]!;
  if (!isImage(upload.contentType)) {
    await removeStoredFiles(ctx.app.storage, [upload.storedName]);
    throw coverOnly();
  }
  return upload;
}

/** Writing the blog: admins only. Slug conflicts are 409 with a field error on slug. */
export function blogAdminRoutes(uploadDir: string): RouteDef[] {
  const upload = multipartUploads(uploadDir);
  return defineRoutes([
    {
      method: 'get',
      path: '/Blog/admin/posts',
      access: 'admin',
      tag: 'Blog',
      summary: 'Every post (drafts, scheduled and published), most recently changed first',
      description: 'Search matches the slug, or the title, summary or text of either version.',
      paged: true,
      query: [ADMIN_POST_PARAMS.status, ADMIN_POST_PARAMS.language],
      returns: { schema: 'BlogPostAdminSummary', list: true },
      async handle(ctx) {
        const result = await listAdminPosts(ctx.app.db, {
          ...listQueryOf(ctx),
          status: ADMIN_POST_PARAMS.status.of(ctx),
          language: ADMIN_POST_PARAMS.language.of(ctx),
        });
        return { result };
      },
    },
    {
      method: 'post',
      path: '/Blog/admin/preview',
      audit: 'not-a-change',
      access: 'admin',
      tag: 'Blog',
      summary: 'Render Markdown as readers would see it (the editor preview)',
      body: postPreviewSchema,
      returns: { schema: 'PostPreview' },
      async handle(ctx) {
        const input = bodyOf(ctx, postPreviewSchema);
        const { html, readingMinutes } = renderPostBody(input.body, input.language === 'ar' ? 'ar' : 'en');
        return { result: { html, readingMinutes } };
      },
    },
    {
      method: 'get',
      path: '/Blog/admin/posts/:id',
      access: 'admin',
      tag: 'Blog',
      summary: 'One post with the Markdown of each version, whatever its state',
      returns: { schema: 'BlogPostAdmin' },
      async handle(ctx) {
        return { result: await adminPost(ctx, parseId(ctx.req.params.id)) };
      },
    },
    {
      method: 'post',
      path: '/Blog/admin/posts',
      audit: { action: 'post.create', entity: 'post', read: byId(findPostAdmin) },
      errors: { 409: 'The slug is taken by another post (CONFLICT)' },
      access: 'admin',
      tag: 'Blog',
      summary: 'Write a post (saved as a draft)',
      description:
        'At least one of en and ar. The slug is shared by both versions; left out, it is made from the English title (an Arabic-only post needs one). A summary left empty is cut from the text.',
      body: blogPostSchema,
      returns: { schema: 'BlogPostAdmin' },
      successStatus: 201,
      async handle(ctx) {
        const input = await readPostInput(ctx.app.db, bodyOf(ctx, blogPostSchema));
        let id: number;
        try {
          id = await createPost(ctx.app.db, input, requireUser(ctx).id);
        } catch (error) {
          if (isUniqueViolation(error)) throw slugTakenError();
          throw error;
        }
        return { status: 201, result: await adminPost(ctx, id), message: 'postCreated' };
      },
    },
    {
      method: 'put',
      path: '/Blog/admin/posts/:id',
      audit: { action: 'post.update', entity: 'post', read: byId(findPostAdmin) },
      errors: { 409: 'The slug is taken by another post (CONFLICT)' },
      access: 'admin',
      tag: 'Blog',
      summary: "Replace a post's slug, versions and related services",
      description: 'The whole post is sent; a null version removes that language. The state, publish date and cover stay as they are.',
      body: blogPostSchema,
      returns: { schema: 'BlogPostAdmin' },
      async handle(ctx) {
        const id = parseId(ctx.req.params.id);
        await adminPost(ctx, id);
        const input = await readPostInput(ctx.app.db, bodyOf(ctx, blogPostSchema), id);
        try {
          if (!(await updatePost(ctx.app.db, id, input, requireUser(ctx).id))) throw notFound('postNotFound');
        } catch (error) {
          if (isUniqueViolation(error)) throw slugTakenError();
          throw error;
        }
        return { result: await adminPost(ctx, id), message: 'postUpdated' };
      },
    },
    {
      method: 'post',
      path: '/Blog/admin/posts/:id/publish',
      audit: { action: 'post.publish', entity: 'post', read: byId(findPostAdmin) },
      access: 'admin',
      tag: 'Blog',
      summary: 'Publish a post, now or at a given date (a date ahead schedules it)',
      body: publishPostSchema,
      returns: { schema: 'BlogPostAdmin' },
      async handle(ctx) {
        const id = parseId(ctx.req.params.id);
        const { publishedAt } = bodyOf(ctx, publishPostSchema);
        const when = publishedAt ?? new Date();
        if (!(await publishPost(ctx.app.db, id, when, requireUser(ctx).id))) throw notFound('postNotFound');
        const post = await adminPost(ctx, id);
        return { result: post, message: post.status === 'scheduled' ? 'postScheduled' : 'postPublished' };
      },
    },
    {
      method: 'post',
      path: '/Blog/admin/posts/:id/unpublish',
      audit: { action: 'post.unpublish', entity: 'post', read: byId(findPostAdmin) },
      access: 'admin',
      tag: 'Blog',
      summary: 'Take a post back to draft (readers no longer see it)',
      returns: { schema: 'BlogPostAdmin' },
      async handle(ctx) {
        const id = parseId(ctx.req.params.id);
        if (!(await unpublishPost(ctx.app.db, id, requireUser(ctx).id))) throw notFound('postNotFound');
        return { result: await adminPost(ctx, id), message: 'postUnpublished' };
      },
    },
    {
      method: 'delete',
      path: '/Blog/admin/posts/:id',
      audit: { action: 'post.delete', entity: 'post', read: byId(findPostAdmin) },
      access: 'admin',
      tag: 'Blog',
      summary: 'Delete a post and its cover image',
      returns: 'none',
      async handle(ctx) {
        const removed = await deletePost(ctx.app.db, parseId(ctx.req.params.id));
        if (!removed) throw notFound('postNotFound');
        if (removed.coverStoredName) await removeStoredFiles(ctx.app.storage, [removed.coverStoredName]);
        return { result: null, message: 'postDeleted' };
      },
    },
    {
      method: 'post',
      path: '/Blog/admin/posts/:id/cover',
      audit: { action: 'post.cover', entity: 'post', read: byId(findPostAdmin) },
      access: 'admin',
      tag: 'Blog',
      summary: 'Set the cover image (multipart, one image in files); replaces any earlier one',
      description: 'Checked by content like service files, and it must be an image (PNG, JPEG, GIF or WebP).',
      multipart: 'cover',
      before: [upload],
      returns: { schema: 'BlogPostAdmin' },
      async handle(ctx) {
        let id: number;
        try {
          id = parseId(ctx.req.params.id);
        } catch (error) {
          await discardIncoming(incomingFiles(ctx.req.files));
          throw error;
        }
        const cover = await readCover(ctx);
        const dropNew = () => removeStoredFiles(ctx.app.storage, [cover.storedName]);
        let outcome: Awaited<ReturnType<typeof setCover>>;
        try {
          outcome = await setCover(ctx.app.db, id, cover, requireUser(ctx).id);
        } catch (error) {
          await dropNew();
          throw error;
        }
        if (!outcome) {
          await dropNew();
          throw notFound('postNotFound');
        }
        if (outcome.previous) await removeStoredFiles(ctx.app.storage, [outcome.previous]);
        return { result: await adminPost(ctx, id), message: 'coverUpdated' };
      },
    },
    {
      method: 'delete',
      path: '/Blog/admin/posts/:id/cover',
      audit: { action: 'post.coverRemove', entity: 'post', read: byId(findPostAdmin) },
      access: 'admin',
      tag: 'Blog',
      summary: 'Remove the cover image',
      returns: { schema: 'BlogPostAdmin' },
      async handle(ctx) {
        const id = parseId(ctx.req.params.id);
        const outcome = await setCover(ctx.app.db, id, null, requireUser(ctx).id);
        if (!outcome) throw notFound('postNotFound');
        if (outcome.previous) await removeStoredFiles(ctx.app.storage, [outcome.previous]);
        return { result: await adminPost(ctx, id), message: 'coverRemoved' };
      },
    },
  ]);
}
