import type { TFunction } from 'i18next';
import { resources } from '../../shared/i18n';
import { serviceErrorTexts } from '../features/services/admin/service-error-texts';
import { createI18n } from '../i18n/create-i18n';
import type { ApiError } from './api';
import { apiErrorText, isSessionExpiry, serverSuccessText, type ErrorTexts } from './api-error-text';

// Returns the key (and its status), so each test names the text it expects.
const keys = ((key: string, options?: { status?: number }) => (options?.status ? `${key}(${options.status})` : key)) as unknown as TFunction;
const en = createI18n('en', { en: resources.en }).t;
const ar = createI18n('ar', { ar: resources.ar }).t;

const failure = (fields: Partial<ApiError>): ApiError => ({ status: 500, message: '', ...fields });
/** What the base query makes of an answer that was not an envelope: the status text, in English. */
const bare = (status: number) => failure({ status, message: 'Status Text', serverMessage: false });

const REGISTRATION: ErrorTexts = {
  fallback: 'account:register.errors.default',
  byStatus: { 400: 'account:register.errors.invalidData', 500: 'account:register.errors.server' },
};

describe('apiErrorText: one rule for every failed call', () => {
  it('says the connection failed when nothing answered, in the page language', () => {
    expect(apiErrorText(failure({ status: 'FETCH_ERROR', message: 'Cannot connect' }), keys, 'x.failed')).toBe('common:apiErrors.cannotConnect');
    expect(apiErrorText(failure({ status: 'FETCH_ERROR', message: 'x' }), ar, serviceErrorTexts('create'))).toBe(
      'تعذّر الاتصال بالخادم - يرجى التحقق من اتصالك',
    );
  });

  it("shows the server's own message first, on every kind of action", () => {
    const refused = failure({ status: 409, message: 'You cannot deactivate your own account', serverMessage: true });
    expect(apiErrorText(refused, keys, 'users.toast.updateFailed')).toBe('You cannot deactivate your own account');
    expect(
      apiErrorText(
        failure({ status: 400, message: 'Invalid data - Please check your inputs', serverMessage: true, errors: { email: ['x'] } }),
        keys,
        REGISTRATION,
      ),
    ).toBe('Invalid data - Please check your inputs');
    expect(apiErrorText(failure({ status: 404, message: 'لم يتم العثور على الخدمات', serverMessage: true }), ar, serviceErrorTexts('delete'))).toBe(
      'لم يتم العثور على الخدمات',
    );
  });

  it('never shows a message made up from the HTTP status (English on an Arabic page): the action says it instead', () => {
    expect(apiErrorText(bare(502), keys, 'public:errors.servicesLoad')).toBe('public:errors.servicesLoad');
    expect(apiErrorText(failure({ status: 500, message: '   ', serverMessage: true }), keys, 'blog:list.loadError')).toBe('blog:list.loadError');
    expect(apiErrorText(bare(500), ar, 'public:errors.servicesLoad')).toBe(ar('public:errors.servicesLoad'));
  });

  it("uses the server's first field error when it sent no message", () => {
    expect(apiErrorText(failure({ status: 400, message: 'Bad Request', errors: { phoneNumber: ['', 'Phone number is required'] } }), keys, REGISTRATION)).toBe(
      'Phone number is required',
    );
  });

  it.each([
    [400, 'account:register.errors.invalidData'],
    // Registration no longer answers 409 (a taken address gets the answer of a new one): a bare 409 says nothing particular.
    [409, 'account:register.errors.default'],
    [500, 'account:register.errors.server'],
    [502, 'account:register.errors.default'],
    [429, 'account:register.errors.default'],
  ])('then the text spec 8 names for status %s, else the default: %s', (status, key) => {
    expect(apiErrorText(bare(status), keys, REGISTRATION)).toBe(key);
  });

  it("falls back on the action's default for anything that is not a failed call", () => {
    expect(apiErrorText(new Error('boom'), keys, REGISTRATION)).toBe('account:register.errors.default');
    expect(apiErrorText(undefined, keys, 'account:forgot.failed')).toBe('account:forgot.failed');
  });
});

describe("apiErrorText for the services calls (spec 8, 'Services calls')", () => {
  it('gives each status its own text when the answer had no message', () => {
    expect(apiErrorText(bare(401), en, serviceErrorTexts('create'))).toBe('Unauthorized - Please login again');
    expect(apiErrorText(bare(403), en, serviceErrorTexts('update'))).toBe('Forbidden - You do not have permission to access');
    expect(apiErrorText(bare(404), en, serviceErrorTexts('delete'))).toBe('Services not found');
    expect(apiErrorText(bare(500), en, serviceErrorTexts('fetch'))).toBe('Server error - Please try again later');
    expect(apiErrorText(bare(503), en, serviceErrorTexts('fetch'))).toBe('Server error (503)');
    expect(apiErrorText(bare(404), ar, serviceErrorTexts('fetch'))).toBe('لم يتم العثور على الخدمات');
  });

  it('lists each field error after the first line, under the form labels', () => {
    const errors = {
      title: ['Title is required'],
      durationMax: ['Maximum duration must be at least the minimum duration'],
      'Details[3]': ['Each detail must be at most 300 characters'],
      extra: ['x', 'y'],
    };
    const expected = [
      'Title: Title is required',
      'Maximum duration: Maximum duration must be at least the minimum duration',
      'Details: Each detail must be at most 300 characters',
      'extra: x, y',
    ];
    const fromProvider = failure({ status: 400, message: 'Invalid data - Please check your inputs', serverMessage: true, errors });
    expect(apiErrorText(fromProvider, en, serviceErrorTexts('create')).split('\n')).toEqual(['Invalid data - Please check your inputs', ...expected]);
    const withoutMessage = failure({ status: 400, message: 'Bad Request', errors });
    expect(apiErrorText(withoutMessage, en, serviceErrorTexts('create')).split('\n')).toEqual(['Invalid data - Please check your inputs', ...expected]);
  });

  it("keeps the provider's explanation of another refusal (a file too large), else the action's default", () => {
    expect(
      apiErrorText(
        failure({ status: 413, message: 'Each file must be at most 10 MB', serverMessage: true, code: 'PAYLOAD_TOO_LARGE' }),
        en,
        serviceErrorTexts('create'),
      ),
    ).toBe('Each file must be at most 10 MB');
    expect(apiErrorText(new Error('boom'), en, serviceErrorTexts('update'))).toBe('An error occurred while updating the service');
    expect(apiErrorText(undefined, en, serviceErrorTexts('delete'))).toBe('An error occurred while deleting the service');
  });
});

describe('serverSuccessText and isSessionExpiry', () => {
  it("prefers the server's success message, else the action's default", () => {
    expect(serverSuccessText('Confirmation email sent', keys, 'account:resend.sent')).toBe('Confirmation email sent');
    expect(serverSuccessText(' ', keys, 'account:resend.sent')).toBe('account:resend.sent');
    expect(serverSuccessText(undefined, keys, 'account:resend.sent')).toBe('account:resend.sent');
  });

  it("knows the session's own expiry from another refusal", () => {
    expect(isSessionExpiry({ status: 401, message: 'Token expired or invalid', code: 'SESSION_EXPIRED' })).toBe(true);
    expect(isSessionExpiry({ status: 401, message: 'x', code: 'UNAUTHENTICATED' })).toBe(false);
    expect(isSessionExpiry(new Error('x'))).toBe(false);
  });
});
