import { exportHref } from './export-link';

describe('the export link of a dashboard list', () => {
  it('carries the filters and search, not the paging', () => {
    expect(exportHref('/DemandeDeService/export', { page: 3, pageSize: 10, status: 'pending', serviceId: 7, search: 'villa, riyadh' })).toBe(
      '/api/DemandeDeService/export?status=pending&serviceId=7&search=villa%2C+riyadh',
    );
  });

  it('leaves out filters that are not set, and keeps false', () => {
    expect(exportHref('/User/export', { page: 1, search: undefined, isActive: false, typeUser: null })).toBe('/api/User/export?isActive=false');
    expect(exportHref('/ContactUs/export', {})).toBe('/api/ContactUs/export');
  });

  it('encodes Arabic search text', () => {
    expect(exportHref('/Rates/export', { search: 'تنظيف' })).toBe(`/api/Rates/export?search=${encodeURIComponent('تنظيف')}`);
  });
});
