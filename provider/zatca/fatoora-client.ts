import type { ZatcaEnvironment } from '../../shared/constants';
import type { ZatcaMessage } from '../../shared/types/invoice';

/**
 * ZATCA's Fatoora API (e-invoicing developer portal, simulation and core), version 2: CSIDs
 * (compliance and production), compliance checks, reporting (simplified documents) and clearance
 * (standard ones). Authenticated with HTTP Basic of the CSID's certificate text and its secret.
 * 200 accepted, 202 accepted with warnings, 400 rejected with its errors; 5xx, 429 and network
 * failures throw FatooraUnavailable, which the job queue retries.
 */

export const FATOORA_BASE_URLS: Record<ZatcaEnvironment, string> = {
  'developer-portal': 'https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal',
  simulation: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
  production: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
};

export interface Csid {
  requestId: string;
  /** The certificate, DER base64 (ZATCA sends it base64 again: decoded once here). */
  certificate: string;
  secret: string;
}

export interface CsidCredentials {
  certificate: string;
  secret: string;
}

export interface SubmittedDocument {
  xml: string;
  hash: string;
  uuid: string;
}

export type FatooraOutcome =
  | { accepted: true; status: string; warnings: ZatcaMessage[]; clearedXml: string | null }
  | { accepted: false; status: string; errors: ZatcaMessage[]; warnings: ZatcaMessage[] };

export class FatooraUnavailable extends Error {
  constructor(
    readonly httpStatus: number | null,
    detail: string,
  ) {
    super(`ZATCA unavailable${httpStatus === null ? '' : ` (HTTP ${httpStatus})`}: ${detail}`);
  }
}

/** A request ZATCA refused outright (bad OTP, bad CSR, bad credentials): not worth retrying. */
export class FatooraRefused extends Error {
  constructor(
    readonly httpStatus: number,
    readonly messages: ZatcaMessage[],
  ) {
    super(`ZATCA refused the request (HTTP ${httpStatus}): ${messages.map((m) => `${m.code} ${m.message}`).join('; ') || 'no reason given'}`);
  }
}

export interface FatooraClient {
  complianceCsid(csrPem: string, otp: string): Promise<Csid>;
  complianceCheck(credentials: CsidCredentials, document: SubmittedDocument): Promise<FatooraOutcome>;
  productionCsid(compliance: CsidCredentials, complianceRequestId: string): Promise<Csid>;
  report(credentials: CsidCredentials, document: SubmittedDocument): Promise<FatooraOutcome>;
  clear(credentials: CsidCredentials, document: SubmittedDocument): Promise<FatooraOutcome>;
}

type Json = Record<string, unknown>;

function messagesOf(list: unknown, type: ZatcaMessage['type']): ZatcaMessage[] {
  if (!Array.isArray(list)) return [];
  return list.map((item: Json) => ({
    type,
    code: String(item.code ?? ''),
    category: String(item.category ?? ''),
    message: String(item.message ?? ''),
  }));
}

function outcomeOf(httpStatus: number, body: Json): FatooraOutcome {
  const results = (body.validationResults ?? {}) as Json;
  const warnings = messagesOf(results.warningMessages, 'WARNING');
  const errors = messagesOf(results.errorMessages, 'ERROR');
  const status = String(body.clearanceStatus ?? body.reportingStatus ?? results.status ?? '');
  if (httpStatus === 400 || errors.length > 0) return { accepted: false, status, errors, warnings };
  const cleared = typeof body.clearedInvoice === 'string' ? Buffer.from(body.clearedInvoice, 'base64').toString('utf8') : null;
  return { accepted: true, status, warnings, clearedXml: cleared };
}

const basic = (credentials: CsidCredentials) =>
  `Basic ${Buffer.from(`${Buffer.from(credentials.certificate, 'utf8').toString('base64')}:${credentials.secret}`).toString('base64')}`;

export function createFatooraClient(baseUrl: string, fetcher: typeof fetch = fetch): FatooraClient {
  const root = baseUrl.replace(/\/+$/, '');

  async function call(path: string, body: Json, headers: Record<string, string>): Promise<{ status: number; body: Json }> {
    let response: Response;
    try {
      response = await fetcher(`${root}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Version': 'V2', 'Accept-Language': 'en', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw new FatooraUnavailable(null, error instanceof Error ? error.message : String(error));
    }
    const text = await response.text();
    let parsed: Json = {};
    try {
      parsed = text ? (JSON.parse(text) as Json) : {};
    } catch {
      parsed = {};
    }
    if (response.status >= 500 || response.status === 429) throw new FatooraUnavailable(response.status, text.slice(0, 200));
    return { status: response.status, body: parsed };
  }

  function csidOf(status: number, body: Json): Csid {
    if (status !== 200 || typeof body.binarySecurityToken !== 'string' || typeof body.secret !== 'string') {
      throw new FatooraRefused(status, [
        ...messagesOf(body.errors, 'ERROR'),
        ...messagesOf((body.validationResults as Json | undefined)?.errorMessages, 'ERROR'),
      ]);
    }
    return {
      requestId: String(body.requestID ?? ''),
      certificate: Buffer.from(body.binarySecurityToken, 'base64').toString('utf8'),
      secret: body.secret,
    };
  }

  function documentBody(document: SubmittedDocument): Json {
    return { invoiceHash: document.hash, uuid: document.uuid, invoice: Buffer.from(document.xml, 'utf8').toString('base64') };
  }

  async function submit(path: string, credentials: CsidCredentials, document: SubmittedDocument, extra: Record<string, string> = {}): Promise<FatooraOutcome> {
    const { status, body } = await call(path, documentBody(document), { Authorization: basic(credentials), ...extra });
    if (status === 401 || status === 403)
      throw new FatooraRefused(status, [{ type: 'ERROR', code: String(status), category: 'authentication', message: 'The CSID was refused' }]);
    if (status !== 200 && status !== 202 && status !== 400) throw new FatooraUnavailable(status, JSON.stringify(body).slice(0, 200));
    return outcomeOf(status, body);
  }

  return {
    async complianceCsid(csrPem, otp) {
      const { status, body } = await call('/compliance', { csr: Buffer.from(csrPem, 'utf8').toString('base64') }, { OTP: otp });
      return csidOf(status, body);
    },
    complianceCheck: (credentials, document) => submit('/compliance/invoices', credentials, document),
    async productionCsid(compliance, complianceRequestId) {
      const { status, body } = await call('/production/csids', { compliance_request_id: complianceRequestId }, { Authorization: basic(compliance) });
      return csidOf(status, body);
    },
    report: (credentials, document) => submit('/invoices/reporting/single', credentials, document, { 'Clearance-Status': '0' }),
    clear: (credentials, document) => submit('/invoices/clearance/single', credentials, document, { 'Clearance-Status': '1' }),
  };
}
