import request from 'supertest';
import { createTestApp } from '../test/test-app';
import { pageResources } from './page-resources';

describe("the texts in a page's boot state", () => {
  it('leave the dashboard texts out of public pages and keep them on dashboard pages', () => {
    const home = pageResources('en', '/', true) as { en: Record<string, unknown> };
    expect(Object.keys(home.en).sort()).toEqual(['common', 'public', 'validation']);
    expect(home.en).not.toHaveProperty('dashboard');
    expect(home.en).not.toHaveProperty('admin');
    expect(pageResources('ar', '/dashboard-tips', true)).not.toHaveProperty('ar.dashboard');
    expect(pageResources('ar', '/dashboard/rates', true)).toHaveProperty('ar.dashboard.ratings.confirmTitle', 'تأكيد الحذف');
    expect(pageResources('en', '/dashboard', true)).toHaveProperty('en.dashboard');
    expect(pageResources('en', '/dashboard/blog', true)).toHaveProperty('en.admin');
    // The 403 page at a dashboard address needs none of them.
    expect(pageResources('en', '/dashboard', false)).not.toHaveProperty('en.dashboard');
  });

  it("ship an area's texts with its own pages only", () => {
    const keys = (pathname: string) => Object.keys((pageResources('en', pathname, true) as { en: object }).en);
    for (const pathname of ['/login', '/register', '/profile', '/booking/3', '/booking-confirmation', '/reset-password'])
      expect(keys(pathname)).toContain('account');
    for (const pathname of ['/', '/services/1', '/contact', '/bookings-of-someone']) expect(keys(pathname)).not.toContain('account');
    expect(keys('/quote/12')).toContain('quotes');
    expect(keys('/blog/some-post')).toContain('blog');
    expect(keys('/')).not.toEqual(expect.arrayContaining(['quotes']));
    expect(keys('/')).not.toEqual(expect.arrayContaining(['blog']));
    expect(keys('/dashboard/quotes')).toEqual(expect.arrayContaining(['account', 'quotes', 'blog', 'dashboard', 'admin']));
  });

  it('a public page ships no dashboard text', async () => {
    const res = await request(createTestApp()).get('/about');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('Dashboard navigation');
    expect(res.text).not.toContain('Are you sure you want to delete this rating?');
  });
});
