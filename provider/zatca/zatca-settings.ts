import type { ZatcaEnvironment } from '../../shared/constants';
import type { Db } from '../db/database';
import { jsonColumn } from '../db/json-column';
import type { ComplianceCheck, EgsUnit } from '../../shared/types/zatca';

export type { ComplianceCheck, EgsUnit };

export interface ZatcaSettingsRow {
  enabled: boolean;
  environment: ZatcaEnvironment;
  egs: EgsUnit;
  privateKeySealed: string | null;
  csrPem: string | null;
  complianceCertificate: string | null;
  complianceSecretSealed: string | null;
  complianceRequestId: string | null;
  productionCertificate: string | null;
  productionSecretSealed: string | null;
  complianceChecks: ComplianceCheck[];
}

/** The settings row (one), or the defaults when it was never saved: off, developer portal, nothing onboarded. */
export async function readZatcaSettings(db: Db): Promise<ZatcaSettingsRow> {
  const row = await db.selectFrom('zatca_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  return {
    enabled: row?.enabled ?? false,
    environment: row?.environment ?? 'developer-portal',
    egs: {
      serial: row?.egs_serial ?? '',
      commonName: row?.common_name ?? '',
      branchName: row?.branch_name ?? '',
      businessCategory: row?.business_category ?? '',
      location: row?.location ?? '',
    },
    privateKeySealed: row?.private_key_sealed ?? null,
    csrPem: row?.csr_pem ?? null,
    complianceCertificate: row?.compliance_certificate ?? null,
    complianceSecretSealed: row?.compliance_secret_sealed ?? null,
    complianceRequestId: row?.compliance_request_id ?? null,
    productionCertificate: row?.production_certificate ?? null,
    productionSecretSealed: row?.production_secret_sealed ?? null,
    complianceChecks: row ? jsonColumn<ComplianceCheck[]>(row.compliance_checks) : [],
  };
}

export type ZatcaSettingsPatch = Partial<ZatcaSettingsRow>;

export async function saveZatcaSettings(db: Db, patch: ZatcaSettingsPatch, now = new Date()): Promise<void> {
  const columns = {
    ...(patch.enabled !== undefined && { enabled: patch.enabled }),
    ...(patch.environment !== undefined && { environment: patch.environment }),
    ...(patch.egs !== undefined && {
      egs_serial: patch.egs.serial,
      common_name: patch.egs.commonName,
      branch_name: patch.egs.branchName,
      business_category: patch.egs.businessCategory,
      location: patch.egs.location,
    }),
    ...(patch.privateKeySealed !== undefined && { private_key_sealed: patch.privateKeySealed }),
    ...(patch.csrPem !== undefined && { csr_pem: patch.csrPem }),
    ...(patch.complianceCertificate !== undefined && { compliance_certificate: patch.complianceCertificate }),
    ...(patch.complianceSecretSealed !== undefined && { compliance_secret_sealed: patch.complianceSecretSealed }),
    ...(patch.complianceRequestId !== undefined && { compliance_request_id: patch.complianceRequestId }),
    ...(patch.productionCertificate !== undefined && { production_certificate: patch.productionCertificate }),
    ...(patch.productionSecretSealed !== undefined && { production_secret_sealed: patch.productionSecretSealed }),
    ...(patch.complianceChecks !== undefined && { compliance_checks: JSON.stringify(patch.complianceChecks) }),
    updated_at: now,
  };
  await db
    .insertInto('zatca_settings')
    .values({ id: 1, ...columns })
    .onConflict((oc) => oc.column('id').doUpdateSet(columns))
    .execute();
}
