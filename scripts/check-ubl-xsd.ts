import { COMPLIANCE_SAMPLES, type ComplianceSample, stampedSamples } from '../provider/zatca/onboarding';
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
  let invalid = 0;
  for (const { sample, unsigned, stamped } of stampedSamples(TEST_SELLER, SAMPLES, 15, selfIssued(), new Date())) {
    for (const [form, xml] of [
      ['unsigned', unsigned],
      ['stamped', stamped.xml],
    ] as const) {
      const problems = await ublSchemaProblems(xml, schemas);
      invalid += problems.length > 0 ? 1 : 0;
      process.stdout.write(`${problems.length === 0 ? 'valid  ' : 'INVALID'}  ${sample.name} (${form})\n`);
      for (const problem of problems) process.stdout.write(`         line ${problem.line ?? '?'}: ${problem.message}\n`);
    }
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
