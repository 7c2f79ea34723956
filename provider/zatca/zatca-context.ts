import type { ProviderConfig } from '../config';
import { createFatooraClient, FATOORA_BASE_URLS, type CsidCredentials, type FatooraClient } from './fatoora-client';
import { createSealer, type Sealer } from './sealed-secrets';
import type { ZatcaSettingsRow } from './zatca-settings';

/** What the ZATCA work needs from the configuration: the sealer, and the Fatoora client of an environment. */
export interface ZatcaContext {
  sealer: Sealer | null;
  /** The Fatoora address of the settings' environment, or ZATCA_BASE_URL when the server sets one. */
  baseUrl(settings: ZatcaSettingsRow): string;
  fatoora(settings: ZatcaSettingsRow): FatooraClient;
}

export function zatcaContextOf(config: Pick<ProviderConfig, 'zatcaSealKey' | 'zatcaBaseUrl'>, fetcher?: typeof fetch): ZatcaContext {
  const baseUrl = (settings: ZatcaSettingsRow) => config.zatcaBaseUrl ?? FATOORA_BASE_URLS[settings.environment];
  return {
    sealer: config.zatcaSealKey === null ? null : createSealer(config.zatcaSealKey),
    baseUrl,
    fatoora: (settings) => createFatooraClient(baseUrl(settings), fetcher),
  };
}

/** The production CSID's certificate and secret, opened; null until onboarding got one. */
export function productionCredentials(settings: ZatcaSettingsRow, sealer: Sealer | null): CsidCredentials | null {
  if (sealer === null || settings.productionCertificate === null || settings.productionSecretSealed === null) return null;
  return { certificate: settings.productionCertificate, secret: sealer.open(settings.productionSecretSealed) };
}
