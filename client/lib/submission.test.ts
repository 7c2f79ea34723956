import { submissionKeys } from './submission';

describe('submission keys', () => {
  it('gives the same key to the same body, another to a changed body, and a fresh one after a success', () => {
    const keys = submissionKeys();
    const first = keys.submit({ name: 'Sara', text: 'Hello' }).idempotencyKey;
    expect(first).toMatch(/^[A-Za-z0-9_.:-]{16,200}$/);
    expect(keys.submit({ name: 'Sara', text: 'Hello' })).toEqual({ body: { name: 'Sara', text: 'Hello' }, idempotencyKey: first });
    expect(keys.submit({ name: 'Sara', text: 'Hello!' }).idempotencyKey).not.toBe(first);
    keys.renew();
    expect(keys.submit({ name: 'Sara', text: 'Hello' }).idempotencyKey).not.toBe(first);
  });

  it('keeps keys of two forms apart', () => {
    expect(submissionKeys().submit({ a: 1 }).idempotencyKey).not.toBe(submissionKeys().submit({ a: 1 }).idempotencyKey);
  });
});
