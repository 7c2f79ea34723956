import * as yup from 'yup';
import { CONTACT_METHODS, CONTACT_PRIORITIES, MIN_LENGTH, type ContactMethod, type ContactPriority } from '../constants';
import { isPlausiblePhone, minLength, minVisibleLength, requiredEmail, V, oneOfOrEmpty, visibleText } from './rules';

export const CONTACT_LIMITS = { nameMax: 100, subjectMax: 200, descriptionMax: 1000 } as const;

/** Contact form (spec 5.1) with the provider's limits: name 2–100, phone 8–15 digits, subject 3–200, description 10–1000. */
export const contactSchema = yup.object({
  name: visibleText(
    minVisibleLength(yup.string().trim().required(V('nameRequired')), MIN_LENGTH.fullName, V('nameMinLength')).max(CONTACT_LIMITS.nameMax, V('nameMaxLength')),
  ),
  email: requiredEmail('contactEmailInvalid'),
  phone: yup
    .string()
    .trim()
    .default('')
    .test('phone-min', V('phoneMinLength'), (value) => !value || value.length >= MIN_LENGTH.phone)
    .test('phone-digits', V('phoneInvalid'), (value) => !value || isPlausiblePhone(value)),
  subject: minLength(yup.string().trim().required(V('subjectRequired')), MIN_LENGTH.subject, V('subjectMinLength')).max(
    CONTACT_LIMITS.subjectMax,
    V('subjectMaxLength'),
  ),
  description: minLength(yup.string().trim().required(V('descriptionRequired')), MIN_LENGTH.contactDescription, V('descriptionMinLength')).max(
    CONTACT_LIMITS.descriptionMax,
    V('descriptionMaxLength'),
  ),
  // The spec's entity allows an empty choice; anything else must be one of the dropdown values.
  priorite: yup.string<ContactPriority | ''>().trim().default('').test('one-of', V('priorityInvalid'), oneOfOrEmpty(CONTACT_PRIORITIES)),
  preferedContactMethode: yup.string<ContactMethod | ''>().trim().default('').test('one-of', V('contactMethodInvalid'), oneOfOrEmpty(CONTACT_METHODS)),
});

export type ContactFormValues = yup.InferType<typeof contactSchema>;
