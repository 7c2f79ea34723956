import { resources } from '../i18n';
import { adminUserCreateSchema } from './admin-user';
import { cancelBookingSchema, rescheduleBookingSchema } from './booking-change';
import { contactSchema } from './contact';
import { creditNoteSchema } from './invoice';
import { partnerSchema } from './partner';
import { profileUpdateSchema } from './profile-update';
import { quoteSchema } from './quote';
import { quoteRejectionSchema } from './quote-rejection';
import { registrationSchema } from './registration';
import { serviceSchema } from './service';
import { errorsOf } from './test-helpers';
import { userFormSchema } from './user-form';

const MESSAGE = 'validation:lineBreak';

/** Every way of starting a new line, inside a value (leading and trailing ones are trimmed away). */
const BREAKS = {
  'CR LF': '\r\n',
  LF: '\n',
  CR: '\r',
  'vertical tab': '\v',
  'form feed': '\f',
  'next line U+0085': '\u0085',
  'line separator U+2028': '\u2028',
  'paragraph separator U+2029': '\u2029',
};

describe('one-line fields refuse line breaks (client, web server and provider share these schemas)', () => {
  const fields = [
    ['registration', registrationSchema, 'fullName'],
    ['dashboard user form', userFormSchema, 'fullName'],
    ['account created by an admin', adminUserCreateSchema, 'fullName'],
    ['profile update', profileUpdateSchema, 'fullName'],
    ['contact message', contactSchema, 'name'],
    ['partner', partnerSchema, 'name'],
    ['service', serviceSchema, 'arabicTitle'],
    ['quote', quoteSchema, 'clientName'],
    ['booking cancellation', cancelBookingSchema, 'reason'],
    ['booking move', rescheduleBookingSchema, 'reason'],
    ['quote rejection', quoteRejectionSchema, 'reason'],
    ['credit note', creditNoteSchema, 'reason'],
  ] as const;

  describe.each(fields)('%s: %s', (_form, schema, field) => {
    it.each(Object.entries(BREAKS))('refuses %s inside the value', (_name, lineBreak) => {
      expect(errorsOf(schema, { [field]: `Sara${lineBreak}Bcc: victim@example.com` })[field]).toEqual([MESSAGE]);
    });

    it('accepts one line, in either language, and trims a break at either end', () => {
      expect(errorsOf(schema, { [field]: 'Sara Ahmed' })[field]).toBeUndefined();
      expect(errorsOf(schema, { [field]: 'سارة أحمد' })[field]).toBeUndefined();
      expect(errorsOf(schema, { [field]: '\r\nSara Ahmed\n' })[field]).toBeUndefined();
    });
  });

  it('has the message in English and in Arabic', () => {
    expect(resources.en.validation).toHaveProperty('lineBreak', 'Enter this on one line: line breaks are not accepted');
    expect((resources.ar.validation as Record<string, string>).lineBreak).toMatch(/[\u0600-\u06FF]/);
  });
});
