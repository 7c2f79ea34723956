import type { InvoicingSettings } from '../../shared/types/site-content';
import { createTestBooking } from './fixtures';
import { bearer, type TestProvider, type TestUser } from './harness';
import { quotePayload } from './quote-fixtures';

/** A valid VAT registration number (15 digits, first and last a 3): ZATCA's sample. */
export const SAMPLE_VAT_NUMBER = '310122393500003';

/** Changes the invoicing settings of the site content (PUT /Content with the rest of the document as it is). */
export async function setInvoicing(p: TestProvider, admin: TestUser, invoicing: Partial<InvoicingSettings>): Promise<void> {
  const { updatedAt: _updatedAt, ...content } = (await p.http().get('/Content')).body.result;
  const res = await p
    .http()
    .put('/Content')
    .set(bearer(admin.token))
    .send({ ...content, invoicing: { ...content.invoicing, ...invoicing } });
  if (res.status !== 200) throw new Error(`invoicing settings fixture: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * A booking of the client with a quote the client accepted (the booking is then in progress); with
 * `complete`, an admin then completes it: what an invoice is issued from.
 */
export async function createQuotedBooking(
  p: TestProvider,
  admin: TestUser,
  client: TestUser,
  serviceId: number,
  options: { complete?: boolean; items?: unknown[] } = {},
): Promise<{ bookingId: number; quoteId: number }> {
  const bookingId = await createTestBooking(p, client, serviceId);
  const quote = await p
    .http()
    .post('/Quotes/create')
    .set(bearer(admin.token))
    .send(quotePayload(bookingId, options.items ? { items: options.items } : {}));
  if (quote.status !== 201) throw new Error(`quote fixture: ${quote.status} ${JSON.stringify(quote.body)}`);
  const quoteId = quote.body.result.id as number;
  const accepted = await p.http().patch(`/Quotes/accept/${quoteId}`).set(bearer(client.token)).send();
  if (accepted.status !== 200) throw new Error(`accept fixture: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  if (options.complete) {
    const done = await p.http().patch(`/DemandeDeService/update-status/${bookingId}`).set(bearer(admin.token)).send({ status: 'completed' });
    if (done.status !== 200) throw new Error(`complete fixture: ${done.status} ${JSON.stringify(done.body)}`);
  }
  await p.settle();
  return { bookingId, quoteId };
}
