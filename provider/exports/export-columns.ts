import { contactPriorityOf, type Language } from '../../shared/constants';
import { saudiDate, saudiMinutes, timeOf } from '../../shared/scheduling/saudi-clock';
import type { Booking } from '../../shared/types/booking';
import type { ContactMessage } from '../../shared/types/contact-message';
import type { Invoice } from '../../shared/types/invoice';
import type { Quote } from '../../shared/types/quote';
import type { Rating } from '../../shared/types/rating';
import type { User } from '../../shared/types/user';
import type { Translate } from '../http/i18n';
import { money } from './csv';
import type { CsvColumn } from './send-csv';

/**
 * The columns of each dashboard list's CSV export: what the list shows and what an admin filters
 * on in a spreadsheet. Times are Saudi time (the headers say so), written "YYYY-MM-DD HH:mm", which
 * spreadsheets read as dates; amounts are riyals with two decimals; words (statuses, urgency) are
 * in the request's language, like the headers.
 */

/** An instant (ISO text) as Saudi date and time. */
export function saudiDateTime(iso: string | null): string {
  if (!iso) return '';
  const instant = new Date(iso);
  return `${saudiDate(instant)} ${timeOf(saudiMinutes(instant))}`;
}

/** Which of a bilingual pair the reader's language picks (the other when it is blank). */
const inLanguage = (language: Language, english: string, arabic: string) => (language === 'ar' ? arabic || english : english || arabic);

const h = (list: string, column: string) => `provider:exports.${list}.${column}`;

/** The translator, remembering each word: a column's few values (statuses, yes/no) repeat on every row. */
export function rememberingWords(t: Translate): Translate {
  const words = new Map<string, string>();
  return (key, vars) => {
    if (vars) return t(key, vars);
    let word = words.get(key);
    if (word === undefined) {
      word = t(key);
      words.set(key, word);
    }
    return word;
  };
}

export function bookingColumns(t: Translate, language: Language): CsvColumn<Booking>[] {
  const main = (b: Booking) => b.demandeDeServiceItems.find((item) => !item.isAdditionalService);
  return [
    { header: h('bookings', 'id'), cell: (b) => b.id },
    { header: h('bookings', 'received'), cell: (b) => saudiDateTime(b.createdAt) },
    { header: h('bookings', 'status'), cell: (b) => t(`dashboard:bookings.status.${b.status}`) },
    { header: h('bookings', 'clientName'), cell: (b) => b.clientName },
    { header: h('bookings', 'clientEmail'), cell: (b) => b.clientEmail },
    { header: h('bookings', 'clientPhone'), cell: (b) => b.clientPhone },
    {
      header: h('bookings', 'service'),
      cell: (b) => {
        const item = main(b);
        return item ? inLanguage(language, item.serviceTitle, item.serviceArabicTitle) : '';
      },
    },
    {
      header: h('bookings', 'additionalServices'),
      cell: (b) =>
        b.demandeDeServiceItems
          .filter((item) => item.isAdditionalService)
          .map((item) => inLanguage(language, item.serviceTitle, item.serviceArabicTitle))
          .join('; '),
    },
    { header: h('bookings', 'preferredTime'), cell: (b) => saudiDateTime(b.slotStartsAt ?? b.preferedDateAndTime) },
    { header: h('bookings', 'urgency'), cell: (b) => t(`dashboard:bookings.urgency.${b.priorite}`) },
    { header: h('bookings', 'contactMethod'), cell: (b) => t(`dashboard:bookings.contactMethods.${b.preferedContactMethode}`) },
    { header: h('bookings', 'location'), cell: (b) => b.location },
    { header: h('bookings', 'budget'), cell: (b) => money(b.budget) },
    { header: h('bookings', 'description'), cell: (b) => b.description },
  ];
}

export function quoteColumns(t: Translate): CsvColumn<Quote>[] {
  return [
    { header: h('quotes', 'number'), cell: (q) => q.quoteNumber },
    { header: h('quotes', 'date'), cell: (q) => saudiDateTime(q.quoteDate) },
    { header: h('quotes', 'validUntil'), cell: (q) => q.validUntil },
    { header: h('quotes', 'status'), cell: (q) => t(`quotes:status.${q.status}`) },
    { header: h('quotes', 'booking'), cell: (q) => q.requestId },
    { header: h('quotes', 'clientName'), cell: (q) => q.clientName },
    { header: h('quotes', 'clientEmail'), cell: (q) => q.clientEmail },
    { header: h('quotes', 'clientPhone'), cell: (q) => q.clientPhone },
    { header: h('quotes', 'clientCompany'), cell: (q) => q.clientCompany },
    { header: h('quotes', 'subtotal'), cell: (q) => money(q.subtotal) },
    { header: h('quotes', 'taxRate'), cell: (q) => q.taxRatePercent },
    { header: h('quotes', 'tax'), cell: (q) => money(q.tax) },
    { header: h('quotes', 'total'), cell: (q) => money(q.totalAmount) },
    { header: h('quotes', 'answeredAt'), cell: (q) => saudiDateTime(q.answeredAt) },
    { header: h('quotes', 'rejectionReason'), cell: (q) => q.rejectionReason },
  ];
}

