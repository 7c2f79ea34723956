/**
 * The Saudi cities a booking's address and a partner's service area are chosen from (issue 27 item 2):
 * a stable code stored in the database, and the city's name in both languages as the Saudi national
 * address (SPL) writes it. Ordered by region, then by size, so the lists read as people expect.
 */
export const SAUDI_CITIES = [
  { code: 'riyadh', en: 'Riyadh', ar: 'الرياض' },
  { code: 'al-kharj', en: 'Al Kharj', ar: 'الخرج' },
  { code: 'ad-diriyah', en: 'Diriyah', ar: 'الدرعية' },
  { code: 'al-majmaah', en: "Al Majma'ah", ar: 'المجمعة' },
  { code: 'jeddah', en: 'Jeddah', ar: 'جدة' },
  { code: 'makkah', en: 'Makkah', ar: 'مكة المكرمة' },
  { code: 'taif', en: 'Taif', ar: 'الطائف' },
  { code: 'rabigh', en: 'Rabigh', ar: 'رابغ' },
  { code: 'madinah', en: 'Madinah', ar: 'المدينة المنورة' },
  { code: 'yanbu', en: 'Yanbu', ar: 'ينبع' },
  { code: 'al-ula', en: 'AlUla', ar: 'العلا' },
  { code: 'dammam', en: 'Dammam', ar: 'الدمام' },
  { code: 'al-khobar', en: 'Al Khobar', ar: 'الخبر' },
  { code: 'dhahran', en: 'Dhahran', ar: 'الظهران' },
  { code: 'al-ahsa', en: 'Al Ahsa', ar: 'الأحساء' },
  { code: 'al-jubail', en: 'Al Jubail', ar: 'الجبيل' },
  { code: 'al-qatif', en: 'Al Qatif', ar: 'القطيف' },
  { code: 'hafar-al-batin', en: 'Hafar Al Batin', ar: 'حفر الباطن' },
  { code: 'buraydah', en: 'Buraydah', ar: 'بريدة' },
  { code: 'unayzah', en: 'Unayzah', ar: 'عنيزة' },
  { code: 'ar-rass', en: 'Ar Rass', ar: 'الرس' },
  { code: 'hail', en: "Ha'il", ar: 'حائل' },
  { code: 'tabuk', en: 'Tabuk', ar: 'تبوك' },
  { code: 'abha', en: 'Abha', ar: 'أبها' },
  { code: 'khamis-mushait', en: 'Khamis Mushait', ar: 'خميس مشيط' },
  { code: 'bisha', en: 'Bisha', ar: 'بيشة' },
  { code: 'jazan', en: 'Jazan', ar: 'جازان' },
  { code: 'najran', en: 'Najran', ar: 'نجران' },
  { code: 'al-baha', en: 'Al Baha', ar: 'الباحة' },
  { code: 'arar', en: 'Arar', ar: 'عرعر' },
  { code: 'sakaka', en: 'Sakaka', ar: 'سكاكا' },
  { code: 'al-qurayyat', en: 'Al Qurayyat', ar: 'القريات' },
] as const;

export type SaudiCity = (typeof SAUDI_CITIES)[number];
export type SaudiCityCode = SaudiCity['code'];
export const SAUDI_CITY_CODES = SAUDI_CITIES.map((city) => city.code) as readonly SaudiCityCode[];

const byCode = new Map<string, SaudiCity>(SAUDI_CITIES.map((city) => [city.code, city]));

export const isSaudiCityCode = (value: unknown): value is SaudiCityCode => typeof value === 'string' && byCode.has(value);

/** The city's name in the language ('ar' or anything else for English); the code itself when unknown. */
export function saudiCityName(code: string, language: string): string {
  const city = byCode.get(code);
  if (!city) return code;
  return language === 'ar' ? city.ar : city.en;
}
