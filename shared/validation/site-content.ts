import * as yup from 'yup';
import { LANGUAGES, type Language } from '../constants';
import { isPlausiblePhone, requiredEmail, V } from './rules';
import { latinDigits, sellerNationalAddressSchema, vatNumberField } from './national-address';

export const SITE_CONTENT_LIMITS = {
  addressMax: 200,
  headlinesMax: 8,
  headlineMax: 120,
  subtitleMax: 200,
  heroDescriptionMax: 1000,
  aboutStoryMax: 5000,
  linkMax: 300,
  legalNameMax: 200,
} as const;

export { VAT_NUMBER } from './vat-number';

/** A commercial registration number (Ministry of Commerce): 10 digits. */
export const CR_NUMBER = /^\d{10}$/;

/**
 * The company's national address: wholly empty until an admin enters it (a fresh site has none), and
 * then complete and well formed (building number, street, district, city, postal code, additional
 * number, the names in both languages): the parts' own rules apply once any part is filled in.
 */
const sellerAddressOrNone = () =>
  yup
    .object({
      buildingNumber: yup.string().trim().default(''),
      street: yup.object({ en: yup.string().trim().default(''), ar: yup.string().trim().default('') }),
      district: yup.object({ en: yup.string().trim().default(''), ar: yup.string().trim().default('') }),
      city: yup.object({ en: yup.string().trim().default(''), ar: yup.string().trim().default('') }),
      postalCode: yup.string().trim().default(''),
      additionalNumber: yup.string().trim().default(''),
    })
    // Arabic-Indic digits stored as Latin ones, once the address is being filled in.
    .transform((value: unknown) => (hasText(value) ? sellerNationalAddressSchema.cast(value, { assert: false }) : value))
    .test('complete-or-empty', V('addressIncomplete'), function check(value) {
      if (!hasText(value)) return true;
      try {
        sellerNationalAddressSchema.validateSync(value, { abortEarly: false });
        return true;
      } catch (error) {
        if (!(error instanceof yup.ValidationError)) throw error;
        return new yup.ValidationError(error.inner.map((inner) => this.createError({ path: `${this.path}.${inner.path}`, message: inner.message })));
      }
    });

function hasText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (value && typeof value === 'object') return Object.values(value).some(hasText);
  return false;
}

/** A percentage from 0 to 100 with at most two decimals (stored as basis points). */
const percent = () =>
  yup
    .number()
    .typeError(V('vatRateInvalid'))
    .required(V('vatRateRequired'))
    .min(0, V('vatRateInvalid'))
    .max(100, V('vatRateInvalid'))
    .test('two-decimals', V('vatRateInvalid'), (value) => value === undefined || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6);

const phone = (requiredKey: string) =>
  yup
    .string()
    .trim()
    .required(V(requiredKey))
    .test('phone-digits', V('phoneInvalid'), (value) => !value || isPlausiblePhone(value));

/** '#' (no page yet, the spec's placeholder) or a full http(s) link. */
const socialLink = () =>
  yup
    .string()
    .trim()
    .default('#')
    .transform((value: unknown) => (value === '' ? '#' : value))
    .max(SITE_CONTENT_LIMITS.linkMax, V('socialLinkInvalid'))
    .test('link', V('socialLinkInvalid'), (value) => {
      if (!value || value === '#') return true;
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
      } catch {
        return false;
      }
    });

const text = (requiredKey: string, max: number, maxKey: string) => yup.string().trim().required(V(requiredKey)).max(max, V(maxKey));

const hero = () =>
  yup.object({
    // Blank lines are dropped, as with service details: an empty typewriter line is never wanted.
    headlines: yup
      .array(yup.string().trim().max(SITE_CONTENT_LIMITS.headlineMax, V('headlineMaxLength')).defined())
      .transform((value: unknown) => (Array.isArray(value) ? value.filter((line) => typeof line === 'string' && line.trim() !== '') : value))
      .required(V('headlinesRequired'))
      .min(1, V('headlinesRequired'))
      .max(SITE_CONTENT_LIMITS.headlinesMax, V('tooManyHeadlines')),
    subtitle: text('subtitleRequired', SITE_CONTENT_LIMITS.subtitleMax, 'subtitleMaxLength'),
    description: text('descriptionRequired', SITE_CONTENT_LIMITS.heroDescriptionMax, 'descriptionMaxLength'),
  });

/** One object with a required field per language. */
function perLanguage<T extends yup.AnySchema>(field: () => T) {
  return yup.object(Object.fromEntries(LANGUAGES.map((language) => [language, field()])) as Record<Language, T>);
}

/** The site content document (PUT /Content; the dashboard "Content" form). */
export const siteContentSchema = yup.object({
  companyPhone: phone('phoneNumberRequired'),
  whatsappNumber: phone('whatsappRequired').test('international', V('whatsappInternational'), (value) => !value || value.startsWith('+')),
  infoEmail: requiredEmail('invalidEmail'),
  officeAddress: perLanguage(() => text('addressRequired', SITE_CONTENT_LIMITS.addressMax, 'addressMaxLength')),
  socialLinks: yup.object({
    facebook: socialLink(),
    twitter: socialLink(),
    instagram: socialLink(),
    linkedin: socialLink(),
  }),
  hero: perLanguage(hero),
  aboutStory: perLanguage(() => text('aboutStoryRequired', SITE_CONTENT_LIMITS.aboutStoryMax, 'aboutStoryMaxLength')),
  // What tax invoices need: the seller's registered name and VAT number, and the VAT rate of new
  // quotes and invoices. An empty VAT number is allowed (no invoice can be issued until it is set).
  invoicing: yup.object({
    legalName: text('legalNameRequired', SITE_CONTENT_LIMITS.legalNameMax, 'legalNameMaxLength'),
    arabicLegalName: text('arabicLegalNameRequired', SITE_CONTENT_LIMITS.legalNameMax, 'legalNameMaxLength'),
    vatNumber: vatNumberField(),
    crNumber: yup
      .string()
      .transform((value: unknown) => (typeof value === 'string' ? latinDigits(value).replace(/\s/g, '') : value))
      .default('')
      .matches(CR_NUMBER, { message: V('crNumberInvalid'), excludeEmptyString: true }),
    nationalAddress: sellerAddressOrNone(),
    vatRatePercent: percent(),
  }),
});

export type SiteContentValues = yup.InferType<typeof siteContentSchema>;
