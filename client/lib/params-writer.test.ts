import { createParamsWriter } from './params-writer';

describe('createParamsWriter', () => {
  it('keeps both of two changes made before the page renders again', () => {
    const write = createParamsWriter();
    const rendered = new URLSearchParams('q=tiles&page=3');
    write(rendered, { status: 'pending' });
    const second = write(rendered, { sort: 'newest' });
    expect(second.get('q')).toBe('tiles');
    expect(second.get('status')).toBe('pending');
    expect(second.get('sort')).toBe('newest');
    // Anything but a page change goes back to page 1, as a single change does.
    expect(second.get('page')).toBeNull();
  });

  it('starts from the rendered parameters once the page rendered them', () => {
    const write = createParamsWriter();
    write(new URLSearchParams('q=a'), { status: 'pending' });
    // The address changed by other means (the back button): what was asked before is gone.
    const next = write(new URLSearchParams('q=b'), { sort: 'oldest' });
    expect(next.toString()).toBe('q=b&sort=oldest');
  });

  it('keeps a page change made right after a filter change', () => {
    const write = createParamsWriter();
    const rendered = new URLSearchParams('');
    write(rendered, { q: 'x' });
    const next = write(rendered, { page: 2 }, true);
    expect(next.get('q')).toBe('x');
    expect(next.get('page')).toBe('2');
  });
});
