import {
  BOOKING_MESSAGE_FILE_TYPES,
  BOOKING_MESSAGE_MAX_FILES,
  bookingMessageSchema,
  bookingMessagesReadSchema,
} from '../../shared/validation/booking-message';
import type { BookingThread } from '../../shared/types/booking-message';
import { inTransaction } from '../db/transaction';
import { sendStoredFile } from '../files/send-stored-file';
import { checkUploads, discardIncoming, incomingFiles, multipartUploads, removeStoredFiles, STORED_NAME_PATTERN, type StoredUpload } from '../files/uploads';
import type { RouteContext } from '../http/context';
import { badRequest, notFound } from '../http/http-error';
import { bodyOf, defineRoutes, parseId, requireUser, type RouteDef } from '../http/route';
import { validate } from '../http/validate';
import { findAttachment, insertMessage, lastReadIdOf, listThread, markRead, unreadCounts } from './booking-messages.repository';
import { queueMessageMail } from './message-mail';
import { threadReaderOf } from './thread-access';
import { unreadScopeOf } from './unread-scope';

const ACCESS_TEXT =
  "The booking's client, the administrators and the partners assigned to the booking (not declined or withdrawn); anyone else signed in gets 403, an unknown booking 404.";

async function threadOf(ctx: RouteContext, bookingId: number, readerId: number): Promise<BookingThread> {
  const messages = await listThread(ctx.app.db, bookingId, readerId);
  const lastReadId = await lastReadIdOf(ctx.app.db, bookingId, readerId);
  const unread = messages.filter((m) => !m.mine && m.id > lastReadId).length;
  return { bookingId, messages, unread, lastReadId };
}

/** The text and files of a new message: at least one of the two; only photos and PDFs; at most BOOKING_MESSAGE_MAX_FILES. */
async function readMessageForm(ctx: RouteContext): Promise<{ body: string; uploads: StoredUpload[] }> {
  const incoming = incomingFiles(ctx.req.files);
  try {
    const raw = (ctx.req.body ?? {}) as Record<string, unknown>;
    const { body } = await validate(bookingMessageSchema, { body: raw.body ?? '' });
    if (incoming.length > BOOKING_MESSAGE_MAX_FILES) throw badRequest({ files: ['validation:messageTooManyFiles'] });
    if (body === '' && incoming.length === 0) throw badRequest({ body: ['validation:messageEmpty'] });
    const uploads = await checkUploads(incoming, ctx.app.storage);
    const notAllowed = uploads.filter((u) => !(BOOKING_MESSAGE_FILE_TYPES as readonly string[]).includes(u.contentType));
    if (notAllowed.length > 0) {
      await removeStoredFiles(
        ctx.app.storage,
        uploads.map((u) => u.storedName),
      );
      throw badRequest({ files: notAllowed.map(() => 'validation:messageFileType') });
    }
    return { body, uploads };
  } catch (error) {
    await discardIncoming(incoming);
    throw error;
  }
}

