import { readEnum, readPage, readPositiveInt, readSearch, withParams } from './list-params';

const p = (query: string) => new URLSearchParams(query);

describe('list state in the address', () => {
  it('reads a page of 1 or more, else 1', () => {
    expect(readPage(p('page=3'))).toBe(3);
    expect(readPage(p('page=0'))).toBe(1);
    expect(readPage(p('page=-2'))).toBe(1);
    expect(readPage(p('page=abc'))).toBe(1);
    expect(readPage(p(''))).toBe(1);
  });

  it('reads trimmed search text, cut to the provider limit', () => {
    expect(readSearch(p('search=%20reem%20'))).toBe('reem');
    expect(readSearch(p(`search=${'x'.repeat(150)}`))).toHaveLength(100);
  });

  it('reads only known filter values', () => {
    expect(readEnum(p('status=pending'), 'status', ['pending', 'completed'])).toBe('pending');
    expect(readEnum(p('status=drop'), 'status', ['pending'])).toBeNull();
    expect(readPositiveInt(p('serviceId=4'), 'serviceId')).toBe(4);
    expect(readPositiveInt(p('serviceId=0'), 'serviceId')).toBeNull();
    expect(readPositiveInt(p('serviceId=1e3'), 'serviceId')).toBeNull();
  });

  it('goes back to page 1 when a filter changes, and keeps the page when only the page changes', () => {
    expect(withParams(p('page=4&search=a'), { search: 'b' }).toString()).toBe('search=b');
    expect(withParams(p('page=4&search=a'), { page: 5 }).toString()).toBe('page=5&search=a');
    expect(withParams(p('page=4&status=pending'), { status: null }).toString()).toBe('');
    expect(withParams(p('search=a'), { page: 1 }).toString()).toBe('search=a');
    expect(withParams(p('page=3'), { booking: 9 }, true).toString()).toBe('page=3&booking=9');
  });
});
