import { zatcaEnabledSchema, zatcaOnboardSchema, zatcaSettingsSchema } from '../../shared/validation/zatca';
import { readSiteContent } from '../content/content.repository';
import type { Db } from '../db/database';
import type { RouteContext } from '../http/context';
import { HttpError } from '../http/http-error';
import { bodyOf, defineRoutes } from '../http/route';
import { certificateFacts } from './stamp';
import { csrFingerprint } from './csr';
import { FatooraRefused, FatooraUnavailable } from './fatoora-client';
import { onboard } from './onboarding';
import { enablingMissing, onboardingMissing } from './readiness';
import type { ZatcaSettingsView } from '../../shared/types/zatca';
import { readZatcaSettings, saveZatcaSettings, type ZatcaSettingsRow } from './zatca-settings';

const certificateView = (certificate: string | null) => {
  if (certificate === null) return null;
  const facts = certificateFacts(certificate);
  return { issuer: facts.issuer, serialNumber: facts.serialNumber };
};

/** What the settings screen and the audit log may see of the settings: never the key or a secret. */
function publicFacts(settings: ZatcaSettingsRow) {
  return {
    enabled: settings.enabled,
    environment: settings.environment,
    egs: settings.egs,
    csr: settings.csrPem === null ? null : csrFingerprint(settings.csrPem),
    complianceCertificate: certificateView(settings.complianceCertificate),
    productionCertificate: certificateView(settings.productionCertificate),
    complianceChecks: settings.complianceChecks,
  };
}

/** How a change of the e-invoicing settings is recorded: the public facts before and after. */
const auditOf = (action: 'einvoicing.settings' | 'einvoicing.onboard' | 'einvoicing.enabled') => ({
  action,
  entity: 'einvoicing' as const,
  read: async (db: Db) => publicFacts(await readZatcaSettings(db)),
});

async function settingsView(ctx: RouteContext): Promise<ZatcaSettingsView> {
  const settings = await readZatcaSettings(ctx.app.db);
  const { invoicing } = await readSiteContent(ctx.app.db);
  return { ...publicFacts(settings), baseUrl: ctx.app.zatca.baseUrl(settings), missing: enablingMissing(invoicing, settings, ctx.app.zatca.sealer !== null) };
}