export function bookingMessageRoutes(uploadDir: string): RouteDef[] {
  const upload = multipartUploads(uploadDir);
  return defineRoutes([
    {
      method: 'get',
      path: '/BookingMessages/unread',
      access: 'user',
      tag: 'BookingMessages',
      summary: "The caller's unread booking messages: in all and per booking",
      description:
        'Messages others wrote after the last one the caller marked read, over the bookings whose threads the caller reads (an admin: every booking; a client: their own; a partner: those assigned to them).',
      returns: { schema: 'UnreadMessages' },
      async handle(ctx) {
        const user = requireUser(ctx);
        return { result: await unreadCounts(ctx.app.db, user.id, await unreadScopeOf(ctx.app.db, user)) };
      },
    },
    {
      method: 'get',
      path: '/DemandeDeService/:id/messages',
      access: 'user',
      tag: 'BookingMessages',
      summary: "A booking's message thread, oldest first, with the caller's unread count",
      description: ACCESS_TEXT,
      returns: { schema: 'BookingThread' },
      async handle(ctx) {
        const reader = await threadReaderOf(ctx, parseId(ctx.req.params.id));
        return { result: await threadOf(ctx, reader.bookingId, reader.user.id) };
      },
    },
    {
      method: 'post',
      path: '/DemandeDeService/:id/messages',
      audit: { action: 'booking.message', entity: 'booking' },
      access: 'user',
      tag: 'BookingMessages',
      summary: "Write in a booking's thread (multipart: body and up to 5 photos or PDFs in files; or JSON with body alone)",
      description: `${ACCESS_TEXT} Files are checked by content: PNG, JPEG, GIF, WebP or PDF, at most 10 MB each. The other side is e-mailed once the writer has been quiet for BOOKING_MESSAGE_QUIET_MINUTES (one e-mail per burst). Answers the thread.`,
      multipart: 'message',
      jsonAlternative: bookingMessageSchema,
      before: [upload],
      returns: { schema: 'BookingThread' },
      successStatus: 201,
      async handle(ctx) {
        let reader: Awaited<ReturnType<typeof threadReaderOf>>;
        try {
          reader = await threadReaderOf(ctx, parseId(ctx.req.params.id));
        } catch (error) {
          await discardIncoming(incomingFiles(ctx.req.files));
          throw error;
        }
        const { body, uploads } = await readMessageForm(ctx);
        const at = new Date(ctx.app.clock.now());
        try {
          await inTransaction(ctx.app.db, async (trx) => {
            const id = await insertMessage(
              trx,
              { bookingId: reader.bookingId, authorId: reader.user.id, authorRole: reader.user.role, side: reader.side, body, at },
              uploads,
            );
            await queueMessageMail(
              { db: trx, jobs: ctx.app.jobs, quietMinutes: ctx.app.config.bookingMessageQuietMinutes },
              { id, bookingId: reader.bookingId, at },
            );
          });
        } catch (error) {
          await removeStoredFiles(
            ctx.app.storage,
            uploads.map((u) => u.storedName),
          );
          throw error;
        }
        return { status: 201, result: await threadOf(ctx, reader.bookingId, reader.user.id), message: 'bookingMessageCreated' };
      },
    },
    {
      method: 'post',
      path: '/DemandeDeService/:id/messages/read',
      // The reader's own place in the thread, not a change to the booking or its records.
      audit: 'not-a-change',
      access: 'user',
      tag: 'BookingMessages',
      summary: 'Mark the thread read up to a message (never moves back)',
      description: `${ACCESS_TEXT} lastReadId must be a message of this thread (else 400). Answers the thread.`,
      body: bookingMessagesReadSchema,
      returns: { schema: 'BookingThread' },
      async handle(ctx) {
        const reader = await threadReaderOf(ctx, parseId(ctx.req.params.id));
        const { lastReadId } = bodyOf(ctx, bookingMessagesReadSchema);
        if (!(await markRead(ctx.app.db, reader.bookingId, reader.user.id, lastReadId, new Date(ctx.app.clock.now()))))
          throw badRequest({ lastReadId: ['validation:idInvalid'] });
        return { result: await threadOf(ctx, reader.bookingId, reader.user.id), message: 'bookingMessagesRead' };
      },
    },
    {
      method: 'get',
      path: '/DemandeDeService/:id/messages/files/:storedName',
      access: 'user',
      tag: 'BookingMessages',
      summary: "A file sent in a booking's thread",
      description: `${ACCESS_TEXT} Photos are shown inline, PDFs sent as attachments; always with nosniff and a sandboxing CSP; cached by the browser only. One byte range is answered with 206.`,
      returns: 'file',
      errors: { 416: 'The Range starts past the end of the file' },
      async handle(ctx) {
        const reader = await threadReaderOf(ctx, parseId(ctx.req.params.id));
        const storedName = String(ctx.req.params.storedName ?? '');
        if (!STORED_NAME_PATTERN.test(storedName)) throw notFound('bookingMessageFileNotFound');
        const row = await findAttachment(ctx.app.db, reader.bookingId, storedName);
        if (!row) throw notFound('bookingMessageFileNotFound');
        await sendStoredFile(ctx, storedName, { fileName: row.file_name, contentType: row.content_type }, 'private');
      },
    },
  ]);
}
