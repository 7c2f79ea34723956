import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

/**
 * Validation against OASIS's UBL 2.1 schemas, with libxml2 compiled to WebAssembly (`xmllint-wasm`).
 * The schemas are not in the project (no npm or Debian package ships them; see docs/zatca.md): they
 * are read from a folder laid out as in the UBL 2.1 release and in ZATCA's SDK
 * (`Data/Schemas/xsds/UBL2.1/xsd/`): `maindoc/UBL-Invoice-2.1.xsd` beside `common/`.
 */

/** Where the invoice schema sits in the folder, and its name among the files given to libxml2. */
export const UBL_INVOICE_SCHEMA = 'maindoc/UBL-Invoice-2.1.xsd';

export class UblSchemasMissing extends Error {
  constructor(readonly folder: string) {
    super(`No UBL 2.1 schemas in ${folder}: expected ${path.join(folder, UBL_INVOICE_SCHEMA)} and ${path.join(folder, 'common')}/`);
  }
}

export interface SchemaProblem {
  message: string;
  line: number | null;
}

/** The schema set of a folder: the invoice schema and every .xsd it may import, by relative path. */
export interface UblSchemaSet {
  main: XMLFileInfo;
  imports: XMLFileInfo[];
}

const xsdFilesUnder = (root: string, folder: string): string[] =>
  readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return xsdFilesUnder(root, relative);
    return entry.name.endsWith('.xsd') ? [relative] : [];
  });

export function loadUblSchemas(folder: string): UblSchemaSet {
  let main: string;
  let imports: string[];
  try {
    main = readFileSync(path.join(folder, UBL_INVOICE_SCHEMA), 'utf8');
    imports = xsdFilesUnder(folder, 'common');
  } catch {
    throw new UblSchemasMissing(folder);
  }
  return {
    // The imports are written relative to maindoc/ ("../common/…"), so each file keeps its place.
    main: { fileName: UBL_INVOICE_SCHEMA, contents: main },
    imports: imports.map((relative) => ({ fileName: relative, contents: readFileSync(path.join(folder, relative), 'utf8') })),
  };
}

/** The document's schema errors (none when it is valid). Invoices, credit and debit notes are all UBL Invoice documents in ZATCA's profile. */
export async function ublSchemaProblems(xml: string, schemas: UblSchemaSet): Promise<SchemaProblem[]> {
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [schemas.main],
    preload: schemas.imports,
    disableFileNameValidation: true,
  });
  if (result.valid) return [];
  const problems = result.errors.map((error) => ({ message: error.message, line: error.loc?.lineNumber ?? null }));
  return problems.length > 0 ? problems : [{ message: result.rawOutput.trim() || 'invalid', line: null }];
}
