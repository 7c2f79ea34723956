import { isDashboardPath, isNavLinkActive, safeReturnPath } from './paths';

describe('active navigation link (spec 2.2)', () => {
  it('matches the root only exactly', () => {
    expect(isNavLinkActive('/', '/')).toBe(true);
    expect(isNavLinkActive('/', '/services')).toBe(false);
  });
  it('matches other links by path prefix, not by string prefix', () => {
    expect(isNavLinkActive('/services', '/services')).toBe(true);
    expect(isNavLinkActive('/services', '/services/12')).toBe(true);
    expect(isNavLinkActive('/services', '/services-old')).toBe(false);
    expect(isNavLinkActive('/about', '/contact')).toBe(false);
  });
});

describe('return path after login', () => {
  it('keeps a local path', () => {
    expect(safeReturnPath('/booking/3?x=1')).toBe('/booking/3?x=1');
  });
  it.each([
    null,
    '',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    // returnTo=/%09/evil.example: the tab is dropped by the browser, leaving //evil.example.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\t\\evil.example',
    '/..//evil.example',
    '/a/../..//evil.example',
    '/./\\evil.example',
    'booking',
  ])('refuses %p and goes home', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });
  it('gives the path as the browser will read it', () => {
    expect(safeReturnPath('/booking/../quote?x=1#top')).toBe('/quote?x=1#top');
    expect(safeReturnPath('/%09/evil.example')).toBe('/%09/evil.example');
    expect(safeReturnPath('/services/3 ')).toBe('/services/3');
  });
});

describe('dashboard paths', () => {
  it('recognises the dashboard and its children only', () => {
    expect(isDashboardPath('/dashboard')).toBe(true);
    expect(isDashboardPath('/dashboard/rates')).toBe(true);
    expect(isDashboardPath('/dashboards')).toBe(false);
    expect(isDashboardPath('/')).toBe(false);
  });
});
