import { priorityColor } from './priority';

describe('message priority colours (spec section 9)', () => {
  it.each([
    ['urgent', 'red'],
    ['high', 'red'],
    ['URGENT', 'red'],
    ['medium', 'amber'],
    ['normal', 'green'],
    ['low', 'green'],
    ['', 'green'],
    [null, 'green'],
  ])('%p is %p', (priority, colour) => {
    expect(priorityColor(priority)).toBe(colour);
  });
});
