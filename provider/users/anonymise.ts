import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';

/** Who the person was, read before their data is replaced (to tell them, and to find the copies). */
export interface ErasedIdentity {
  fullName: string;
  email: string;
  phoneNumber: string;
  language: 'en' | 'ar' | null;
}

/**
 * Replaces an account's personal data on request (the privacy issue's right to erasure), keeping every
 * record: the account is archived (deactivated, cannot sign in), its name, e-mail, phone and address
 * are replaced, and the copies of them on quotes, bookings and invoices go too, except what the law
 * asks a tax invoice to keep: a standard (business) invoice keeps the buyer's name, VAT number and
 * address (VAT Implementing Regulations art. 53); a simplified one needs no buyer identity at all.
 * Beyond the records (issue 28): the copies of the name, e-mail and phone kept as text elsewhere go
 * too: the audit log's actor columns and the records it copied (before/after), contact-form messages
 * sent from the address, the outbox index's job payloads and what admins logged by hand about the
 * person; their one-time links are dropped (the deactivated account's tokens are refused at once).
 * Free text about them loses their name, e-mail and phone (eraseFromWords), and the bookings' addresses
 * keep only the city and district. Messages keep their author (the account), who now shows as the
 * anonymised name.
 * Not reversible. Returns who the person was (to tell them it is done), or null for an unknown account.
 */
export async function anonymiseAccount(db: Db, userId: number, now = new Date()): Promise<ErasedIdentity | null> {
  return inTransaction(db, async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'full_name', 'email', 'phone_number', 'language', 'anonymised_at'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) return null;
    const identity: ErasedIdentity = { fullName: user.full_name, email: user.email, phoneNumber: user.phone_number, language: user.language };
    const label = anonymisedName(userId);
    // An address no one receives mail at, unique per account (e-mails are unique).
    const email = `anonymised-${userId}@anonymised.invalid`;
    await trx
      .updateTable('users')
      .set((eb) => ({
        full_name: label,
        user_name: email,
        email,
        phone_number: '',
        buyer_vat_number: null,
        buyer_address: null,
        // A password no one knows: the account can never sign in again.
        password_hash: `anonymised:${randomBytes(24).toString('hex')}`,
        is_active: false,
        archived_at: eb.fn.coalesce('archived_at', eb.val(now)),
        anonymised_at: now,
        updated_at: now,
      }))
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('user_tokens').where('user_id', '=', userId).execute();
    // A former staff member's authenticator secret and recovery codes (issue 28) go with the account.
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('user_second_factors').where('user_id', '=', userId).execute();
    // Already anonymised: the copies went with the first erasure (and the labels are no one's data).
    if (user.anonymised_at === null) await eraseCopies(trx, userId, identity, { name: label, email });
    const client = await trx.selectFrom('clients').select('id').where('user_id', '=', userId).executeTakeFirst();
    if (user.anonymised_at === null) await eraseFromWords(trx, client?.id ?? null, identity, { name: label, email });
    if (!client) return identity;
    await trx
      .updateTable('quotes')
      .set({ client_name: label, client_email: '', client_phone: '', client_company: '', buyer_vat_number: null, buyer_address: null, updated_at: now })
      .where('client_id', '=', client.id)
      .execute();
    // Where they live: the street, building and postal code go; the city and district stay, for the records' statistics.
    await trx
      .updateTable('bookings')
      .set({
        location: '',
        address_street: null,
        address_building_number: null,
        address_additional_number: null,
        address_postal_code: null,
        address_note: null,
        map_url: null,
        updated_at: now,
      })
      .where('client_id', '=', client.id)
      .execute();
    await trx.updateTable('invoices').set({ client_email: '', client_phone: '', updated_at: now }).where('client_id', '=', client.id).execute();
    await trx
      .updateTable('invoices')
      .set({ client_name: label, client_company: '', updated_at: now })
      .where('client_id', '=', client.id)
      .where('invoice_type', '=', 'simplified')
      .execute();
    return identity;
  });
}

/** A JSON string's inside, as the value appears in a jsonb column's text. */
const inJson = (text: string) => JSON.stringify(text).slice(1, -1);

/**
 * The texts that are this person's: their name and e-mail (and phone when it is long enough to be
 * theirs alone), each with what replaces it, longest first so a name inside an e-mail goes whole.
 */
