import { CONSENT_CONTEXTS, DATA_REQUEST_KINDS, DATA_REQUEST_SOURCES, DATA_REQUEST_STATES, POLICY_KINDS } from '../../shared/types/privacy';
import { retentionPolicySchema } from '../../shared/validation/privacy';
import type { JsonSchema } from '../openapi/yup-to-json-schema';
import { yupToJsonSchema } from '../openapi/yup-to-json-schema';

const obj = (properties: Record<string, JsonSchema>): JsonSchema => ({ type: 'object', properties, required: Object.keys(properties) });
const str: JsonSchema = { type: 'string' };
const int: JsonSchema = { type: 'integer' };
const dateTime: JsonSchema = { type: 'string', format: 'date-time' };
const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** The OpenAPI schemas of the privacy routes (provider/privacy/privacy.routes.ts). */
export const PRIVACY_SCHEMAS: Record<string, JsonSchema> = {
  PolicyVersion: obj({ kind: { type: 'string', enum: [...POLICY_KINDS] }, version: int, bodyEn: str, bodyAr: str, publishedAt: dateTime }),
  Consent: obj({
    kind: { type: 'string', enum: [...POLICY_KINDS] },
    version: int,
    context: { type: 'string', enum: [...CONSENT_CONTEXTS] },
    acceptedAt: dateTime,
  }),
  DataRequest: obj({
    id: int,
    kind: { type: 'string', enum: [...DATA_REQUEST_KINDS] },
    source: { type: 'string', enum: [...DATA_REQUEST_SOURCES] },
    userId: nullable(int),
    requester: str,
    details: str,
    state: { type: 'string', enum: [...DATA_REQUEST_STATES] },
    receivedAt: dateTime,
    dueAt: { type: 'string', format: 'date-time', description: '30 days after receivedAt' },
    overdue: { type: 'boolean', description: 'Open and past dueAt' },
    handledById: nullable(int),
    handledByName: nullable(str),
    handledAt: nullable(dateTime),
    note: str,
  }),
  PrivacyChoices: obj({
    consents: { type: 'array', items: ref('Consent') },
    marketingOptInAt: nullable(dateTime),
    openRequests: { type: 'array', items: ref('DataRequest') },
  }),
  RetentionPolicy: yupToJsonSchema(retentionPolicySchema),
  RetentionOutcome: obj({ contactMessages: int, unconfirmedAccounts: int, auditEntries: int }),
  Count: obj({ count: int }),
};
