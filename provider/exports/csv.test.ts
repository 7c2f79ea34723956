import { CSV_BOM, csvField, csvLine, money } from './csv';

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

  it.each([['=HYPERLINK("http://evil","x")'], ['+966 55 123 4567'], ['+966501234567+1'], ['-2+3'], ['@SUM(A1)'], ['\tcmd']])(
    'turns text a spreadsheet would evaluate (%j) into text',
    (value) => {
      const field = csvField(value);
      expect(field.replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('writes negative numbers as numbers', () => {
    expect(csvField(-15)).toBe('-15');
  });

  it('leaves a phone number in E.164 as it is (no apostrophe)', () => {
    expect(csvLine(['+966501234567', '+14155550123'])).toBe('+966501234567,+14155550123\r\n');
  });

  it('writes amounts with their two decimals, negative ones too', () => {
    expect(csvLine([money(21564.4), money(15), money(-15), money(0.05)])).toBe('21564.40,15.00,-15.00,0.05\r\n');
  });
});
