import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { X509Certificate, verify } from 'node:crypto';
import { brokenRules } from '../zatca/br-ksa-rules';
import { invoiceHash } from '../zatca/invoice-hash';
import { createTestCa } from './zatca-ca';

/**
 * A local stand-in for ZATCA's Fatoora API (developer portal, API v2) as its documentation
 * describes it, for the tests only: POST /compliance (OTP header, base64 CSR: a compliance CSID
 * from a test CA), /compliance/invoices, /production/csids, /invoices/reporting/single and
 * /invoices/clearance/single (Basic auth of the CSID and its secret). It really checks what it is
 * sent: the invoice hash against the XML, the signature against the certificate in it, and the
 * offline BR-KSA rules. `mode` and `failNext` choose how reporting and clearance answer.
 */

export type FatooraMode = 'accept' | 'warn' | 'reject';

export interface FakeFatoora {
  url: string;
  otp: string;
  mode: FatooraMode;
  /** Reporting and clearance answer 503 this many times first (ZATCA down), then as `mode` says. */
  failNext: number;
  requests: Array<{ path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }>;
  /** The XML each clearance returned (clearedInvoice, decoded): the document marked as ZATCA's, not byte for byte what was sent. */
  cleared: string[];
  close(): Promise<void>;
}

const COMPLIANCE_SECRET = 'compliance-secret-123';
const PRODUCTION_SECRET = 'production-secret-456';
const REQUEST_ID = '1234567890123';

const message = (code: string, text: string, type: 'ERROR' | 'WARNING') => ({ type, code, category: 'KSA', message: text, status: type });

/** What ZATCA's validation says of a submitted document: errors when the hash, signature or rules fail. */
function validate(body: Record<string, unknown>): { errors: ReturnType<typeof message>[]; xml: string } {
  const xml = Buffer.from(String(body.invoice ?? ''), 'base64').toString('utf8');
  const errors: ReturnType<typeof message>[] = [];
  if (invoiceHash(xml) !== body.invoiceHash) errors.push(message('invalid-invoice-hash', 'The invoice hash does not match the document', 'ERROR'));
  const signature = /<ds:SignatureValue>([^<]+)<\/ds:SignatureValue>/.exec(xml)?.[1];
  const certificate = /<ds:X509Certificate>([^<]+)<\/ds:X509Certificate>/.exec(xml)?.[1];
  if (!signature || !certificate) errors.push(message('signature-missing', 'The document is not signed', 'ERROR'));
  else {
    const key = new X509Certificate(Buffer.from(certificate, 'base64')).publicKey;
    if (!verify('sha256', Buffer.from(String(body.invoiceHash), 'base64'), key, Buffer.from(signature, 'base64')))
      errors.push(message('invalid-signature', 'The signature does not verify', 'ERROR'));
  }
  for (const rule of brokenRules(xml)) errors.push(message(rule, `${rule} failed`, 'ERROR'));
  return { errors, xml };
}

export async function startFakeFatoora(otp = '123456'): Promise<FakeFatoora> {
  const ca = createTestCa();
  const issued = new Map<string, string>();
  const state: FakeFatoora = { url: '', otp, mode: 'accept', failNext: 0, requests: [], cleared: [], close: async () => {} };

  const authorised = (req: IncomingMessage, secret: string) => {
    const header = req.headers.authorization ?? '';
    const [user, pass] = Buffer.from(header.replace(/^Basic /, ''), 'base64')
      .toString('utf8')
      .split(':');
    return pass === secret && user !== undefined && issued.has(Buffer.from(user, 'base64').toString('utf8'));
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      const path = req.url ?? '';
      state.requests.push({ path, headers: req.headers, body });
      const send = (status: number, payload: unknown) => {
        // One connection per request: a kept-alive socket the server closes while idle (its 5 s
        // keep-alive timeout, between two suites' calls) made the next fetch fail ("fetch failed").
        res.writeHead(status, { 'Content-Type': 'application/json', Connection: 'close' });
        res.end(JSON.stringify(payload));
      };
      const csid = (secret: string) => {
        const certificate = ca.issueForCsr(Buffer.from(String(body.csr ?? issued.get('csr') ?? ''), 'base64').toString('utf8'));
        issued.set(certificate, secret);
        return { requestID: REQUEST_ID, dispositionMessage: 'ISSUED', binarySecurityToken: Buffer.from(certificate).toString('base64'), secret, errors: null };
      };
      if (req.headers['accept-version'] !== 'V2') return send(400, { errors: [message('Invalid-Version', 'Accept-Version must be V2', 'ERROR')] });
      if (path.endsWith('/compliance') && req.method === 'POST') {
        if (req.headers.otp !== state.otp) return send(400, { errors: [message('Invalid-OTP', 'The OTP is invalid or expired', 'ERROR')] });
        if (typeof body.csr !== 'string') return send(400, { errors: [message('Missing-CSR', 'The CSR is missing', 'ERROR')] });
        issued.set('csr', body.csr);
        return send(200, csid(COMPLIANCE_SECRET));
      }
      if (path.endsWith('/compliance/invoices')) {
        if (!authorised(req, COMPLIANCE_SECRET)) return send(401, {});
        const { errors } = validate(body);
        const status = errors.length ? 'ERROR' : 'PASS';
        return send(errors.length ? 400 : 200, {
          validationResults: { status, infoMessages: [], warningMessages: [], errorMessages: errors },
          reportingStatus: errors.length ? 'NOT_REPORTED' : 'REPORTED',
        });
      }
      if (path.endsWith('/production/csids')) {
        if (!authorised(req, COMPLIANCE_SECRET)) return send(401, {});
        if (body.compliance_request_id !== REQUEST_ID) return send(400, { errors: [message('Invalid-Request-ID', 'Unknown compliance request', 'ERROR')] });
        return send(200, csid(PRODUCTION_SECRET));
      }
      const reporting = path.endsWith('/invoices/reporting/single');
      if (reporting || path.endsWith('/invoices/clearance/single')) {
        if (!authorised(req, PRODUCTION_SECRET)) return send(401, {});
        if (state.failNext > 0) {
          state.failNext -= 1;
          return send(503, { message: 'Service Unavailable' });
        }
        const { errors, xml } = validate(body);
        const rejected = state.mode === 'reject' || errors.length > 0;
        const allErrors = state.mode === 'reject' ? [...errors, message('BR-KSA-98', 'The document was issued more than 24 hours ago', 'ERROR')] : errors;
        const warnings = state.mode === 'warn' ? [message('BR-KSA-08', 'The seller identification should be the CRN', 'WARNING')] : [];
        const status = reporting ? (rejected ? 'NOT_REPORTED' : 'REPORTED') : rejected ? 'NOT_CLEARED' : 'CLEARED';
        // ZATCA returns the cleared document as its own (it adds its stamp); here it differs from what was sent by a mark.
        const cleared =
          reporting || rejected ? null : xml.replace(/^(<\?xml[^>]*\?>)?/, (declaration) => `${declaration}<!-- cleared by the local Fatoora -->`);
        if (cleared !== null) state.cleared.push(cleared);
        const answer = {
          validationResults: {
            status: rejected ? 'ERROR' : warnings.length ? 'WARNING' : 'PASS',
            infoMessages: [],
            warningMessages: warnings,
            errorMessages: rejected ? allErrors : [],
          },
          ...(reporting
            ? { reportingStatus: status }
            : { clearanceStatus: status, clearedInvoice: cleared === null ? null : Buffer.from(cleared).toString('base64') }),
        };
        return send(rejected ? 400 : warnings.length ? 202 : 200, answer);
      }
      send(404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/e-invoicing/developer-portal`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
