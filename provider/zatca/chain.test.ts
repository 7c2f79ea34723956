import { createTestService } from '../test-support/fixtures';
import { describeEachDialect, type TestProvider, type TestUser } from '../test-support/harness';
import { createQuotedBooking, SAMPLE_VAT_NUMBER, setInvoicing } from '../test-support/invoice-fixtures';
import { inTransaction } from '../db/transaction';
import { acceptedQuoteOf, insertDocument } from '../invoices/invoices.repository';
import { checkChain, checkChainAfterRestore } from './chain-check';
import { FIRST_PIH, invoiceHash } from './invoice-hash';

/**
 * The ICV/PIH chain (ZATCA KSA-16, KSA-13): every tax document takes the next counter and the hash
 * of the document before it, in its issuing transaction, under the chain row's lock. Fifty issued at
 * once (each its own transaction; on PostgreSQL truly concurrent) form one unbroken chain.
 */
describeEachDialect('ZATCA hash chain', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let client: TestUser;
  let bookingId: number;

  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin' });
    client = await p.user({ fullName: 'Chain Client' });
    await setInvoicing(p, admin, { vatNumber: SAMPLE_VAT_NUMBER, vatRatePercent: 15 });
    ({ bookingId } = await createQuotedBooking(p, admin, client, await createTestService(p, admin, 'Chained')));
  });

  const issueOne = () =>
    inTransaction(p.db, async (trx) => {
      const quote = (await acceptedQuoteOf(trx, bookingId))!;
      return insertDocument(trx, {
        kind: 'advance',
        quote,
        bookingId,
        clientId: client.clientId!,
        buyer: { type: 'simplified', vatNumber: null, address: null },
        seller: {
          name: 'Khadamat',
          arabicName: 'خدمات',
          vatNumber: SAMPLE_VAT_NUMBER,
          crNumber: '1010010000',
          address: { en: '', ar: '' },
          nationalAddress: null,
        },
        supplyDate: '2026-11-28',
        subtotal: 1000,
        rate: 1500,
        vat: 150,
        payment: { paidOn: '2026-11-28', method: 'cash', reference: '' },
        createdBy: admin.id,
        now: new Date(),
        lines: [{ name: 'Deposit', arabicName: 'دفعة مقدمة', description: '', quantity: 1, unitPrice: 1000, total: 1000, vat: 150 }],
      });
    });

  it('chains 50 documents issued concurrently without a gap or a fork', async () => {
    const ids = await Promise.all(Array.from({ length: 50 }, issueOne));
    expect(new Set(ids).size).toBe(50);
    const rows = await p.db.selectFrom('invoices').select(['zatca_icv', 'zatca_pih', 'zatca_hash', 'zatca_xml']).orderBy('zatca_icv').execute();
    expect(rows.map((r) => r.zatca_icv)).toEqual(Array.from({ length: rows.length }, (_, i) => i + 1));
    expect(rows[0]!.zatca_pih).toBe(FIRST_PIH);
    rows.forEach((row, i) => {
      expect(row.zatca_hash).toBe(invoiceHash(row.zatca_xml!));
      if (i > 0) expect(row.zatca_pih).toBe(rows[i - 1]!.zatca_hash);
      expect(row.zatca_xml).toContain(`<cbc:ID>ICV</cbc:ID><cbc:UUID>${row.zatca_icv}</cbc:UUID>`);
    });
    expect(await checkChain(p.db)).toEqual({ documents: rows.length, firstBreak: null });
    const chain = await p.db.selectFrom('zatca_chain').selectAll().executeTakeFirstOrThrow();
    expect(chain).toMatchObject({ last_counter: rows.length, last_hash: rows[rows.length - 1]!.zatca_hash });
  });

  it('says where the chain breaks: a document whose XML was altered, then a PIH that is not the hash before', async () => {
    const victim = await p.db
      .selectFrom('invoices')
      .select(['id', 'zatca_xml', 'zatca_pih', 'invoice_number'])
      .where('zatca_icv', '=', 7)
      .executeTakeFirstOrThrow();
    await p.db
      .updateTable('invoices')
      .set({ zatca_xml: victim.zatca_xml!.replace('<cbc:PayableAmount currencyID="SAR">11.50', '<cbc:PayableAmount currencyID="SAR">1.50') })
      .where('id', '=', victim.id)
      .execute();
    const altered = await checkChainAfterRestore(p.db);
    expect(altered.firstBreak).toMatchObject({ icv: 7, invoiceNumber: victim.invoice_number, problem: 'hash-mismatch' });
    expect(altered.summary).toContain(`ICV 7 (${victim.invoice_number})`);
    await p.db.updateTable('invoices').set({ zatca_xml: victim.zatca_xml }).where('id', '=', victim.id).execute();

    await p.db.updateTable('invoices').set({ zatca_pih: FIRST_PIH }).where('zatca_icv', '=', 12).execute();
    expect((await checkChain(p.db)).firstBreak).toMatchObject({ icv: 12, problem: 'previous-hash-mismatch' });
  });
});