export function invoiceColumns(t: Translate): CsvColumn<Invoice>[] {
  return [
    { header: h('invoices', 'number'), cell: (i) => i.invoiceNumber },
    { header: h('invoices', 'issued'), cell: (i) => saudiDateTime(i.issuedAt) },
    { header: h('invoices', 'status'), cell: (i) => t(`account:invoices.status.${i.status}`) },
    { header: h('invoices', 'booking'), cell: (i) => i.bookingId },
    { header: h('invoices', 'quote'), cell: (i) => i.quoteNumber },
    { header: h('invoices', 'clientName'), cell: (i) => i.clientName },
    { header: h('invoices', 'clientEmail'), cell: (i) => i.clientEmail },
    { header: h('invoices', 'clientCompany'), cell: (i) => i.clientCompany },
    { header: h('invoices', 'subtotal'), cell: (i) => money(i.subtotal) },
    { header: h('invoices', 'vatRate'), cell: (i) => i.vatRatePercent },
    { header: h('invoices', 'vat'), cell: (i) => money(i.vat) },
    { header: h('invoices', 'total'), cell: (i) => money(i.total) },
    { header: h('invoices', 'paidOn'), cell: (i) => i.paidOn },
    { header: h('invoices', 'paymentMethod'), cell: (i) => (i.paymentMethod ? t(`account:invoices.methods.${i.paymentMethod}`) : '') },
    { header: h('invoices', 'paymentReference'), cell: (i) => i.paymentReference },
  ];
}

export function contactMessageColumns(t: Translate): CsvColumn<ContactMessage>[] {
  return [
    { header: h('messages', 'received'), cell: (m) => saudiDateTime(m.date) },
    { header: h('messages', 'name'), cell: (m) => m.name },
    { header: h('messages', 'email'), cell: (m) => m.email },
    { header: h('messages', 'phone'), cell: (m) => m.phone },
    { header: h('messages', 'subject'), cell: (m) => m.subject },
    { header: h('messages', 'priority'), cell: (m) => t(`dashboard:messages.priorities.${contactPriorityOf(m.priorite)}`) },
    { header: h('messages', 'contactMethod'), cell: (m) => (m.preferedContactMethode ? t(`dashboard:messages.methods.${m.preferedContactMethode}`) : '') },
    { header: h('messages', 'message'), cell: (m) => m.description },
  ];
}

export function userColumns(t: Translate): CsvColumn<User>[] {
  const yesNo = (value: boolean) => t(value ? 'provider:exports.yes' : 'provider:exports.no');
  return [
    { header: h('users', 'id'), cell: (u) => u.id },
    { header: h('users', 'fullName'), cell: (u) => u.fullName },
    { header: h('users', 'email'), cell: (u) => u.email },
    { header: h('users', 'phone'), cell: (u) => u.phoneNumber },
    { header: h('users', 'type'), cell: (u) => t(`dashboard:users.types.${u.typeUser}`) },
    {
      header: h('users', 'role'),
      cell: (u) =>
        u.roles
          .map((role) => t(role === 'Admin' ? 'dashboard:profile.roleAdmin' : role === 'Client' ? 'dashboard:users.roleClient' : `admin:users.roles.${role}`))
          .join('; '),
    },
    { header: h('users', 'active'), cell: (u) => yesNo(u.isActive) },
    { header: h('users', 'emailConfirmed'), cell: (u) => yesNo(u.emailConfirmed) },
    { header: h('users', 'startDate'), cell: (u) => (u.startDate ? saudiDate(new Date(u.startDate)) : '') },
    { header: h('users', 'registered'), cell: (u) => saudiDateTime(u.createdAt) },
    { header: h('users', 'lastLogin'), cell: (u) => saudiDateTime(u.lastLoginAt) },
  ];
}

export function ratingColumns(t: Translate, language: Language): CsvColumn<Rating>[] {
  return [
    { header: h('ratings', 'date'), cell: (r) => saudiDateTime(r.createdAt) },
    { header: h('ratings', 'stars'), cell: (r) => r.value },
    { header: h('ratings', 'service'), cell: (r) => inLanguage(language, r.serviceTitle, r.serviceArabicTitle) },
    { header: h('ratings', 'client'), cell: (r) => r.clientName },
    { header: h('ratings', 'verified'), cell: (r) => t(r.verified ? 'provider:exports.yes' : 'provider:exports.no') },
    { header: h('ratings', 'comment'), cell: (r) => r.comment },
  ];
}
