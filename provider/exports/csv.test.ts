import { CSV_BOM, csvField, csvLine } from './csv';

describe('CSV fields', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvLine(['Cleaning', 250.5, 3, true])).toBe('Cleaning,250.5,3,true\r\n');
  });

  it('quotes a field with a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvField('Riyadh, Olaya')).toBe('"Riyadh, Olaya"');
    expect(csvField('the "best" team')).toBe('"the ""best"" team"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('writes nothing for missing values and for numbers that are not finite', () => {
    expect(csvLine([null, undefined, Number.NaN, ''])).toBe(',,,\r\n');
  });

  it('keeps Arabic text as it is (the BOM tells spreadsheets it is UTF-8)', () => {
    expect(CSV_BOM).toBe('\uFEFF');
    expect(csvLine(['تنظيف المنازل', 'الرياض، العليا'])).toBe('تنظيف المنازل,الرياض، العليا\r\n');
  });

  it.each([['=HYPERLINK("http://evil","x")'], ['+966 55 123 4567'], ['-2+3'], ['@SUM(A1)'], ['\tcmd']])(
    'turns text a spreadsheet would evaluate (%j) into text',
    (value) => {
      const field = csvField(value);
      expect(field.replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('writes negative numbers as numbers', () => {
    expect(csvField(-15)).toBe('-15');
  });
});
