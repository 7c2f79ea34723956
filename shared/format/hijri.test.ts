import { formatDateTime } from './format';
import { formatGregorianAndHijri, formatHijri, formatHijriRange, formatPageDate, keepEraWithYear, pageHijri, setHijriSource, toHijriChoice } from './hijri';

const arab = { language: 'ar', numerals: 'arab' } as const;
const latn = { language: 'ar', numerals: 'latn' } as const;
const en = { language: 'en', numerals: 'latn' } as const;
const longDate = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Riyadh' } as const;

describe('Umm al-Qura dates by the platform calendar', () => {
  it('knows 1 Ramadan 1447 AH is 18 February 2026 (Umm al-Qura), in both digit styles and in English', () => {
    const day = new Date('2026-02-18T09:00:00Z');
    expect(formatHijri(day, arab)).toBe('١ رمضان ١٤٤٧\u00a0هـ');
    expect(formatHijri(day, latn)).toBe('1 رمضان 1447\u00a0هـ');
    expect(formatHijri(day, en)).toBe('Ramadan 1, 1447\u00a0AH');
  });

  it('knows 1 Shawwal 1447 (Eid al-Fitr) is 20 March 2026 and 1 Muharram 1448 is 16 June 2026', () => {
    expect(formatHijri(new Date('2026-03-20T09:00:00Z'), latn)).toBe('1 شوال 1447\u00a0هـ');
    expect(formatHijri(new Date('2026-06-16T09:00:00Z'), latn)).toBe('1 محرم 1448\u00a0هـ');
  });

  it('turns the day at midnight in Riyadh, not at midnight UTC', () => {
    expect(formatHijri(new Date('2026-02-17T20:59:00Z'), latn)).toBe('29 شعبان 1447\u00a0هـ');
    // 21:30 UTC is 00:30 the next day in Riyadh (UTC+3).
    expect(formatHijri(new Date('2026-02-17T21:30:00Z'), latn)).toBe('1 رمضان 1447\u00a0هـ');
  });

  it('reads a bare day (parsed at UTC midnight) on the UTC clock when told, so it stays that day', () => {
    expect(formatHijri(new Date('2026-02-18T00:00:00Z'), arab, { timeZone: 'UTC' })).toBe('١ رمضان ١٤٤٧\u00a0هـ');
    expect(formatHijri(new Date('2026-11-26T00:00:00Z'), arab, { timeZone: 'UTC', form: 'month' })).toBe('جمادى الآخرة ١٤٤٨\u00a0هـ');
  });

  it('writes "Gregorian، Hijri" (a middle dot in English) with one digit system', () => {
    const instant = new Date('2026-02-17T21:30:00Z');
    expect(formatGregorianAndHijri(instant, arab, longDate)).toBe(`${formatDateTime(instant, arab, longDate)}، ١ رمضان ١٤٤٧\u00a0هـ`);
    expect(formatGregorianAndHijri(instant, arab, longDate)).toBe('١٨ فبراير ٢٠٢٦، ١ رمضان ١٤٤٧\u00a0هـ');
    expect(formatGregorianAndHijri(instant, en, longDate)).toBe('February 18, 2026 · Ramadan 1, 1447\u00a0AH');
    expect(formatGregorianAndHijri(instant, latn, longDate)).not.toMatch(/[\u0660-\u0669]/);
  });
});

describe('the reader choice', () => {
  // Put back whatever source this process had (the server's render sets one when its module loads).
  let restore = () => {};
  afterEach(() => restore());

  it('is on for Arabic and off for English until chosen', () => {
    expect(pageHijri('ar')).toBe(true);
    expect(pageHijri('en')).toBe(false);
    expect(pageHijri('ar', false)).toBe(false);
    expect(pageHijri('en', true)).toBe(true);
  });

  it('reads cookie and form values, and nothing else', () => {
    expect(toHijriChoice('on')).toBe(true);
    expect(toHijriChoice(false)).toBe(false);
    expect(toHijriChoice('yes')).toBeUndefined();
    expect(toHijriChoice(null)).toBeUndefined();
  });

  it('adds the Hijri date to page dates only where the page shows it', () => {
    const day = new Date('2026-02-18T09:00:00Z');
    expect(formatPageDate(day, arab, longDate)).toContain('١ رمضان ١٤٤٧\u00a0هـ');
    expect(formatPageDate(day, en, longDate)).toBe('February 18, 2026');
    restore = setHijriSource(() => false);
    expect(formatPageDate(day, arab, longDate)).toBe(formatDateTime(day, arab, longDate));
  });
});

describe('Hijri ranges and short forms (the calendar)', () => {
  it('writes a Gregorian month as the Hijri months it spans, and a week as its Hijri days', () => {
    const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
    expect(formatHijriRange(day('2026-11-01'), day('2026-11-30'), arab, { timeZone: 'UTC', form: 'month' })).toBe('جمادى الأولى – جمادى الآخرة ١٤٤٨\u00a0هـ');
    expect(formatHijriRange(day('2026-11-23'), day('2026-11-29'), latn, { timeZone: 'UTC' })).toBe('13–19 جمادى الآخرة 1448\u00a0هـ');
    expect(formatHijriRange(day('2026-11-01'), day('2026-11-30'), en, { timeZone: 'UTC', form: 'month' })).toBe('Jumada I\u2009–\u2009Jumada II 1448\u00a0AH');
    expect(formatHijri(day('2026-11-23'), arab, { timeZone: 'UTC', form: 'dayMonth' })).toBe('١٣ جمادى الآخرة');
    expect(formatHijri(day('2026-11-23'), arab, { timeZone: 'UTC', form: 'day' })).toBe('١٣');
  });
});

describe('keepEraWithYear', () => {
  it('joins the era mark to its year with a no-break space, so a narrow box never leaves it alone on a line', () => {
    expect(keepEraWithYear('١ رمضان ١٤٤٧ هـ')).toBe('١ رمضان ١٤٤٧\u00a0هـ');
    expect(keepEraWithYear('Ramadan 1, 1447 AH')).toBe('Ramadan 1, 1447\u00a0AH');
    expect(keepEraWithYear('AH is not at the end')).toBe('AH is not at the end');
  });
});
