import { readLinkParams } from '../client/features/auth/link-params';

describe('readLinkParams (the links of provider/auth: ?email=…&token=…)', () => {
  it('reads the address and the token of a link as the provider builds it', () => {
    const link = new URL(`http://site.test/confirm-email?${new URLSearchParams({ email: 'sara+1@example.com', token: 'abc_DEF-123' })}`);
    expect(readLinkParams(link.searchParams)).toEqual({ email: 'sara+1@example.com', token: 'abc_DEF-123' });
  });
  it('refuses a link without its token or address, or with a mangled address', () => {
    expect(readLinkParams(new URLSearchParams('email=sara%40example.com'))).toBeNull();
    expect(readLinkParams(new URLSearchParams('token=abc'))).toBeNull();
    expect(readLinkParams(new URLSearchParams('email=sara&token=abc'))).toBeNull();
    expect(readLinkParams(new URLSearchParams(`email=sara%40example.com&token=${'x'.repeat(201)}`))).toBeNull();
  });
});
