import { BOOKING_CONTACT_METHODS, CONTACT_METHODS, CONTACT_PRIORITIES, DURATION_UNITS, REQUEST_STATUSES, ROLES, URGENCY_LEVELS } from '../../shared/constants';
import { ERROR_CODES } from '../../shared/api/error-codes';
import type { JsonSchema } from './yup-to-json-schema';

const obj = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
});
const str: JsonSchema = { type: 'string' };
const int: JsonSchema = { type: 'integer' };
const num: JsonSchema = { type: 'number' };
const bool: JsonSchema = { type: 'boolean' };
const dateTime: JsonSchema = { type: 'string', format: 'date-time' };
const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** The entities on the wire (shared/types), for the OpenAPI document. */
export const COMPONENT_SCHEMAS: Record<string, JsonSchema> = {
  Envelope: {
    type: 'object',
    properties: {
      isSuccess: bool,
      result: {},
      message: str,
      errors: { type: 'object', additionalProperties: { type: 'array', items: str } },
      code: { type: 'string', enum: [...ERROR_CODES] },
    },
    required: ['isSuccess', 'result', 'message'],
  },
  ClientRecord: obj({ id: int }),
  User: obj({
    id: int,
    fullName: str,
    userName: str,
    email: str,
    phoneNumber: str,
    typeUser: { type: 'integer', enum: [1, 2, 3] },
    isActive: bool,
    emailConfirmed: bool,
    startDate: dateTime,
    roles: { type: 'array', items: { type: 'string', enum: [...ROLES] } },
    client: { oneOf: [ref('ClientRecord'), { type: 'null' }] },
    createdAt: dateTime,
    lastLoginAt: { type: ['string', 'null'], format: 'date-time' },
  }),
  LoginResult: obj({
    id: int,
    fullName: str,
    email: str,
    roles: { type: 'array', items: { type: 'string', enum: [...ROLES] } },
    client: { oneOf: [ref('ClientRecord'), { type: 'null' }] },
    token: str,
  }),
  TokenResult: obj({ token: str }),
  ServiceFile: obj({ id: int, fileUrl: { type: 'string', description: 'Root-relative: /files/{storedName}' }, fileName: str, contentType: str, size: int }),
  Partner: obj({
    id: int,
    name: str,
    arabicName: str,
    location: str,
    arabicLocation: str,
    description: str,
    arabicDescription: str,
    serviceId: { type: 'integer', description: '0 when its service was deleted' },
  }),
  Rate: obj({ id: int, value: { type: 'integer', minimum: 1, maximum: 5 }, comment: str, clientName: str, clientId: int, serviceId: int, serviceTitle: str, createdAt: dateTime }),
  Service: obj({
    id: int,
    title: str,
    arabicTitle: str,
    description: str,
    arabicDescription: str,
    details: { type: 'array', items: str },
    arabicDetails: { type: 'array', items: str },
    durationMin: int,
    durationMax: int,
    durationUnit: { type: 'string', enum: [...DURATION_UNITS] },
    price: { type: 'number', description: 'SAR' },
    files: { type: 'array', items: ref('ServiceFile') },
    faqs: { type: 'array', items: obj({ question: str, answer: str }) },
    partnerDtos: { type: 'array', items: ref('Partner') },
    rateDtos: { type: 'array', items: ref('Rate') },
  }),
  ContactMessage: obj({
    id: int,
    name: str,
    email: str,
    phone: str,
    subject: str,
    description: str,
    priorite: { type: 'string', enum: ['', ...CONTACT_PRIORITIES] },
    preferedContactMethode: { type: 'string', enum: ['', ...CONTACT_METHODS] },
    date: dateTime,
  }),
  ServiceRequestItem: obj({ id: int, isAdditionalService: bool, serviceId: int, serviceTitle: str, serviceArabicTitle: str }),
  ServiceRequest: obj({
    id: int,
    priorite: { type: 'string', enum: [...URGENCY_LEVELS] },
    preferedContactMethode: { type: 'string', enum: [...BOOKING_CONTACT_METHODS] },
    description: str,
    preferedDateAndTime: dateTime,
    location: str,
    budget: num,
    clientId: int,
    clientName: str,
    clientEmail: str,
    clientPhone: str,
    status: { type: 'string', enum: [...REQUEST_STATUSES] },
    createdAt: dateTime,
    updatedAt: dateTime,
    demandeDeServiceItems: { type: 'array', items: ref('ServiceRequestItem') },
  }),
  Health: obj({ status: str }),
  ServiceForm: {
    type: 'object',
    description: 'multipart/form-data with the spec field names; Details[i] and ArabicDetails[i] are indexed, files repeats.',
    properties: {
      Title: { type: 'string', maxLength: 100 },
      Description: { type: 'string', maxLength: 1000 },
      ArabicTitle: { type: 'string', maxLength: 100 },
      ArabicDescription: { type: 'string', maxLength: 1000 },
      DurationMin: { type: 'integer', minimum: 1, maximum: 1000 },
      DurationMax: { type: 'integer', minimum: 1, maximum: 1000, description: 'At least DurationMin' },
      DurationUnit: { type: 'string', enum: [...DURATION_UNITS] },
      Price: { type: 'number', minimum: 0 },
      'Details[i]': str,
      'ArabicDetails[i]': str,
      'RemoveFileIds[i]': { type: 'integer', description: 'PUT only: ids of existing files to remove' },
      files: {
        type: 'array',
        items: { type: 'string', contentMediaType: 'application/octet-stream' },
        maxItems: 10,
        description: 'Images, PDF, DOC, DOCX or TXT (checked by content), at most 10 MB each',
      },
    },
    required: ['Title', 'Description', 'ArabicTitle', 'ArabicDescription', 'DurationMin', 'DurationMax', 'DurationUnit', 'Price'],
  },
};
