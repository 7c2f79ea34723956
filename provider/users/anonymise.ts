import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';

/**
 * Replaces an account's personal data on request (the privacy issue's right to erasure), keeping every
 * record: the account is archived (deactivated, cannot sign in), its name, e-mail, phone and address
 * are replaced, and the copies of them on quotes, bookings and invoices go too, except what the law
 * asks a tax invoice to keep: a standard (business) invoice keeps the buyer's name, VAT number and
 * address (VAT Implementing Regulations art. 53); a simplified one needs no buyer identity at all.
 * Not reversible. Returns false for an unknown account.
 */
export async function anonymiseAccount(db: Db, userId: number, now = new Date()): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const user = await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
    if (!user) return false;
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
    const client = await trx.selectFrom('clients').select('id').where('user_id', '=', userId).executeTakeFirst();
    if (!client) return true;
    await trx
      .updateTable('quotes')
      .set({ client_name: label, client_email: '', client_phone: '', client_company: '', buyer_vat_number: null, buyer_address: null, updated_at: now })
      .where('client_id', '=', client.id)
      .execute();
    await trx.updateTable('bookings').set({ location: '', updated_at: now }).where('client_id', '=', client.id).execute();
    await trx.updateTable('invoices').set({ client_email: '', client_phone: '', updated_at: now }).where('client_id', '=', client.id).execute();
    await trx
      .updateTable('invoices')
      .set({ client_name: label, client_company: '', updated_at: now })
      .where('client_id', '=', client.id)
      .where('invoice_type', '=', 'simplified')
      .execute();
    return true;
  });
}

/** What stands for an anonymised person wherever their name was: the same in both languages, and unique. */
export const anonymisedName = (userId: number) => `#${userId}`;
