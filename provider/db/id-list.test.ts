import { describeEachDialect } from '../test-support/harness';
import { anyOf } from './id-list';

describeEachDialect('A list of ids as one parameter', (provider) => {
  it('finds the rows of a list longer than the 65,535 parameters a query may bind, and of an empty one', async () => {
    const p = provider();
    const { db } = p;
    const known = [(await p.user()).id, (await p.user()).id];
    // 100,000 ids: an `in (...)` list of them fails on PostgreSQL ("bind message has 34464 parameter formats").
    const ids = [...Array.from({ length: 100_000 }, (_, i) => 1_000_000 + i), ...known];
    const found = await db.selectFrom('users').select('id').where('id', '=', anyOf(ids)).where('id', '=', anyOf(known)).orderBy('id').execute();
    expect(found.map((row) => row.id)).toEqual(known.toSorted((a, b) => a - b));
    expect(await db.selectFrom('users').select('id').where('id', '=', anyOf([])).execute()).toEqual([]);
  });
});
