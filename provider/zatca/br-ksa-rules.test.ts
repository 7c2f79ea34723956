import { BR_KSA_RULES, brokenRules } from './br-ksa-rules';
import { FIRST_PIH } from './invoice-hash';
import { sampleDocument } from './onboarding';
import { ublInvoiceXml } from './ubl-invoice';
import { TEST_SELLER } from '../test-support/zatca-seller';

/** Each offline BR-KSA rule, by name: a document that keeps it passes, one changed to break it fails with that rule alone. */

const SELLER = TEST_SELLER;
const note = sampleDocument(
  SELLER,
  { name: 'standard credit note', invoiceType: 'standard', kind: 'credit_note', typeCode: undefined },
  15,
  new Date('2026-11-28T09:00:00Z'),
);
const VALID = ublInvoiceXml(note, { icv: 12, pih: FIRST_PIH });

const BREAKS: Record<string, (xml: string) => string> = {
  'BR-KSA-03': (xml) => xml.replace(/<cbc:UUID>[0-9a-f-]{36}<\/cbc:UUID>/, '<cbc:UUID>not-a-uuid</cbc:UUID>'),
  'BR-KSA-05': (xml) => xml.replace('>381</cbc:InvoiceTypeCode>', '>380</cbc:InvoiceTypeCode>'),
  'BR-KSA-06': (xml) => xml.replace('name="0100000"', 'name="0300000"'),
  'BR-KSA-08': (xml) => xml.replace('schemeID="CRN"', 'schemeID="OTH"'),
  'BR-KSA-09': (xml) => xml.replace('<cbc:CitySubdivisionName>العليا</cbc:CitySubdivisionName>', ''),
  'BR-KSA-15': (xml) => xml.replace(/<cac:Delivery>.*?<\/cac:Delivery>/, ''),
  'BR-KSA-17': (xml) => xml.replace(/<cbc:InstructionNote>.*?<\/cbc:InstructionNote>/, ''),
  'BR-KSA-33': (xml) => xml.replace('<cbc:UUID>12</cbc:UUID>', '<cbc:UUID>twelve</cbc:UUID>'),
  'BR-KSA-37': (xml) => xml.replace('<cbc:BuildingNumber>2322</cbc:BuildingNumber>', '<cbc:BuildingNumber>23</cbc:BuildingNumber>'),
  'BR-KSA-39': (xml) => xml.replace('<cbc:CompanyID>310122393500003</cbc:CompanyID>', '<cbc:CompanyID></cbc:CompanyID>'),
  'BR-KSA-40': (xml) => xml.replace('<cbc:CompanyID>310122393500003</cbc:CompanyID>', '<cbc:CompanyID>210122393500003</cbc:CompanyID>'),
  'BR-KSA-42': (xml) => xml.replace('<cbc:RegistrationName>شركة تجريبية</cbc:RegistrationName>', '<cbc:RegistrationName></cbc:RegistrationName>'),
  'BR-KSA-44': (xml) => xml.replace('<cbc:CompanyID>300000000000003</cbc:CompanyID>', '<cbc:CompanyID>30000000000000</cbc:CompanyID>'),
  'BR-KSA-56': (xml) => xml.replace(/<cac:BillingReference>.*?<\/cac:BillingReference>/, ''),
  'BR-KSA-61': (xml) => xml.replace(FIRST_PIH, 'not-a-hash'),
  'BR-KSA-63': (xml) => xml.replace('<cbc:StreetName>شارع الملك فهد</cbc:StreetName>', ''),
  'BR-KSA-66': (xml) => xml.replace('<cbc:PostalZone>12214</cbc:PostalZone>', '<cbc:PostalZone>1221</cbc:PostalZone>'),
  'BR-KSA-67': (xml) => xml.replace('<cbc:PostalZone>12211</cbc:PostalZone>', '<cbc:PostalZone>122111</cbc:PostalZone>'),
  'BR-KSA-EN16931-02': (xml) => xml.replace('<cbc:TaxCurrencyCode>SAR</cbc:TaxCurrencyCode>', '<cbc:TaxCurrencyCode>USD</cbc:TaxCurrencyCode>'),
};

describe('the offline BR-KSA rules', () => {
  it('pass on the documents we build', () => {
    expect(brokenRules(VALID)).toEqual([]);
  });

  it('each have a test here', () => {
    expect(Object.keys(BREAKS).sort()).toEqual(BR_KSA_RULES.map((rule) => rule.id).sort());
  });

  it.each(Object.entries(BREAKS))('%s fails on a document that breaks it, and only it', (id, breakIt) => {
    const broken = breakIt(VALID);
    expect(broken).not.toBe(VALID);
    expect(brokenRules(broken)).toEqual([id]);
  });
});
