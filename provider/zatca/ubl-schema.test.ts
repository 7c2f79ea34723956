import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadUblSchemas, UblSchemasMissing, ublSchemaProblems } from './ubl-schema';

/**
 * The validator against a schema folder laid out as UBL's (maindoc/ importing ../common/): OASIS's
 * schemas are not in the project (docs/zatca.md), so this proves the loading and the reporting on a
 * two-file schema of the same shape; `npm run check:ubl-xsd -- <folder>` runs it on the real ones.
 */

const INVOICE_NS = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
const CBC_NS = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';

let folder: string;

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'ubl-schema-'));
  mkdirSync(path.join(folder, 'maindoc'));
  mkdirSync(path.join(folder, 'common', 'nested'), { recursive: true });
  writeFileSync(
    path.join(folder, 'common', 'nested', 'UBL-Types.xsd'),
    `<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:types" elementFormDefault="qualified">
      <xsd:simpleType name="Code"><xsd:restriction base="xsd:string"><xsd:pattern value="[0-9]{3}"/></xsd:restriction></xsd:simpleType>
    </xsd:schema>`,
  );
  writeFileSync(
    path.join(folder, 'common', 'UBL-CommonBasicComponents-2.1.xsd'),
    `<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:types" targetNamespace="${CBC_NS}" elementFormDefault="qualified">
      <xsd:import namespace="urn:types" schemaLocation="nested/UBL-Types.xsd"/>
      <xsd:element name="ID" type="xsd:string"/>
      <xsd:element name="InvoiceTypeCode" type="t:Code"/>
    </xsd:schema>`,
  );
  writeFileSync(
    path.join(folder, 'maindoc', 'UBL-Invoice-2.1.xsd'),
    `<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:cbc="${CBC_NS}" targetNamespace="${INVOICE_NS}" elementFormDefault="qualified">
      <xsd:import namespace="${CBC_NS}" schemaLocation="../common/UBL-CommonBasicComponents-2.1.xsd"/>
      <xsd:element name="Invoice"><xsd:complexType><xsd:sequence>
        <xsd:element ref="cbc:ID"/><xsd:element ref="cbc:InvoiceTypeCode"/>
      </xsd:sequence></xsd:complexType></xsd:element>
    </xsd:schema>`,
  );
  writeFileSync(path.join(folder, 'common', 'README.txt'), 'not a schema');
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

const invoice = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<Invoice xmlns="${INVOICE_NS}" xmlns:cbc="${CBC_NS}">\n${body}\n</Invoice>`;

describe('UBL schema validation', () => {
  it('loads the invoice schema and every .xsd under common/, keeping their relative places', () => {
    const schemas = loadUblSchemas(folder);
    expect(schemas.main.fileName).toBe('maindoc/UBL-Invoice-2.1.xsd');
    expect(schemas.imports.map((file) => file.fileName).sort()).toEqual(['common/UBL-CommonBasicComponents-2.1.xsd', 'common/nested/UBL-Types.xsd']);
  });

  it('finds nothing wrong with a valid document, through imports two levels deep', async () => {
    expect(await ublSchemaProblems(invoice('<cbc:ID>INV-1</cbc:ID>\n<cbc:InvoiceTypeCode>388</cbc:InvoiceTypeCode>'), loadUblSchemas(folder))).toEqual([]);
  });

  it('reports an element out of order and a value outside its type, with their lines', async () => {
    const problems = await ublSchemaProblems(invoice('<cbc:InvoiceTypeCode>388</cbc:InvoiceTypeCode>\n<cbc:ID>INV-1</cbc:ID>'), loadUblSchemas(folder));
    expect(problems).toEqual([expect.objectContaining({ line: 3, message: expect.stringContaining('InvoiceTypeCode') })]);
    const badCode = await ublSchemaProblems(invoice('<cbc:ID>INV-1</cbc:ID>\n<cbc:InvoiceTypeCode>38</cbc:InvoiceTypeCode>'), loadUblSchemas(folder));
    expect(badCode).toEqual([expect.objectContaining({ line: 4, message: expect.stringContaining('38') })]);
  });

  it('says which files are missing when the folder is not a UBL schema folder', () => {
    expect(() => loadUblSchemas(path.join(folder, 'maindoc'))).toThrow(UblSchemasMissing);
    expect(() => loadUblSchemas(path.join(folder, 'maindoc'))).toThrow(/UBL-Invoice-2\.1\.xsd/);
  });
});
