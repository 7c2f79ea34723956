import type { Paged } from '../../shared/api/envelope';
import type { ContactMessage, ContactMessageInput } from '../../shared/types/contact-message';
import type { ExpressionBuilder } from 'kysely';
import type { ContactMessageRow, Database, Db } from '../db/database';
import { createdAtText, keysetBatches, type NewestFirstKey, olderThan } from '../db/keyset-batches';
import { likePattern, paged, pageWindow, type ListQuery } from '../http/list-query';
import { rowCount } from '../db/table-stats';

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    description: row.description,
    priorite: row.priorite,
    preferedContactMethode: row.prefered_contact_methode,
    date: row.created_at.toISOString(),
  };
}

export async function createContactMessage(db: Db, input: ContactMessageInput): Promise<ContactMessage> {
  const row = await db
    .insertInto('contact_messages')
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      subject: input.subject,
      description: input.description,
      priorite: input.priorite,
      prefered_contact_methode: input.preferedContactMethode,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toContactMessage(row);
}

/** A case-insensitive substring of the name, e-mail, subject or text. */
function searchCondition(search: string) {
  const pattern = likePattern(search);
  return (eb: ExpressionBuilder<Database, 'contact_messages'>) =>
    eb.or([eb('name', 'ilike', pattern), eb('email', 'ilike', pattern), eb('subject', 'ilike', pattern), eb('description', 'ilike', pattern)]);
}

export async function listContactMessages(db: Db, filter: ListQuery): Promise<ContactMessage[] | Paged<ContactMessage>> {
  let query = db.selectFrom('contact_messages');
  if (filter.search) query = query.where(searchCondition(filter.search));
  if (filter.page === null) return (await query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute()).map(toContactMessage);
  const total = filter.search
    ? Number((await query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow()).total)
    : await rowCount(db, 'contact_messages');
  const window = pageWindow(filter, total);
  // Read from the nearer end of the list (the index walked backwards), then put back newest first.
  const direction = window.fromEnd ? 'asc' : 'desc';
  const rows = await query.selectAll().orderBy('created_at', direction).orderBy('id', direction).limit(window.limit).offset(window.offset).execute();
  if (window.fromEnd) rows.reverse();
  return paged(rows.map(toContactMessage), total, filter);
}

/** Every message the search lists, newest first, in batches read by keyset (the CSV export). */
export function contactMessageBatches(db: Db, search: string | null): AsyncGenerator<ContactMessage[]> {
  return keysetBatches<ContactMessage, NewestFirstKey>(async (after, limit) => {
    let query = db.selectFrom('contact_messages').selectAll().select(createdAtText('contact_messages').as('at'));
    if (search) query = query.where(searchCondition(search));
    if (after) query = query.where(olderThan('contact_messages', after));
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    const last = rows[rows.length - 1];
    return { rows: rows.map(toContactMessage), last: last && { id: last.id, at: last.at } };
  });
}

export async function findContactMessage(db: Db, id: number): Promise<ContactMessage | undefined> {
  const row = await db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toContactMessage(row);
}

export async function deleteContactMessage(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('contact_messages').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The newest `limit` messages (no count, unlike a page). */
export async function recentContactMessages(db: Db, limit: number): Promise<ContactMessage[]> {
  const rows = await db.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toContactMessage);
}
