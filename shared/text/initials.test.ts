import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Sara Ahmed')).toBe('SA');
    expect(initialsOf('  sara   mona  ahmed ')).toBe('SA');
    expect(initialsOf('خالد')).toBe('خ');
  });

  it('skips the Arabic article of a family name', () => {
    expect(initialsOf('نورة الشمري')).toBe('نش');
    expect(initialsOf('محمد أل سعود')).toBe('مس');
    expect(initialsOf('عبدالله القحطاني')).toBe('عق');
  });

  it('keeps a word that only looks like it starts with the article', () => {
    // "ألف" is a name of three letters; taking "ف" would be wrong: only a longer word loses "ال".
    expect(initialsOf('سارة الف')).toBe('سا');
    expect(initialsOf('ليلى الي')).toBe('لا');
  });

  it('skips the transliterated article too', () => {
    expect(initialsOf('Noura Al-Shammari')).toBe('NS');
    expect(initialsOf('Omar al Farsi')).toBe('OF');
  });

  it('is empty for a name without letters', () => {
    expect(initialsOf('')).toBe('');
    expect(initialsOf(' 123 ')).toBe('');
  });
});
