import * as yup from 'yup';
import { LANGUAGES, type Language } from '../constants';
import { V } from './rules';
import { VAT_NUMBER } from './vat-number';

/**
 * A Saudi national address (SPL): building number and additional number of 4 digits, postal code of
 * 5, street, district and city as typed. Arabic-Indic digits typed on an Arabic keyboard are read as
 * the same digits, so an address is never refused for the keyboard it was typed on.
 */

export const ADDRESS_LIMITS = { text: 100 } as const;

const ARABIC_INDIC = /[\u0660-\u0669\u06f0-\u06f9]/g;
/** '٣١٠…' → '310…': digits as stored, whatever keyboard typed them. */
export const latinDigits = (value: string) => value.replace(ARABIC_INDIC, (d) => String((d.charCodeAt(0) & 0xf) % 10));

const digits = (count: number, requiredKey: string, invalidKey: string) =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? latinDigits(value).replace(/\s/g, '') : value))
    .required(V(requiredKey))
    .matches(new RegExp(`^\\d{${count}}$`), { message: V(invalidKey), excludeEmptyString: true });

const text = (requiredKey: string) => yup.string().trim().required(V(requiredKey)).max(ADDRESS_LIMITS.text, V('addressPartMaxLength'));

/** A buyer's national address, one language. */
export const nationalAddressSchema = yup.object({
  buildingNumber: digits(4, 'buildingNumberRequired', 'buildingNumberInvalid'),
  street: text('streetRequired'),
  district: text('districtRequired'),
  city: text('cityRequired'),
  postalCode: digits(5, 'postalCodeRequired', 'postalCodeInvalid'),
  additionalNumber: digits(4, 'additionalNumberRequired', 'additionalNumberInvalid'),
});

const perLanguage = (requiredKey: string) =>
  yup.object(Object.fromEntries(LANGUAGES.map((language) => [language, text(requiredKey)])) as Record<Language, ReturnType<typeof text>>);

/** The company's national address: street, district and city in both languages. */
export const sellerNationalAddressSchema = yup.object({
  buildingNumber: digits(4, 'buildingNumberRequired', 'buildingNumberInvalid'),
  street: perLanguage('streetRequired'),
  district: perLanguage('districtRequired'),
  city: perLanguage('cityRequired'),
  postalCode: digits(5, 'postalCodeRequired', 'postalCodeInvalid'),
  additionalNumber: digits(4, 'additionalNumberRequired', 'additionalNumberInvalid'),
});

/** A VAT number field: '' (none) or 15 digits with the first and last a 3, Arabic-Indic digits read as Latin. */
export const vatNumberField = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? latinDigits(value).replace(/\s/g, '') : value))
    .default('')
    .test('vat-number', V('vatNumberInvalid'), (value) => !value || VAT_NUMBER.test(value));

/**
 * A business buyer's tax identity (the account of user types 2 and 3, and the quote): both or
 * neither. A VAT number makes the buyer's invoices standard tax invoices, which must print the
 * buyer's national address, so one is never kept without the other.
 */
export const buyerIdentitySchema = yup
  .object({
    vatNumber: vatNumberField(),
    address: nationalAddressSchema.nullable().default(null),
  })
  .test('address-with-vat', V('buyerAddressRequired'), function check(value) {
    if (!value?.vatNumber || value.address) return true;
    return this.createError({ path: `${this.path ? `${this.path}.` : ''}address`, message: V('buyerAddressRequired') });
  });

export type BuyerIdentityValues = yup.InferType<typeof buyerIdentitySchema>;
