import { telHref } from '../../shared/content/contact-links';

/** Saudi Arabia's calling code: clients type local numbers (05…), WhatsApp needs the international form. */
const HOME_COUNTRY_CODE = '966';

/**
 * A wa.me link for a client's phone as they typed it: +966 5…, 00966 5…, or the local 05… form.
 * Null when too few digits remain to be a phone number.
 */
export function whatsappLink(phone: string | null | undefined): string | null {
  if (!phone) return null;
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (!phone.trim().startsWith('+') && digits.startsWith('0')) digits = `${HOME_COUNTRY_CODE}${digits.slice(1)}`;
  return digits.length >= 8 ? `https://wa.me/${digits}` : null;
}

export function phoneLink(phone: string | null | undefined): string | null {
  if (!phone || phone.replace(/\D/g, '').length < 3) return null;
  return telHref(phone);
}

/** A reply by e-mail, with the subject prefilled as a reply. */
export function mailtoLink(email: string, subject?: string): string {
  const query = subject ? `?subject=${encodeURIComponent(/^re:/i.test(subject) ? subject : `Re: ${subject}`)}` : '';
  return `mailto:${email}${query}`;
}
