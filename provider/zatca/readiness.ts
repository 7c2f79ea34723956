import type { InvoicingSettings } from '../../shared/types/site-content';
import type { ZatcaSettingsRow } from './zatca-settings';

/** What stands between the company and e-invoicing being on; each an i18n key under dashboard:zatca.missing. */
export const ZATCA_MISSING = ['sealKey', 'sellerVatNumber', 'sellerCrNumber', 'sellerArabicName', 'sellerAddress', 'egsUnit', 'productionCsid'] as const;
export type ZatcaMissing = (typeof ZATCA_MISSING)[number];

/** What onboarding needs: everything but the production CSID it obtains. */
export function onboardingMissing(invoicing: InvoicingSettings, settings: ZatcaSettingsRow, sealKeySet: boolean): ZatcaMissing[] {
  const missing: ZatcaMissing[] = [];
  if (!sealKeySet) missing.push('sealKey');
  if (!/^3\d{13}3$/.test(invoicing.vatNumber)) missing.push('sellerVatNumber');
  if (!/^\d{10}$/.test(invoicing.crNumber)) missing.push('sellerCrNumber');
  if (invoicing.arabicLegalName.trim() === '') missing.push('sellerArabicName');
  if (invoicing.nationalAddress.buildingNumber === '' || invoicing.nationalAddress.postalCode === '') missing.push('sellerAddress');
  const egs = settings.egs;
  if ([egs.serial, egs.commonName, egs.branchName, egs.businessCategory, egs.location].some((value) => value.trim() === '')) missing.push('egsUnit');
  return missing;
}

/** What e-invoicing needs to be turned on: onboarding's needs and the production CSID. */
export function enablingMissing(invoicing: InvoicingSettings, settings: ZatcaSettingsRow, sealKeySet: boolean): ZatcaMissing[] {
  const missing = onboardingMissing(invoicing, settings, sealKeySet);
  if (settings.productionCertificate === null || settings.productionSecretSealed === null || settings.privateKeySealed === null) missing.push('productionCsid');
  return missing;
}
