import { PassThrough, Readable } from 'node:stream';
import { writeBackup } from '../backup/dump';
import { restoreBackup } from '../backup/restore';
import { createTestService } from '../test-support/fixtures';
import { bearer, DIALECTS, startTestProvider, type TestProvider, type TestUser } from '../test-support/harness';
import { createQuotedBooking, SAMPLE_VAT_NUMBER, setInvoicing } from '../test-support/invoice-fixtures';
import { checkChain, checkChainAfterRestore } from './chain-check';
import { findUserById } from '../users/users.repository';

/**
 * Issue 26 item 6: invoices, credit notes and their XML are in the backup, and after a restore the
 * hash chain is checked, saying where it breaks. New documents on the restored setup continue it.
 */
describe.each(DIALECTS)('%s: tax documents and their chain through a backup', (dialect) => {
  let source: TestProvider;
  let target: TestProvider | undefined;
  let admin: TestUser;
  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  // Generous: a hang detector on a busy machine, not a speed check.
  beforeAll(async () => {
    source = await startTestProvider(dialect);
    admin = await source.user({ role: 'Admin' });
    const client = await source.user();
    await setInvoicing(source, admin, { vatNumber: SAMPLE_VAT_NUMBER, vatRatePercent: 15 });
    const service = await createTestService(source, admin, 'Backed up');
    const { bookingId } = await createQuotedBooking(source, admin, client, service, { complete: true });
    const issued = await source.http().post('/Invoices/create').set(bearer(admin.token)).send({ bookingId });
    expect(issued.status).toBe(201);
    for (const amount of [10, 20]) {
      const credit = await source
        .http()
        .post('/Invoices/credit-note')
        .set(bearer(admin.token))
        .send({ invoiceId: issued.body.result.id, reason: 'Refund', amount });
      expect(credit.status).toBe(201);
    }
  }, 240_000);

  it('restores the invoices, credit notes, their XML (and the XML ZATCA returned on clearance) and the chain, checks it whole, and new documents continue it', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    // The invoice as if ZATCA had cleared it: the XML it returned is kept beside ours, and must come back too.
    const invoice = await source.db.selectFrom('invoices').select(['id', 'zatca_xml']).where('kind', '=', 'invoice').executeTakeFirstOrThrow();
    const clearedXml = invoice.zatca_xml!.replace(/^(<\?xml[^>]*\?>)?/, (declaration) => `${declaration}<!-- cleared by ZATCA -->`);
    await source.db.updateTable('invoices').set({ zatca_status: 'cleared', zatca_cleared_xml: clearedXml }).where('id', '=', invoice.id).execute();
    const summary = await writeBackup({ db: source.db, schema: source.database.schema, kind: source.database.kind, storage: source.storage }, out);
    expect(summary.tables).toMatchObject({ invoices: 3, zatca_chain: 1 });
    const documents = await source.db
      .selectFrom('invoices')
      .select(['invoice_number', 'kind', 'zatca_icv', 'zatca_xml', 'zatca_hash', 'zatca_status', 'zatca_cleared_xml'])
      .orderBy('zatca_icv')
      .execute();
    expect(documents.map((d) => d.kind)).toEqual(['invoice', 'credit_note', 'credit_note']);

    target = await startTestProvider(dialect, {}, { migrate: false });
    await restoreBackup({ db: target.db, schema: target.database.schema, storage: target.storage }, Readable.from([Buffer.concat(chunks)]), {});
    const restored = await target.db
      .selectFrom('invoices')
      .select(['invoice_number', 'kind', 'zatca_icv', 'zatca_xml', 'zatca_hash', 'zatca_status', 'zatca_cleared_xml'])
      .orderBy('zatca_icv')
      .execute();
    expect(restored).toEqual(documents);
    expect(restored[0]!.zatca_cleared_xml).toBe(clearedXml);
    const check = await checkChainAfterRestore(target.db);
    expect(check).toMatchObject({ documents: 3, firstBreak: null });
    expect(check.summary).toBe('the ZATCA hash chain of 3 documents is whole');

    // The next document on the restored setup takes ICV 4 and the last restored hash as its PIH.
    // The admin's account came back with the rest: a token for it (the sign-in itself is proven in provider/auth).
    const token = await target.tokenFor((await findUserById(target.db, admin.id))!);
    const first = await target.db.selectFrom('invoices').select('id').where('kind', '=', 'invoice').orderBy('id').executeTakeFirstOrThrow();
    const more = await target.http().post('/Invoices/credit-note').set(bearer(token)).send({ invoiceId: first.id, reason: 'Another refund', amount: 5 });
    expect(more.status).toBe(201);
    expect(more.body.result.zatca.icv).toBe(4);
    expect(await checkChain(target.db)).toEqual({ documents: 4, firstBreak: null });

    // A restore from a damaged archive is told where the chain breaks.
    await target.db
      .updateTable('invoices')
      .set({ zatca_xml: restored[1]!.zatca_xml!.replace('Refund', 'Refunded') })
      .where('zatca_icv', '=', 2)
      .execute();
    const broken = await checkChainAfterRestore(target.db);
    expect(broken.firstBreak).toMatchObject({ icv: 2, invoiceNumber: restored[1]!.invoice_number, problem: 'hash-mismatch' });
    expect(broken.summary).toMatch(/^the ZATCA hash chain breaks at ICV 2 \(CRN-\d{4}-0001\)/);
  }, 240_000);
});
