import { changedFields } from './changed-fields';

describe('the fields an audited change touched', () => {
  it('lists only what differs, nested fields by their path', () => {
    const before = { id: 4, status: 'pending', items: [{ name: 'Design', price: 100 }], client: { name: 'Sara' } };
    const after = { id: 4, status: 'in_review', items: [{ name: 'Design', price: 120 }], client: { name: 'Sara' } };
    expect(changedFields(before, after)).toEqual([
      { path: 'status', before: 'pending', after: 'in_review' },
      { path: 'items.0.price', before: 100, after: 120 },
    ]);
  });

  it('shows a created record as every field with nothing before, and a deleted one the other way', () => {
    expect(changedFields(null, { name: 'Oasis', services: [] })).toEqual([
      { path: 'name', before: null, after: 'Oasis' },
      { path: 'services', before: null, after: [] },
    ]);
    expect(changedFields({ name: 'Oasis' }, null)).toEqual([{ path: 'name', before: 'Oasis', after: null }]);
  });

  it('notices items added to or removed from a list', () => {
    expect(changedFields({ days: ['2026-12-01'] }, { days: ['2026-12-01', '2026-12-02'] })).toEqual([{ path: 'days.1', before: null, after: '2026-12-02' }]);
    expect(changedFields({ days: ['a', 'b'] }, { days: ['a'] })).toEqual([{ path: 'days.1', before: 'b', after: null }]);
  });

  it('finds nothing between equal records', () => {
    expect(changedFields({ a: 1, b: [1, 2] }, { a: 1, b: [1, 2] })).toEqual([]);
  });
});
