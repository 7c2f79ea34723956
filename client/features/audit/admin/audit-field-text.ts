import { useTranslation } from 'react-i18next';
import type { AuditEntity } from '../../../../shared/types/audit';
import type { SiteContent } from '../../../../shared/types/site-content';
import { useDashboardFormat } from '../../../lib/use-dashboard-format';

/**
 * What a changed field of an audited record is called and what its value reads as, in the reader's
 * language (issue 32 item 11): the labels are the dashboard's own, those of the form or screen that
 * shows the field (never a second copy of the text), values that are codes (a booking's status, a
 * partner's channel) read as the screens write them, and times in Saudi time with the dashboard's
 * date format (Hijri beside it where the dashboard shows it). A field no screen names keeps its
 * path, as the API writes it.
 */

/** A label: the dashboard's key, and whether its text takes the field's language ({{language}}). */
type Label = string;

const ADDRESS: Record<string, Label> = {
  'address.city': 'dispatch.address.city',
  'address.district': 'dispatch.address.district',
  'address.street': 'dispatch.address.street',
  'address.buildingNumber': 'dispatch.address.buildingNumber',
  'address.additionalNumber': 'dispatch.address.additionalNumber',
  'address.postalCode': 'dispatch.address.postalCode',
  'address.note': 'dispatch.address.note',
  'address.mapUrl': 'dispatch.address.mapUrl',
};

/** By record, a field's path with its list positions and language left out (`hero.headlines`). */
export const AUDIT_FIELD_LABELS: Partial<Record<AuditEntity, Record<string, Label>>> = {
  booking: {
    status: 'bookings.columns.status',
    priorite: 'bookings.details.urgency',
    preferedContactMethode: 'bookings.details.contactMethod',
    description: 'bookings.details.description',
    preferedDateAndTime: 'bookings.details.preferredDate',
    slotStartsAt: 'bookings.details.slot',
    location: 'bookings.details.location',
    budget: 'bookings.details.budget',
    clientName: 'bookings.details.clientName',
    clientEmail: 'bookings.details.email',
    clientPhone: 'bookings.details.phone',
    createdAt: 'bookings.details.created',
    updatedAt: 'bookings.details.updated',
    ...ADDRESS,
  },
  user: {
    fullName: 'profile.fullName',
    email: 'profile.email',
    phoneNumber: 'profile.phone',
    startDate: 'profile.startDate',
    typeUser: 'users.type',
    isActive: 'users.status',
    roles: 'users.role',
    createdAt: 'users.registered',
    lastLoginAt: 'profile.lastLogin',
  },
  partner: {
    name: 'employees.form.name',
    arabicName: 'employees.form.arabicName',
    location: 'employees.form.location',
    arabicLocation: 'employees.form.arabicLocation',
    description: 'employees.form.description',
    arabicDescription: 'employees.form.arabicDescription',
    serviceId: 'employees.form.service',
    email: 'partnerDispatch.email',
    phone: 'partnerDispatch.phone',
    notifyChannel: 'partnerDispatch.channel',
    cities: 'partnerDispatch.cities',
    daysOff: 'partnerDispatch.daysOff',
  },
  service: {
    title: 'services.form.title',
    arabicTitle: 'services.form.arabicTitle',
    description: 'services.form.description',
    arabicDescription: 'services.form.arabicDescription',
    details: 'services.form.details',
    arabicDetails: 'services.form.arabicDetails',
    durationMin: 'services.form.durationMin',
    durationMax: 'services.form.durationMax',
    durationUnit: 'services.form.durationUnit',
    price: 'services.form.price',
    faqs: 'services.form.faqs',
    'faqs.question': 'services.form.faqQuestion',
    'faqs.answer': 'services.form.faqAnswer',
    'faqs.arabicQuestion': 'services.form.faqArabicQuestion',
    'faqs.arabicAnswer': 'services.form.faqArabicAnswer',
  },
  content: {
    'hero.headlines': 'content.hero.headlines',
    'hero.subtitle': 'content.hero.subtitle',
    'hero.description': 'content.hero.description',
    aboutStory: 'content.story.field',
    companyPhone: 'content.contact.phone',
    whatsappNumber: 'content.contact.whatsapp',
    infoEmail: 'content.contact.email',
    officeAddress: 'content.contact.address',
    'invoicing.legalName': 'content.tax.legalName',
    'invoicing.arabicLegalName': 'content.tax.arabicLegalName',
    'invoicing.crNumber': 'content.tax.crNumber',
    'invoicing.vatNumber': 'content.tax.vatNumber',
    'invoicing.vatRatePercent': 'content.tax.vatRate',
    ...Object.fromEntries(
      ['buildingNumber', 'street', 'district', 'city', 'postalCode', 'additionalNumber'].map((part) => [
        `invoicing.nationalAddress.${part}`,
        `content.tax.address.${part}`,
      ]),
    ),
    ...Object.fromEntries(
      (['facebook', 'twitter', 'instagram', 'linkedin'] satisfies Array<keyof SiteContent['socialLinks']>).map((network) => [
        `socialLinks.${network}`,
        `common:footer.${network}`,
      ]),
    ),
  },
};

