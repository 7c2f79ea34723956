import type { Db } from '../db/database';
import { FIRST_PIH, invoiceHash } from './invoice-hash';

/** Where the ICV/PIH chain breaks, in words an operator can act on; null when it is whole. */
export interface ChainBreak {
  icv: number;
  invoiceNumber: string;
  problem: 'counter-gap' | 'previous-hash-mismatch' | 'hash-mismatch' | 'missing-xml';
  detail: string;
}

/**
 * Walks every chained document in counter order and checks that the counters run 1, 2, 3, … without
 * a gap, that each PIH is the hash of the document before (the first's is ZATCA's initial hash), and
 * that each stored XML still hashes to its recorded hash. Used after a restore, and by the tests.
 */
export async function checkChain(db: Db): Promise<{ documents: number; firstBreak: ChainBreak | null }> {
  const rows = await db
    .selectFrom('invoices')
    .select(['zatca_icv', 'zatca_pih', 'zatca_hash', 'zatca_xml', 'invoice_number'])
    .where('zatca_icv', 'is not', null)
    .orderBy('zatca_icv')
    .execute();
  let previousHash = FIRST_PIH;
  let expected = 1;
  for (const row of rows) {
    const icv = row.zatca_icv!;
    const at = { icv, invoiceNumber: row.invoice_number };
    if (icv !== expected) return { documents: rows.length, firstBreak: { ...at, problem: 'counter-gap', detail: `expected ICV ${expected}, found ${icv}` } };
    if (row.zatca_pih !== previousHash)
      return {
        documents: rows.length,
        firstBreak: { ...at, problem: 'previous-hash-mismatch', detail: `PIH ${row.zatca_pih} is not the hash before it, ${previousHash}` },
      };
    if (row.zatca_xml === null) return { documents: rows.length, firstBreak: { ...at, problem: 'missing-xml', detail: 'the XML is missing' } };
    const actual = invoiceHash(row.zatca_xml);
    if (actual !== row.zatca_hash)
      return { documents: rows.length, firstBreak: { ...at, problem: 'hash-mismatch', detail: `the XML hashes to ${actual}, recorded ${row.zatca_hash}` } };
    previousHash = actual;
    expected += 1;
  }
  return { documents: rows.length, firstBreak: null };
}

export interface RestoredChain {
  documents: number;
  /** null: whole; else where it breaks and how, for the operator. */
  firstBreak: ChainBreak | null;
  /** One line saying so, in words. */
  summary: string;
}

/** After a restore: is the ICV/PIH chain whole, and if not, where does it break. */
export async function checkChainAfterRestore(db: Db): Promise<RestoredChain> {
  const { documents, firstBreak } = await checkChain(db);
  const summary =
    firstBreak === null
      ? `the ZATCA hash chain of ${documents} documents is whole`
      : `the ZATCA hash chain breaks at ICV ${firstBreak.icv} (${firstBreak.invoiceNumber}): ${firstBreak.problem}, ${firstBreak.detail}`;
  return { documents, firstBreak, summary };
}
