import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/**
 * A partner's phone in E.164 (+9665XXXXXXXX), as it is stored and handed to the SMS and WhatsApp
 * gateways (issue 27 item 3). Written as people write it (05X XXX XXXX, 9665..., +966 5X...), a Saudi
 * number when no country code is given; only a mobile number passes (the "mobile" metadata), since a
 * landline cannot take an SMS or a WhatsApp message. null when it is not one.
 */
export function toE164(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  // "9665..." without the plus is how many Saudi forms write it: read it as international.
  const written = /^9665\d{8}$/.test(trimmed.replace(/[\s-]/g, '')) ? `+${trimmed}` : trimmed;
  const number = parsePhoneNumberFromString(written, 'SA');
  return number?.isValid() ? number.number : null;
}

/** The number for reading: international format (+966 50 123 4567), or the text itself when it is not a number. */
export function displayPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
