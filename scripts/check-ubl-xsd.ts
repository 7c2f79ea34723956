import { FIRST_PIH, invoiceHash } from '../provider/zatca/invoice-hash';
import { COMPLIANCE_SAMPLES, type ComplianceSample, sampleDocument } from '../provider/zatca/onboarding';
import { stampDocument } from '../provider/zatca/stamp';
import { type ChainLink, saudiDateTime, ublInvoiceXml } from '../provider/zatca/ubl-invoice';
import { loadUblSchemas, UblSchemasMissing, ublSchemaProblems } from '../provider/zatca/ubl-schema';
import { TEST_SELLER } from '../provider/test-support/zatca-seller';
import { selfIssued } from '../provider/test-support/zatca-ca';

/**
 * npm run check:ubl-xsd -- <folder>: every kind of document we issue (standard and simplified tax
 * invoices, credit and debit notes, the advance-payment invoice), unsigned and stamped, validated
 * against OASIS's UBL 2.1 schemas in <folder> (or UBL_XSD_DIR): the folder that holds
 * maindoc/UBL-Invoice-2.1.xsd and common/, e.g. ZATCA SDK's Data/Schemas/xsds/UBL2.1/xsd. Prints
 * one line per document and exits 1 when any is invalid, 2 when the schemas are not there.
 */

const SAMPLES: readonly ComplianceSample[] = [
  ...COMPLIANCE_SAMPLES,
  { name: 'standard advance-payment invoice', invoiceType: 'standard', kind: 'advance', typeCode: undefined },
  { name: 'simplified advance-payment invoice', invoiceType: 'simplified', kind: 'advance', typeCode: undefined },
];

async function main(): Promise<number> {
  const folder = process.argv[2] ?? process.env.UBL_XSD_DIR;
  if (!folder) {
    process.stderr.write('Usage: npm run check:ubl-xsd -- <folder with maindoc/UBL-Invoice-2.1.xsd and common/> (or set UBL_XSD_DIR)\n');
    return 2;
  }
  let schemas: ReturnType<typeof loadUblSchemas>;
  try {
    schemas = loadUblSchemas(folder);
  } catch (error) {
    if (error instanceof UblSchemasMissing) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    throw error;
  }
  const keys = selfIssued();
  const now = new Date();
  let link: ChainLink = { icv: 1, pih: FIRST_PIH };
  let invalid = 0;
  for (const sample of SAMPLES) {
    const document = sampleDocument(TEST_SELLER, sample, 15, now);
    const unsigned = ublInvoiceXml(document, link, { typeCode: sample.typeCode });
    const issued = saudiDateTime(document.issuedAt);
    const stamped = stampDocument(
      unsigned,
      keys,
      {
        sellerName: TEST_SELLER.arabicName,
        vatNumber: TEST_SELLER.vatNumber,
        timestamp: `${issued.date}T${issued.time}`,
        totalWithVat: document.total.toFixed(2),
        vatTotal: document.vat.toFixed(2),
      },
      document.issuedAt.slice(0, 19),
    );
    for (const [form, xml] of [
      ['unsigned', unsigned],
      ['stamped', stamped.xml],
    ] as const) {
      const problems = await ublSchemaProblems(xml, schemas);
      invalid += problems.length > 0 ? 1 : 0;
      process.stdout.write(`${problems.length === 0 ? 'valid  ' : 'INVALID'}  ${sample.name} (${form})\n`);
      for (const problem of problems) process.stdout.write(`         line ${problem.line ?? '?'}: ${problem.message}\n`);
    }
    link = { icv: link.icv + 1, pih: invoiceHash(unsigned) };
  }
  process.stdout.write(
    invalid === 0 ? `All ${SAMPLES.length * 2} documents are valid UBL 2.1.\n` : `${invalid} of ${SAMPLES.length * 2} documents are not valid UBL 2.1.\n`,
  );
  return invalid === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
