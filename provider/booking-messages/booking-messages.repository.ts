import { sql } from 'kysely';
import type { BookingMessage, BookingMessageAttachment, MessageSide, UnreadMessages } from '../../shared/types/booking-message';
import type { Db } from '../db/database';
import type { StoredUpload } from '../files/uploads';

export interface NewBookingMessage {
  bookingId: number;
  authorId: number;
  authorRole: string;
  side: MessageSide;
  body: string;
  at: Date;
}

/** The path that serves a message's file to the thread's readers. */
export const attachmentUrl = (bookingId: number, storedName: string) => `/DemandeDeService/${bookingId}/messages/files/${storedName}`;

/** Writes the message and its files; the author has read their own thread up to it. */
export async function insertMessage(db: Db, message: NewBookingMessage, files: StoredUpload[]): Promise<number> {
  const row = await db
    .insertInto('booking_messages')
    .values({
      booking_id: message.bookingId,
      author_id: message.authorId,
      author_role: message.authorRole,
      side: message.side,
      body: message.body,
      created_at: message.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (files.length > 0) {
    await db
      .insertInto('booking_message_files')
      .values(files.map((f) => ({ message_id: row.id, stored_name: f.storedName, file_name: f.fileName, content_type: f.contentType, size: f.size })))
      .execute();
  }
  await markRead(db, message.bookingId, message.authorId, row.id, message.at);
  return row.id;
}

/** The thread, oldest first, as `readerId` sees it. */
export async function listThread(db: Db, bookingId: number, readerId: number): Promise<BookingMessage[]> {
  const rows = await db
    .selectFrom('booking_messages as m')
    .innerJoin('users as u', 'u.id', 'm.author_id')
    .select(['m.id', 'm.booking_id', 'm.author_id', 'm.author_role', 'm.side', 'm.body', 'm.created_at', 'u.full_name'])
    .where('m.booking_id', '=', bookingId)
    .orderBy('m.id')
    .execute();
  const files = rows.length
    ? await db
        .selectFrom('booking_message_files')
        .select(['id', 'message_id', 'stored_name', 'file_name', 'content_type', 'size'])
        .where(
          'message_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('id')
        .execute()
    : [];
  const byMessage = new Map<number, BookingMessageAttachment[]>();
  for (const f of files) {
    const list = byMessage.get(f.message_id) ?? [];
    list.push({ id: f.id, fileName: f.file_name, contentType: f.content_type, size: f.size, fileUrl: attachmentUrl(bookingId, f.stored_name) });
    byMessage.set(f.message_id, list);
  }
  return rows.map((r) => ({
    id: r.id,
    bookingId: r.booking_id,
    authorId: r.author_id,
    authorName: r.full_name,
    authorRole: r.author_role,
    side: r.side,
    body: r.body,
    createdAt: new Date(r.created_at).toISOString(),
    attachments: byMessage.get(r.id) ?? [],
    mine: r.author_id === readerId,
  }));
}

export async function lastReadIdOf(db: Db, bookingId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('booking_message_reads')
    .select('last_read_id')
    .where('booking_id', '=', bookingId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.last_read_id ?? 0;
}

/** The reader has read up to `messageId` (never moves back); false when the thread has no such message. */
export async function markRead(db: Db, bookingId: number, userId: number, messageId: number, at: Date): Promise<boolean> {
  const exists = await db.selectFrom('booking_messages').select('id').where('id', '=', messageId).where('booking_id', '=', bookingId).executeTakeFirst();
  if (!exists) return false;
  await db
    .insertInto('booking_message_reads')
    .values({ booking_id: bookingId, user_id: userId, last_read_id: messageId, read_at: at })
    .onConflict((oc) =>
      oc.columns(['booking_id', 'user_id']).doUpdateSet({
        last_read_id: sql<number>`greatest(booking_message_reads.last_read_id, excluded.last_read_id)`,
        read_at: at,
      }),
    )
    .execute();
  return true;
}

/** Which bookings a reader's unread counts cover: every booking (admins), one client's, or a list (a partner's). */
export type UnreadScope = { all: true } | { clientId: number } | { bookingIds: readonly number[] };

/** Messages others wrote after the reader's last read one, per booking of the scope. */
export async function unreadCounts(db: Db, userId: number, scope: UnreadScope): Promise<UnreadMessages> {
  if ('bookingIds' in scope && scope.bookingIds.length === 0) return { total: 0, bookings: [] };
  let query = db
    .selectFrom('booking_messages as m')
    .leftJoin('booking_message_reads as r', (join) => join.onRef('r.booking_id', '=', 'm.booking_id').on('r.user_id', '=', userId))
    .select(['m.booking_id', (eb) => eb.fn.countAll<string | number>().as('unread')])
    .where('m.author_id', '<>', userId)
    .where((eb) => eb('m.id', '>', eb.fn.coalesce('r.last_read_id', sql.lit(0))))
    .groupBy('m.booking_id')
    .orderBy('m.booking_id', 'desc');
  if ('clientId' in scope) {
    const clientId = scope.clientId;
    query = query.where('m.booking_id', 'in', (eb) => eb.selectFrom('bookings').select('id').where('client_id', '=', clientId));
  } else if ('bookingIds' in scope) {
    query = query.where('m.booking_id', 'in', [...scope.bookingIds]);
  }
  const rows = await query.execute();
  const bookings = rows.map((r) => ({ bookingId: r.booking_id, unread: Number(r.unread) }));
  return { total: bookings.reduce((sum, b) => sum + b.unread, 0), bookings };
}

export async function findAttachment(db: Db, bookingId: number, storedName: string) {
  return db
    .selectFrom('booking_message_files as f')
    .innerJoin('booking_messages as m', 'm.id', 'f.message_id')
    .select(['f.file_name', 'f.content_type', 'f.stored_name'])
    .where('m.booking_id', '=', bookingId)
    .where('f.stored_name', '=', storedName)
    .executeTakeFirst();
}

/** The newest message of one side of a thread (null: that side has written nothing). */
export async function latestOfSide(db: Db, bookingId: number, side: MessageSide): Promise<{ id: number; createdAt: Date } | null> {
  const row = await db
    .selectFrom('booking_messages')
    .select(['id', 'created_at'])
    .where('booking_id', '=', bookingId)
    .where('side', '=', side)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { id: row.id, createdAt: new Date(row.created_at) } : null;
}

export async function mailedThroughId(db: Db, bookingId: number, toSide: MessageSide): Promise<number> {
  const row = await db
    .selectFrom('booking_message_mail')
    .select('mailed_through_id')
    .where('booking_id', '=', bookingId)
    .where('to_side', '=', toSide)
    .executeTakeFirst();
  return row?.mailed_through_id ?? 0;
}

export async function setMailedThrough(db: Db, bookingId: number, toSide: MessageSide, messageId: number, at: Date): Promise<void> {
  await db
    .insertInto('booking_message_mail')
    .values({ booking_id: bookingId, to_side: toSide, mailed_through_id: messageId, mailed_at: at })
    .onConflict((oc) =>
      oc.columns(['booking_id', 'to_side']).doUpdateSet({
        mailed_through_id: sql<number>`greatest(booking_message_mail.mailed_through_id, excluded.mailed_through_id)`,
        mailed_at: at,
      }),
    )
    .execute();
}

/** The messages of one side after `afterId`, through `throughId` (a burst), oldest first. */
export async function burstMessages(db: Db, bookingId: number, side: MessageSide, afterId: number, throughId: number) {
  return db
    .selectFrom('booking_messages as m')
    .innerJoin('users as u', 'u.id', 'm.author_id')
    .select([
      'm.id',
      'm.body',
      'u.full_name',
      (eb) =>
        eb
          .selectFrom('booking_message_files as f')
          .select((f) => f.fn.countAll<string | number>().as('n'))
          .whereRef('f.message_id', '=', 'm.id')
          .as('files'),
    ])
    .where('m.booking_id', '=', bookingId)
    .where('m.side', '=', side)
    .where('m.id', '>', afterId)
    .where('m.id', '<=', throughId)
    .orderBy('m.id')
    .execute();
}

/** Each reader's last read message of a thread, by user id. */
export async function readsOf(db: Db, bookingId: number, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('booking_message_reads')
    .select(['user_id', 'last_read_id'])
    .where('booking_id', '=', bookingId)
    .where('user_id', 'in', userIds)
    .execute();
  return new Map(rows.map((r) => [r.user_id, r.last_read_id]));
}
