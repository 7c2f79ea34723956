import { matchesSearch, normalizeForSearch } from './search-match';

describe('dashboard search matching', () => {
  it('matches a case-insensitive substring of any field', () => {
    expect(matchesSearch('garden', ['Interior Decoration and Gardens', null])).toBe(true);
    expect(matchesSearch('  GARDEN ', ['x', 'gardens'])).toBe(true);
    expect(matchesSearch('marketing', ['Interior', undefined, ''])).toBe(false);
  });

  it('treats an empty term as matching everything', () => {
    expect(matchesSearch('', [])).toBe(true);
    expect(matchesSearch('   ', ['anything'])).toBe(true);
  });

  it('finds Arabic text whatever its hamza, diacritics, tatweel or ta marbuta', () => {
    expect(matchesSearch('احمد', ['أحمد القحطاني'])).toBe(true);
    expect(matchesSearch('تسويق', ['التَّسْوِيق الرقمي'])).toBe(true);
    expect(matchesSearch('حديقه', ['تنسيق الحديقة'])).toBe(true);
    expect(matchesSearch('مقهى', ['مـقـهـى وفعاليات'])).toBe(true);
    expect(normalizeForSearch('إدارة')).toBe('اداره');
  });

  it('does not treat search text as a pattern', () => {
    expect(matchesSearch('.*', ['anything'])).toBe(false);
    expect(matchesSearch('100%', ['Quality 100% guaranteed'])).toBe(true);
  });
});
