/** Links from the phone numbers of the site content, however an admin spaced or punctuated them. */

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** tel: link keeping a leading + (international numbers). */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digitsOf(phone)}`;
}

/** wa.me wants the international number as digits only, without + or a leading 00. */
export function whatsappHref(number: string): string {
  return `https://wa.me/${digitsOf(number).replace(/^00/, '')}`;
}
