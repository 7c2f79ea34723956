import { latinNumberText, numberText, readerNumberText, standsFor, typedNumberValue } from './typed-number';

describe('typed numbers', () => {
  it('reads Arabic-Indic, Persian and Latin digits and both decimal separators as one Latin text', () => {
    expect(latinNumberText('١٢٥٫٥٠')).toBe('125.50');
    expect(latinNumberText('۱۲۵')).toBe('125');
    expect(latinNumberText('1,500.25')).toBe('1500.25');
    expect(latinNumberText('١٬٥٠٠')).toBe('1500');
    expect(latinNumberText('12 ر.س')).toBe('12.');
    expect(latinNumberText('abc')).toBe('');
  });

  it('gives the form a number once the text reads as one, and nothing for an empty or broken text', () => {
    expect(typedNumberValue('125.50')).toBe(125.5);
    expect(typedNumberValue('12.')).toBe(12);
    expect(typedNumberValue('.5')).toBe(0.5);
    expect(typedNumberValue('-3')).toBe(-3);
    expect(typedNumberValue('')).toBe('');
    expect(typedNumberValue('1.2.3')).toBe('');
    expect(typedNumberValue('-')).toBe('');
  });

  it('keeps what is being typed while it stands for the value, and follows a value changed elsewhere', () => {
    expect(standsFor('12.', 12)).toBe(true);
    expect(standsFor('12.50', 12.5)).toBe(true);
    expect(standsFor('', '')).toBe(true);
    expect(standsFor('', undefined)).toBe(true);
    expect(standsFor('12', 0)).toBe(false);
    expect(standsFor('', 7)).toBe(false);
    expect(numberText(150)).toBe('150');
    expect(numberText('٢٠٠')).toBe('200');
    expect(numberText(undefined)).toBe('');
  });

  it('writes the text in the page digits: Arabic-Indic with the Arabic decimal separator, or Latin as typed', () => {
    expect(readerNumberText('125.50', 'arab')).toBe('١٢٥٫٥٠');
    expect(readerNumberText('125.50', 'latn')).toBe('125.50');
  });
});
