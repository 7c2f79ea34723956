import type { ZatcaEnvironment, ZatcaMissing } from '../constants';

/** The EGS unit's (this system's) data that goes into the CSR, as the settings screen edits it. */
export interface EgsUnit {
  /** "1-<solution>|2-<model or version>|3-<serial>" (CSR SN). */
  serial: string;
  /** CSR common name: the taxpayer's own name for this unit. */
  commonName: string;
  /** Branch name (CSR OU). */
  branchName: string;
  /** Industry (CSR businessCategory). */
  businessCategory: string;
  /** Branch address or website (CSR registeredAddress). */
  location: string;
}

/** One compliance check ZATCA answered during onboarding. */
export interface ComplianceCheck {
  document: string;
  status: string;
  ok: boolean;
}

/** A certificate ZATCA issued, as the settings screen may see it: who issued it and its serial number. */
export interface ZatcaCertificateView {
  issuer: string;
  serialNumber: string;
}

/** GET /Zatca/settings: never a key or a secret, only what they are and what is missing. */
export interface ZatcaSettingsView {
  enabled: boolean;
  environment: ZatcaEnvironment;
  /** The Fatoora address the provider talks to: the environment's, or the server's ZATCA_BASE_URL. */
  baseUrl: string;
  egs: EgsUnit;
  /** A fingerprint of the CSR sent to ZATCA (never the key). */
  csr: string | null;
  complianceCertificate: ZatcaCertificateView | null;
  productionCertificate: ZatcaCertificateView | null;
  complianceChecks: ComplianceCheck[];
  /** What is missing to turn e-invoicing on (dashboard:zatca.missing.<key>). */
  missing: ZatcaMissing[];
}
