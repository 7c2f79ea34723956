import { DEFAULT_SITE_CONTENT } from '../../shared/content/site-content-defaults';
import type { InvoicingSettings } from '../../shared/types/site-content';
import { FATOORA_BASE_URLS } from './fatoora-client';
import { enablingMissing, onboardingMissing } from './readiness';
import { zatcaContextOf } from './zatca-context';
import type { ZatcaSettingsRow } from './zatca-settings';

/** What the settings screen's switch lists: each missing piece by name, in the order onboarding needs them. */

const INVOICING: InvoicingSettings = {
  ...DEFAULT_SITE_CONTENT.invoicing,
  vatNumber: '310122393500003',
  crNumber: '2051234567',
  arabicLegalName: 'شركة خدمات',
  nationalAddress: {
    buildingNumber: '2434',
    street: { en: 'King Fahd Road', ar: 'طريق الملك فهد' },
    district: { en: 'Al Khobar Al Shamalia', ar: 'الخبر الشمالية' },
    city: { en: 'Al Khobar', ar: 'الخبر' },
    postalCode: '34426',
    additionalNumber: '7310',
  },
};
const NOTHING: ZatcaSettingsRow = {
  enabled: false,
  environment: 'developer-portal',
  egs: { serial: '', commonName: '', branchName: '', businessCategory: '', location: '' },
  privateKeySealed: null,
  csrPem: null,
  complianceCertificate: null,
  complianceSecretSealed: null,
  complianceRequestId: null,
  productionCertificate: null,
  productionSecretSealed: null,
  complianceChecks: [],
};
const UNIT = { serial: '1-Khadamat|2-1.0|3-0001', commonName: 'egs-1', branchName: 'HQ', businessCategory: 'Services', location: 'Al Khobar' };
const ONBOARDED: ZatcaSettingsRow = { ...NOTHING, egs: UNIT, privateKeySealed: 'v1:k', productionCertificate: 'cert', productionSecretSealed: 'v1:s' };

describe('what is missing to onboard and to turn e-invoicing on', () => {
  it('names everything on a fresh install (whose Arabic name is the default one), the seal key first', () => {
    expect(enablingMissing(DEFAULT_SITE_CONTENT.invoicing, NOTHING, false)).toEqual([
      'sealKey',
      'sellerVatNumber',
      'sellerCrNumber',
      'sellerAddress',
      'egsUnit',
      'productionCsid',
    ]);
  });

  it('asks onboarding for everything but the production CSID it obtains', () => {
    expect(onboardingMissing(INVOICING, { ...NOTHING, egs: UNIT }, true)).toEqual([]);
    expect(enablingMissing(INVOICING, { ...NOTHING, egs: UNIT }, true)).toEqual(['productionCsid']);
  });

  it('counts a VAT or CR number of the wrong shape, a blank unit field or a blank Arabic name as missing', () => {
    expect(onboardingMissing({ ...INVOICING, vatNumber: '123' }, ONBOARDED, true)).toEqual(['sellerVatNumber']);
    expect(onboardingMissing({ ...INVOICING, crNumber: '12345' }, ONBOARDED, true)).toEqual(['sellerCrNumber']);
    expect(onboardingMissing({ ...INVOICING, arabicLegalName: '  ' }, ONBOARDED, true)).toEqual(['sellerArabicName']);
    expect(onboardingMissing(INVOICING, { ...ONBOARDED, egs: { ...UNIT, location: ' ' } }, true)).toEqual(['egsUnit']);
  });

  it('has nothing missing once onboarded with the seal key set', () => {
    expect(enablingMissing(INVOICING, ONBOARDED, true)).toEqual([]);
    expect(enablingMissing(INVOICING, ONBOARDED, false)).toEqual(['sealKey']);
  });
});

describe('the Fatoora address the settings screen shows', () => {
  it("is the platform's, unless the server sets ZATCA_BASE_URL", () => {
    const context = zatcaContextOf({ zatcaSealKey: null, zatcaBaseUrl: null });
    expect(context.baseUrl({ ...NOTHING, environment: 'simulation' })).toBe(FATOORA_BASE_URLS.simulation);
    expect(context.baseUrl({ ...NOTHING, environment: 'production' })).toBe(FATOORA_BASE_URLS.production);
    expect(zatcaContextOf({ zatcaSealKey: null, zatcaBaseUrl: 'http://127.0.0.1:9999/fatoora' }).baseUrl(NOTHING)).toBe('http://127.0.0.1:9999/fatoora');
  });
});
