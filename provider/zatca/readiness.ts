import type { ZatcaMissing } from '../../shared/constants';
import type { InvoicingSettings } from '../../shared/types/site-content';
import type { ZatcaSettingsRow } from './zatca-settings';

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
