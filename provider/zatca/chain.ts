import type { Db } from '../db/database';
import { FIRST_PIH } from './invoice-hash';
import type { ChainLink } from './ubl-invoice';

/**
 * The ICV/PIH chain over every tax document. The upsert takes the chain row's lock in the issuing
 * transaction, so a concurrent issue waits until this one commits (or rolls back, giving the link
 * back) and then takes the next: counters without gaps, each PIH the hash of the document before.
 * Called last in the issuing transaction, after the numbering locks, so locks are always taken in
 * the same order.
 */
export async function takeChainLink(trx: Db): Promise<ChainLink> {
  const row = await trx
    .insertInto('zatca_chain')
    .values({ id: 1, last_counter: 0, last_hash: FIRST_PIH })
    .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ last_counter: eb.ref('zatca_chain.last_counter') })))
    .returning(['last_counter', 'last_hash'])
    .executeTakeFirstOrThrow();
  return { icv: row.last_counter + 1, pih: row.last_hash };
}

/** Moves the chain on to the document just stamped, under the lock takeChainLink took. */
export async function advanceChain(trx: Db, link: ChainLink, hash: string): Promise<void> {
  await trx.updateTable('zatca_chain').set({ last_counter: link.icv, last_hash: hash }).where('id', '=', 1).execute();
}