function replacements(identity: ErasedIdentity, label: { name: string; email: string }): [string, string][] {
  const pairs: [string, string][] = [
    [identity.email, label.email],
    [identity.fullName, label.name],
  ];
  if (identity.phoneNumber.replace(/\D/g, '').length >= 7) pairs.push([identity.phoneNumber, '']);
  return pairs.filter(([from]) => from.trim().length > 0).sort((a, b) => b[0].length - a[0].length);
}

const likeAnywhere = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function eraseCopies(trx: Db, userId: number, identity: ErasedIdentity, label: { name: string; email: string }): Promise<void> {
  await trx.updateTable('audit_log').set({ actor_name: label.name, actor_email: label.email }).where('actor_id', '=', userId).execute();
  for (const [from, to] of replacements(identity, label)) {
    const pattern = likeAnywhere(inJson(from));
    for (const column of ['before', 'after'] as const) {
      await sql`update audit_log set ${sql.ref(column)} = replace(${sql.ref(column)}::text, ${inJson(from)}, ${inJson(to)})::jsonb
        where ${sql.ref(column)}::text like ${pattern}`.execute(trx);
    }
    await sql`update job_outbox set payload = replace(payload::text, ${inJson(from)}, ${inJson(to)})::jsonb where payload::text like ${pattern}`.execute(trx);
    await trx.updateTable('data_requests').set({ requester: label.name }).where('requester', 'ilike', likeAnywhere(from)).execute();
  }
  await trx.updateTable('data_requests').set({ requester: label.name }).where('user_id', '=', userId).execute();
  // The contact form's messages from the person's address: kept as messages, without who sent them.
  await trx
    .updateTable('contact_messages')
    .set({ name: label.name, email: label.email, phone: '' })
    .where((eb) => eb(eb.fn('lower', ['email']), '=', identity.email.toLowerCase()))
    .execute();
}

const regexpEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The person's name, e-mail and phone written into free text about them ("please call Huda on …"):
 * their bookings' descriptions, cancellation and change reasons, the problem they reported, the
 * threads of their bookings (either side may have written the name), the partners' notes on their
 * jobs, their quotes' notes and refusal reasons, their reviews and the contact messages from their
 * address. Within those texts, each part of the name of three letters or more goes too ("Huda"
 * alone), case aside; texts about other people are left as they are.
 */
async function eraseFromWords(trx: Db, clientId: number | null, identity: ErasedIdentity, label: { name: string; email: string }): Promise<void> {
  const nameParts = identity.fullName.split(/\s+/).filter((part) => part.length >= 3);
  const pairs: [string, string][] = [...replacements(identity, label), ...nameParts.map((part): [string, string] => [part, label.name])];
  const bookings = sql`(select id from bookings where client_id = ${clientId})`;
  const assignments = sql`(select id from booking_assignments where booking_id in ${bookings})`;
  // The contact messages were moved to the anonymised address by eraseCopies, which runs first.
  const sent = [
    { table: 'contact_messages', column: 'subject', where: sql`lower(email) = ${label.email.toLowerCase()}` },
    { table: 'contact_messages', column: 'description', where: sql`lower(email) = ${label.email.toLowerCase()}` },
  ];
  const aboutTheirBookings = [
    { table: 'bookings', column: 'description', where: sql`client_id = ${clientId}` },
    { table: 'bookings', column: 'cancellation_reason', where: sql`client_id = ${clientId}` },
    { table: 'booking_changes', column: 'reason', where: sql`booking_id in ${bookings}` },
    { table: 'booking_completions', column: 'problem_note', where: sql`booking_id in ${bookings}` },
    { table: 'booking_messages', column: 'body', where: sql`booking_id in ${bookings}` },
    { table: 'job_events', column: 'note', where: sql`assignment_id in ${assignments}` },
    { table: 'quotes', column: 'additional_notes', where: sql`client_id = ${clientId}` },
    { table: 'quotes', column: 'rejection_reason', where: sql`client_id = ${clientId}` },
    { table: 'ratings', column: 'comment', where: sql`client_id = ${clientId}` },
  ];
  const texts = clientId === null ? sent : [...sent, ...aboutTheirBookings];
  for (const [from, to] of pairs) {
    const pattern = regexpEscape(from);
    for (const { table, column, where } of texts) {
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = regexp_replace(${sql.ref(column)}, ${pattern}, ${to}, 'gi')
        where ${where} and ${sql.ref(column)} ~* ${pattern}`.execute(trx);
    }
  }
}

/** What stands for an anonymised person wherever their name was: the same in both languages, and unique. */
export const anonymisedName = (userId: number) => `#${userId}`;