/** Values that are codes, by the field's last name: the key their words are under (`{{value}}` replaced). */
const VALUE_WORDS: Partial<Record<AuditEntity, Record<string, string[]>>> = {
  booking: {
    // A booking's own status, or (in its list of assignments) a partner's on it.
    status: ['bookings.status.{{value}}', 'dispatch.status.{{value}}'],
    priorite: ['bookings.urgency.{{value}}'],
    preferedContactMethode: ['bookings.contactMethods.{{value}}'],
  },
  user: { typeUser: ['users.types.{{value}}'] },
  partner: { notifyChannel: ['partnerDispatch.channels.{{value}}'] },
  service: { durationUnit: ['services.units.{{value}}'] },
};

const LANGUAGES = new Set(['en', 'ar']);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

interface FieldPath {
  /** The path without list positions and language segments (`hero.headlines`). */
  name: string;
  /** The positions in lists, from 1 (`faqs.1.question` → [2]). */
  positions: number[];
  language: 'en' | 'ar' | null;
}

export function parseFieldPath(path: string): FieldPath {
  const positions: number[] = [];
  let language: FieldPath['language'] = null;
  const names: string[] = [];
  for (const segment of path.split('.')) {
    if (/^\d+$/.test(segment)) positions.push(Number(segment) + 1);
    else if (LANGUAGES.has(segment) && names.length > 0) language = segment as 'en' | 'ar';
    else names.push(segment);
  }
  return { name: names.join('.'), positions, language };
}

/** The words of a changed field's name and values for the audit log, in the page's language. */
export function useAuditFieldText(entity: AuditEntity) {
  const { t, i18n } = useTranslation(['dashboard', 'common']);
  const format = useDashboardFormat();
  const known = (key: string) => i18n.exists(key, { ns: key.includes(':') ? undefined : 'dashboard' });

  return {
    /** The field's label, or null when no screen names it (the path is shown instead). */
    label(path: string): string | null {
      const { name, positions, language } = parseFieldPath(path);
      const key = AUDIT_FIELD_LABELS[entity]?.[name];
      if (!key || !known(key)) return null;
      const text = t(key, { language: language ? t(`content.languages.${language}`) : '', n: positions[0] ?? '' }).replace(/\s*\(\s*\)$/, '');
      return positions.length > 0 ? `${text} ${positions.map((n) => format.number(n)).join('.')}` : text;
    },
    /** A recorded value as text: words for codes, yes/no and nothing, the page's digits, Saudi time. */
    value(path: string, value: unknown): string {
      if (value === null || value === undefined || value === '') return t('audit.emptyValue');
      if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
      if (typeof value === 'number' && VALUE_WORDS[entity]?.[parseFieldPath(path).name]) return this.value(path, String(value));
      if (typeof value === 'number') return format.number(value, Number.isInteger(value) ? 0 : 2);
      if (typeof value === 'string') {
        const key = VALUE_WORDS[entity]?.[parseFieldPath(path).name]?.map((words) => words.replace('{{value}}', value)).find(known);
        if (key) return t(key);
        if (ISO_TIME.test(value)) return format.recordDate(value, 'dateTime');
        if (ISO_DAY.test(value)) return format.recordDate(value, 'date');
        return value;
      }
      if (Array.isArray(value) && value.length === 0) return t('audit.emptyValue');
      return JSON.stringify(value);
    },
  };
}
