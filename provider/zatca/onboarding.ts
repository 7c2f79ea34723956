import { randomUUID } from 'node:crypto';
import type { InvoiceKind, InvoiceType } from '../../shared/constants';
import type { Invoice, InvoiceSeller } from '../../shared/types/invoice';
import type { InvoicingSettings } from '../../shared/types/site-content';
import type { Db } from '../db/database';
import { buildCsr, generatePrivateKey } from './csr';
import type { Csid, FatooraClient } from './fatoora-client';
import { FIRST_PIH, invoiceHash } from './invoice-hash';
import type { Sealer } from './sealed-secrets';
import { type StampedDocument, type StampKeys, stampDocument } from './stamp';
import { type ChainLink, saudiDateTime, ublInvoiceXml } from './ubl-invoice';
import { type ComplianceCheck, readZatcaSettings, saveZatcaSettings } from './zatca-settings';

/**
 * Onboarding an EGS unit (ZATCA's "Fatoora portal onboarding"): a new secp256k1 key and CSR; the
 * compliance CSID for the OTP the taxpayer got from the Fatoora portal; the compliance checks (one
 * sample of each document the unit issues, stamped with the compliance certificate); then the
 * production CSID. The key and the API secrets are stored sealed, never returned.
 */

export type OnboardingOutcome = { ok: true; checks: ComplianceCheck[] } | { ok: false; step: 'compliance-checks'; checks: ComplianceCheck[] };

export interface ComplianceSample {
  name: string;
  invoiceType: InvoiceType;
  kind: InvoiceKind;
  /** 383 for a debit note (a kind we do not issue, but ZATCA checks the unit can). */
  typeCode?: string | undefined;
}

/** The sample documents of the compliance checks: standard and simplified tax invoice, credit note and debit note. */
export const COMPLIANCE_SAMPLES: readonly ComplianceSample[] = [
  { name: 'standard invoice', invoiceType: 'standard', kind: 'invoice', typeCode: undefined },
  { name: 'standard credit note', invoiceType: 'standard', kind: 'credit_note', typeCode: undefined },
  { name: 'standard debit note', invoiceType: 'standard', kind: 'credit_note', typeCode: '383' },
  { name: 'simplified invoice', invoiceType: 'simplified', kind: 'invoice', typeCode: undefined },
  { name: 'simplified credit note', invoiceType: 'simplified', kind: 'credit_note', typeCode: undefined },
  { name: 'simplified debit note', invoiceType: 'simplified', kind: 'credit_note', typeCode: '383' },
];

function sellerOf(invoicing: InvoicingSettings): InvoiceSeller {
  return {
    name: invoicing.legalName,
    arabicName: invoicing.arabicLegalName,
    vatNumber: invoicing.vatNumber,
    crNumber: invoicing.crNumber,
    address: { en: '', ar: '' },
    nationalAddress: invoicing.nationalAddress,
  };
}

