import { createI18n } from '../../i18n/create-i18n';
import { resources } from '../../../shared/i18n';
import { errorText, isSessionExpiry, serviceErrorText } from './error-text';

const en = createI18n('en', { en: resources.en });
const ar = createI18n('ar', { ar: resources.ar });

describe("texts of failed dashboard calls (spec section 8, 'Services calls')", () => {
  const t = en.t;

  it('gives each status its own message', () => {
    expect(serviceErrorText({ status: 401, message: 'x' }, t, 'create')).toBe('Unauthorized - Please login again');
    expect(serviceErrorText({ status: 403, message: 'x' }, t, 'update')).toBe('Forbidden - You do not have permission to access');
    expect(serviceErrorText({ status: 404, message: 'x' }, t, 'delete')).toBe('Services not found');
    expect(serviceErrorText({ status: 500, message: 'x' }, t, 'fetch')).toBe('Server error - Please try again later');
    expect(serviceErrorText({ status: 503, message: 'x' }, t, 'fetch')).toBe('Server error (503)');
    expect(serviceErrorText({ status: 'FETCH_ERROR', message: 'x' }, t, 'create')).toBe('Cannot connect to server - Please check your connection');
  });

  it('lists each field error after a 400, under the form labels', () => {
    const text = serviceErrorText({ status: 400, message: 'Invalid data', errors: { title: ['Title is required'], durationMax: ['Maximum duration must be at least the minimum duration'], 'Details[3]': ['Each detail must be at most 300 characters'] } }, t, 'create');
    expect(text.split('\n')).toEqual([
      'Invalid data - Please check your inputs',
      'Title: Title is required',
      'Maximum duration: Maximum duration must be at least the minimum duration',
      'Details: Each detail must be at most 300 characters',
    ]);
  });

  it("keeps the provider's explanation of another refusal (a file too large), else the action's default", () => {
    expect(serviceErrorText({ status: 413, message: 'Each file must be at most 10 MB', code: 'PAYLOAD_TOO_LARGE' }, t, 'create')).toBe('Each file must be at most 10 MB');
    expect(serviceErrorText(new Error('boom'), t, 'update')).toBe('An error occurred while updating the service');
    expect(serviceErrorText(undefined, t, 'delete')).toBe('An error occurred while deleting the service');
  });

  it('speaks the page language', () => {
    expect(serviceErrorText({ status: 404, message: 'x' }, ar.t, 'fetch')).toBe('لم يتم العثور على الخدمات');
    expect(errorText({ status: 'FETCH_ERROR', message: 'x' }, ar.t, 'fallback')).toBe('تعذّر الاتصال بالخادم - يرجى التحقق من اتصالك');
  });

  it("shows other failures as the server said them, and knows the session's own expiry", () => {
    expect(errorText({ status: 409, message: 'You cannot deactivate your own account' }, t, 'fallback')).toBe('You cannot deactivate your own account');
    expect(errorText({ status: 500, message: '' }, t, 'fallback')).toBe('fallback');
    expect(isSessionExpiry({ status: 401, message: 'Token expired or invalid', code: 'SESSION_EXPIRED' })).toBe(true);
    expect(isSessionExpiry({ status: 401, message: 'x', code: 'UNAUTHENTICATED' })).toBe(false);
  });
});