export const zatcaRoutes = defineRoutes([
  {
    method: 'get',
    path: '/Zatca/settings',
    access: 'staff',
    area: 'accounts',
    tag: 'Zatca',
    summary: 'E-invoicing (ZATCA phase 2): whether it is on, the EGS unit, the certificates, and what is missing to turn it on',
    description:
      "Never returns the private key or an API secret (they are stored sealed): only the certificates' issuer and serial number, a fingerprint of the CSR, the compliance checks ZATCA answered, and `missing`, the list of what stands between the company and e-invoicing being on (ZATCA_SEAL_KEY, the seller's VAT and CR numbers, Arabic name and national address, the EGS unit, the production CSID).",
    returns: { schema: 'ZatcaSettings' },
    async handle(ctx) {
      return { result: await settingsView(ctx) };
    },
  },
  {
    method: 'put',
    path: '/Zatca/settings',
    audit: auditOf('einvoicing.settings'),
    access: 'staff',
    area: 'accounts',
    tag: 'Zatca',
    summary: 'Set the Fatoora platform and the EGS unit data that onboarding puts in the CSR',
    description:
      'environment: developer-portal (sandbox), simulation or production; egs: serial (1-<solution>|2-<model>|3-<serial>), common name, branch, industry and location. Changing them does not change certificates already obtained: onboard again for that. 409 INVALID_STATE while e-invoicing is on.',
    body: zatcaSettingsSchema,
    returns: { schema: 'ZatcaSettings' },
    errors: { 409: 'E-invoicing is on (INVALID_STATE)' },
    async handle(ctx) {
      const input = bodyOf(ctx, zatcaSettingsSchema);
      const current = await readZatcaSettings(ctx.app.db);
      if (current.enabled) throw new HttpError(409, 'INVALID_STATE', 'dashboard:zatca.server.turnOffFirst');
      await saveZatcaSettings(ctx.app.db, { environment: input.environment, egs: input.egs });
      return { result: await settingsView(ctx), message: 'dashboard:zatca.server.saved' };
    },
  },
  {
    method: 'post',
    path: '/Zatca/onboard',
    audit: auditOf('einvoicing.onboard'),
    access: 'staff',
    area: 'accounts',
    tag: 'Zatca',
    summary: "Onboard the EGS unit with the OTP from ZATCA's Fatoora portal: key, CSR, compliance CSID, compliance checks, production CSID",
    description:
      "Generates a secp256k1 key and a CSR with ZATCA's fields, asks the compliance CSID for the OTP, runs a compliance check for each document type (standard and simplified invoice, credit note and debit note), then asks the production CSID. The key and the secrets are stored sealed with ZATCA_SEAL_KEY. 409 INVALID_STATE with `errors.missing` when something onboarding needs is missing, or while e-invoicing is on; 422 INVALID_STATE when ZATCA refused the OTP or CSR, or a compliance check failed (see complianceChecks); 503 SERVICE_UNAVAILABLE when ZATCA did not answer.",
    body: zatcaOnboardSchema,
    returns: { schema: 'ZatcaSettings' },
    errors: {
      409: 'Something onboarding needs is missing, or e-invoicing is on (INVALID_STATE)',
      422: 'ZATCA refused the OTP or the CSR, or a compliance check failed (INVALID_STATE)',
      503: 'ZATCA did not answer (SERVICE_UNAVAILABLE)',
    },
    async handle(ctx) {
      const { otp } = bodyOf(ctx, zatcaOnboardSchema);
      const settings = await readZatcaSettings(ctx.app.db);
      const { invoicing } = await readSiteContent(ctx.app.db);
      const sealer = ctx.app.zatca.sealer;
      const missing = onboardingMissing(invoicing, settings, sealer !== null);
      if (settings.enabled) throw new HttpError(409, 'INVALID_STATE', 'dashboard:zatca.server.turnOffFirst');
      if (missing.length > 0 || sealer === null)
        throw new HttpError(409, 'INVALID_STATE', 'dashboard:zatca.server.missing', { missing: missing.map((key) => `dashboard:zatca.missing.${key}`) });
      try {
        const outcome = await onboard(ctx.app.db, { otp, invoicing, sealer, client: ctx.app.zatca.fatoora(settings) });
        if (!outcome.ok) throw new HttpError(422, 'INVALID_STATE', 'dashboard:zatca.server.complianceFailed');
      } catch (error) {
        if (error instanceof FatooraRefused) {
          ctx.app.logger.warn({ httpStatus: error.httpStatus, codes: error.messages.map((m) => m.code) }, 'ZATCA refused onboarding');
          throw new HttpError(422, 'INVALID_STATE', 'dashboard:zatca.server.refused', { zatca: error.messages.map((m) => `${m.code}: ${m.message}`) });
        }
        if (error instanceof FatooraUnavailable) throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'dashboard:zatca.server.unavailable');
        throw error;
      }
      return { result: await settingsView(ctx), message: 'dashboard:zatca.server.onboarded' };
    },
  },
  {
    method: 'patch',
    path: '/Zatca/enabled',
    audit: auditOf('einvoicing.enabled'),
    access: 'staff',
    area: 'accounts',
    tag: 'Zatca',
    summary: 'Turn e-invoicing on or off',
    description:
      'On: every document issued from then on is stamped and reported (simplified) or cleared (standard) through the job queue, and none leaves unstamped. 409 INVALID_STATE with `errors.missing` while something is missing (see GET /Zatca/settings).',
    body: zatcaEnabledSchema,
    returns: { schema: 'ZatcaSettings' },
    errors: { 409: 'Something is missing to turn it on (INVALID_STATE)' },
    async handle(ctx) {
      const { enabled } = bodyOf(ctx, zatcaEnabledSchema);
      if (enabled) {
        const view = await settingsView(ctx);
        if (view.missing.length > 0)
          throw new HttpError(409, 'INVALID_STATE', 'dashboard:zatca.server.missing', { missing: view.missing.map((key) => `dashboard:zatca.missing.${key}`) });
      }
      await saveZatcaSettings(ctx.app.db, { enabled });
      return { result: await settingsView(ctx), message: enabled ? 'dashboard:zatca.server.turnedOn' : 'dashboard:zatca.server.turnedOff' };
    },
  },
]);