/** A sample document for a compliance check: one line of 100 SAR at the rate in force. */
export function sampleDocument(seller: InvoiceSeller, sample: ComplianceSample, ratePercent: number, now: Date): Invoice {
  const vat = Math.round(100 * ratePercent) / 100;
  const reference = {
    id: 0,
    invoiceNumber: 'SAMPLE-INV-1',
    uuid: randomUUID(),
    issuedAt: now.toISOString(),
    supplyDate: saudiDateTime(now.toISOString()).date,
  };
  const standard = sample.invoiceType === 'standard';
  return {
    id: 0,
    uuid: randomUUID(),
    invoiceNumber: `SAMPLE-${sample.name.replace(/ /g, '-')}`,
    kind: sample.kind,
    invoiceType: sample.invoiceType,
    issuedAt: now.toISOString(),
    supplyDate: saudiDateTime(now.toISOString()).date,
    quoteId: 0,
    quoteNumber: '',
    bookingId: 0,
    clientId: 0,
    clientName: 'عميل تجريبي',
    clientEmail: '',
    clientPhone: '',
    clientCompany: standard ? 'شركة تجريبية' : '',
    buyer: {
      name: standard ? 'شركة تجريبية' : 'عميل تجريبي',
      vatNumber: standard ? '300000000000003' : null,
      address: standard
        ? { buildingNumber: '1234', street: 'شارع الملك فهد', district: 'العليا', city: 'الرياض', postalCode: '12211', additionalNumber: '5678' }
        : null,
    },
    seller,
    items: [{ name: 'Service', arabicName: 'خدمة', description: '', quantity: 1, unitPrice: 100, total: 100, vatRatePercent: ratePercent, vat }],
    subtotal: 100,
    vatRatePercent: ratePercent,
    vat,
    total: 100 + vat,
    deductions: [],
    prepaid: 0,
    payable: 100 + vat,
    corrects: sample.kind === 'credit_note' ? reference : null,
    reason: sample.kind === 'credit_note' ? 'إلغاء / Cancellation' : '',
    creditNotes: [],
    credited: 0,
    status: 'issued',
    paidOn: null,
    paymentMethod: 'cash',
    paymentReference: null,
    zatca: { icv: null, hash: null, stamped: false, status: 'not_sent', messages: [], qr: null },
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

export interface StampedSample {
  sample: ComplianceSample;
  document: Invoice;
  unsigned: string;
  stamped: StampedDocument;
}

/**
 * The samples as one chain of their own (ICV from 1, PIH from ZATCA's initial hash), each built and
 * stamped as an issued document is: what the compliance checks send, and what `check:ubl-xsd` validates.
 */
export function* stampedSamples(
  seller: InvoiceSeller,
  samples: readonly ComplianceSample[],
  ratePercent: number,
  keys: StampKeys,
  now: Date,
): Generator<StampedSample> {
  let link: ChainLink = { icv: 1, pih: FIRST_PIH };
  for (const sample of samples) {
    const document = sampleDocument(seller, sample, ratePercent, now);
    const unsigned = ublInvoiceXml(document, link, { typeCode: sample.typeCode });
    const issued = saudiDateTime(document.issuedAt);
    const stamped = stampDocument(
      unsigned,
      keys,
      {
        sellerName: seller.arabicName || seller.name,
        vatNumber: seller.vatNumber,
        timestamp: `${issued.date}T${issued.time}`,
        totalWithVat: document.total.toFixed(2),
        vatTotal: document.vat.toFixed(2),
      },
      document.issuedAt.slice(0, 19),
    );
    yield { sample, document, unsigned, stamped };
    link = { icv: link.icv + 1, pih: invoiceHash(unsigned) };
  }
}

export interface OnboardingInput {
  otp: string;
  invoicing: InvoicingSettings;
  sealer: Sealer;
  client: FatooraClient;
  now?: Date;
}

export async function onboard(db: Db, input: OnboardingInput): Promise<OnboardingOutcome> {
  const now = input.now ?? new Date();
  const settings = await readZatcaSettings(db);
  const privateKey = generatePrivateKey();
  const csrPem = buildCsr(
    {
      egs: settings.egs,
      organizationName: input.invoicing.legalName || input.invoicing.arabicLegalName,
      vatNumber: input.invoicing.vatNumber,
      environment: settings.environment,
    },
    privateKey,
  );
  const compliance: Csid = await input.client.complianceCsid(csrPem, input.otp);
  await saveZatcaSettings(db, {
    privateKeySealed: input.sealer.seal(Buffer.from(privateKey).toString('hex')),
    csrPem,
    complianceCertificate: compliance.certificate,
    complianceSecretSealed: input.sealer.seal(compliance.secret),
    complianceRequestId: compliance.requestId,
    productionCertificate: null,
    productionSecretSealed: null,
    complianceChecks: [],
  });

  // The samples form a chain of their own (ICV from 1, PIH from ZATCA's initial hash), as ZATCA checks them.
  const checks: ComplianceCheck[] = [];
  const keys = { privateKey, certificate: compliance.certificate };
  for (const { sample, document, stamped } of stampedSamples(sellerOf(input.invoicing), COMPLIANCE_SAMPLES, input.invoicing.vatRatePercent, keys, now)) {
    const outcome = await input.client.complianceCheck(compliance, { xml: stamped.xml, hash: stamped.hash, uuid: document.uuid });
    checks.push({ document: sample.name, status: outcome.status, ok: outcome.accepted });
  }
  await saveZatcaSettings(db, { complianceChecks: checks });
  if (checks.some((check) => !check.ok)) return { ok: false, step: 'compliance-checks', checks };

  const production = await input.client.productionCsid(compliance, compliance.requestId);
  await saveZatcaSettings(db, { productionCertificate: production.certificate, productionSecretSealed: input.sealer.seal(production.secret) });
  return { ok: true, checks };
}
