import type { Paged } from '../../shared/api/envelope';
import type { ContactMessage, ContactMessageInput } from '../../shared/types/contact-message';
import type { ContactMessageRow, Db } from '../db/database';
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

export async function listContactMessages(db: Db, filter: ListQuery): Promise<ContactMessage[] | Paged<ContactMessage>> {
  let query = db.selectFrom('contact_messages');
  if (filter.search) {
    const pattern = likePattern(filter.search);
    query = query.where((eb) =>
      eb.or([eb('name', 'ilike', pattern), eb('email', 'ilike', pattern), eb('subject', 'ilike', pattern), eb('description', 'ilike', pattern)]),
    );
  }
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

export async function deleteContactMessage(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('contact_messages').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The newest `limit` messages (no count, unlike a page). */
export async function recentContactMessages(db: Db, limit: number): Promise<ContactMessage[]> {
  const rows = await db.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toContactMessage);
}
