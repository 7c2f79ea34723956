import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql, type ColumnType, type Generated, type Insertable, type Selectable } from 'kysely';
import pg from 'pg';
import type { ProviderConfig } from '../config';
import type { CommissionKind } from '../../shared/finance/commission';
import type {
  AssignmentStatus,
  BookingContactMethod,
  BookingStatus,
  ContactMethod,
  ContactPriority,
  DurationUnit,
  Language,
  Role,
  StoredQuoteStatus,
  InvoiceStatus,
  InvoiceKind,
  InvoiceType,
  PaymentMethod,
  PartnerNotifyChannel,
  Urgency,
  ZatcaEnvironment,
  ZatcaStatus,
} from '../../shared/constants';
import type { Faq } from '../../shared/types/service';
import type { ConsentContext, DataRequestKind, DataRequestSource, DataRequestState, PolicyKind } from '../../shared/types/privacy';
import type { PaymentPurpose, PaymentState } from '../../shared/types/payment';
import { PGliteDialect } from './dialect';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type OptionalTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp that is null until something happens (archived, anonymised). */
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric comes back as a string from pg; repositories convert with Number(). */
type Numeric = ColumnType<string | number, number | string, number | string>;
/** A text column with a default, holding one of the values of a union of shared/constants.ts. */
type DefaultedUnion<T extends string> = ColumnType<T, T | undefined, T>;
/** jsonb arrays are written as JSON text so both drivers store the same thing. */
type JsonStrings = ColumnType<string[], string, string>;

export interface UsersTable {
  id: Generated<number>;
  full_name: string;
  user_name: string;
  email: string;
  phone_number: string;
  type_user: number;
  is_active: Generated<boolean>;
  email_confirmed: Generated<boolean>;
  start_date: Timestamp;
  password_hash: string;
  role: Role;
  created_at: CreatedAt;
  updated_at: OptionalTimestamp;
  last_login_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** 'arab' | 'latn'; null: the default (shared/format/numerals.ts). */
  numerals: ColumnType<string | null, string | null | undefined, string | null>;
  /** Hijri dates beside Gregorian ones; null: the default (on for Arabic, shared/format/hijri.ts). */
  hijri: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  /** The language the user last booked in: messages to them are written in it first (null: not known yet). */
  language: ColumnType<Language | null, Language | null | undefined, Language | null>;
  /** An admin's choice to be told of new bookings, messages and quote answers by e-mail too. */
  notice_emails: ColumnType<boolean, boolean | undefined, boolean>;
  /** Set when an admin archived the account (it had history, so it was not deleted); null while live. */
  archived_at: NullableTimestamp;
  /** Set when the account's personal data was replaced (anonymiseAccount); the records stay. */
  anonymised_at: NullableTimestamp;
  /** The buyer's VAT registration number (15 digits, first and last a 3); null for a person. */
  buyer_vat_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** The buyer's Saudi national address (shared/types/invoice NationalAddress) as JSON text on write. */
  buyer_address: ColumnType<unknown, string | null | undefined, string | null>;
  /** The address the user asked to change to, until confirmed from it; null when none waits. */
  pending_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** The partner this login is (role Partner, issue 27); null for every Admin and Client. */
  partner_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the person opted in to marketing messages; null: not opted in (or withdrawn). */
  marketing_opt_in_at: NullableTimestamp;
  /** Tokens issued before this moment are refused (a staff member's two-step sign-in was reset); null: none ended. */
  sessions_valid_from: NullableTimestamp;
}

export interface ClientsTable {
  id: Generated<number>;
  user_id: number;
  created_at: CreatedAt;
}

/** 'invitation': an account made by an admin, whose owner sets the password through the reset page. */
export type UserTokenPurpose = 'confirm-email' | 'reset-password' | 'invitation' | 'change-email';

export interface UserTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: UserTokenPurpose;
  token_hash: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface ServicesTable {
  id: Generated<number>;
  title: string;
  arabic_title: string;
  description: string;
  arabic_description: string;
  details: JsonStrings;
  arabic_details: JsonStrings;
  duration_min: number;
  duration_max: number;
  duration_unit: DurationUnit;
  price: Numeric;
  faqs: ColumnType<Faq[], string, string>;
  created_at: CreatedAt;
  updated_at: OptionalTimestamp;
  /** Archived: gone from the public site, search and new bookings; kept in every record. */
  archived_at: NullableTimestamp;
}

export interface ServiceFilesTable {
  id: Generated<number>;
  service_id: number;
  stored_name: string;
  file_name: string;
  content_type: string;
  size: number;
  position: number;
  created_at: CreatedAt;
}

export interface PartnersTable {
  id: Generated<number>;
  name: string;
  arabic_name: string;
  location: string;
  arabic_location: string;
  description: string;
  arabic_description: string;
  service_id: number | null;
  created_at: CreatedAt;
  updated_at: OptionalTimestamp;
  /** Archived: gone from the public site; kept for the records and the dashboard. */
  archived_at: NullableTimestamp;
  /** The partner's phone in E.164 (+9665...), for SMS and WhatsApp; null when not known. */
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  /** How the partner wants to be told of a new job. */
  notify_channel: DefaultedUnion<PartnerNotifyChannel>;
}

/** Who does a booking, and where each of them is in the job (issue 27). */
export interface BookingAssignmentsTable {
  id: Generated<number>;
  booking_id: number;
  partner_id: number;
  status: DefaultedUnion<AssignmentStatus>;
  /** The partner's reason for declining; null otherwise. */
  decline_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The admin who assigned; null once their account is gone. */
  assigned_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: OptionalTimestamp;
}

/** The cities a partner serves (codes of shared/saudi-cities.ts). */
export interface PartnerCitiesTable {
  partner_id: number;
  city: string;
}

/**
 * A partner's own week (0 Sunday), minutes since Saudi midnight, null hours on a day they do not work.
 * No rows: they work the company's hours. Either way only within the company's hours.
 */
export interface PartnerWorkingHoursTable {
  partner_id: number;
  weekday: number;
  opens_minute: number | null;
  closes_minute: number | null;
}

/** A Saudi calendar date a partner does not work (read as YYYY-MM-DD text). */
export interface PartnerDaysOffTable {
  partner_id: number;
  day: ColumnType<string, string, string>;
  note: ColumnType<string, string | undefined, string>;
}

export interface RatingsTable {
  id: Generated<number>;
  value: number;
  comment: string;
  service_id: number;
  client_id: number;
  /** The completed booking this rating reviews (a verified review); null for ratings made before reviews were verified. */
  booking_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  subject: string;
  description: string;
  priorite: ContactPriority | '';
  prefered_contact_methode: ContactMethod | '';
  created_at: CreatedAt;
}

export interface BookingsTable {
  id: Generated<number>;
  client_id: number;
  priorite: Urgency;
  prefered_contact_methode: BookingContactMethod;
  description: string;
  prefered_date_and_time: Timestamp;
  location: string;
  budget: Numeric;
  status: DefaultedUnion<BookingStatus>;
  created_at: CreatedAt;
  updated_at: OptionalTimestamp;
  /** The slot the booking holds a place in (issue 16); null for a booking without one (all before it). */
  slot_service_id: ColumnType<number | null, number | null | undefined, number | null>;
  slot_starts_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  slot_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  /** Why it was cancelled, as the client or admin wrote it; null while not cancelled (or cancelled before reasons were kept). */
  cancellation_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The Saudi national address (issue 27); all null on bookings made before it (their `location` stays). */
  address_city: ColumnType<string | null, string | null | undefined, string | null>;
  address_district: ColumnType<string | null, string | null | undefined, string | null>;
  address_street: ColumnType<string | null, string | null | undefined, string | null>;
  address_building_number: ColumnType<string | null, string | null | undefined, string | null>;
  address_additional_number: ColumnType<string | null, string | null | undefined, string | null>;
  address_postal_code: ColumnType<string | null, string | null | undefined, string | null>;
  address_note: ColumnType<string | null, string | null | undefined, string | null>;
  /** An optional map link (https) to the place. */
  map_url: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Every move and cancellation of a booking, with why and by whom (issue 16 item 4). */
export interface BookingChangesTable {
  id: Generated<number>;
  booking_id: number;
  kind: 'moved' | 'cancelled';
  from_starts_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  to_starts_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  reason: ColumnType<string, string | undefined, string>;
  by_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  by_role: string;
  created_at: CreatedAt;
}

/** The one row of the notice period a client's move or cancellation needs; none: the terms' default. */
export interface BookingPolicyTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  change_notice_hours: number;
  /** Hours before its time a booking's reminder goes out; 0: none. */
  reminder_hours: ColumnType<number, number | undefined, number>;
  /** Minutes after it was made a booking inside the notice period may still be changed by its client; 0: none. */
  change_grace_minutes: ColumnType<number, number | undefined, number>;
}

/**
 * The week's hours (0 Sunday) in minutes since Saudi midnight, null on a closed weekday. Empty until
 * an admin saves the week: then the defaults of shared/constants.ts apply.
 */
export interface WorkingHoursTable {
  weekday: number;
  opens_minute: number | null;
  closes_minute: number | null;
}

/** A Saudi calendar date the company does not work (read as YYYY-MM-DD text, never as a Date). */
export interface BlackoutDaysTable {
  day: ColumnType<string, string, string>;
  name: string;
  arabic_name: string;
}

export interface ServiceSchedulesTable {
  service_id: number;
  duration_minutes: number;
  capacity: number;
}

/** Places taken per slot of a service: the row two bookings of one slot serialize on. */
export interface SlotOccupancyTable {
  service_id: number;
  starts_at: Timestamp;
  taken: number;
}

export interface BookingItemsTable {
  id: Generated<number>;
  request_id: number;
  /** null once the service is deleted; the title snapshot keeps the booking readable. */
  service_id: number | null;
  is_additional_service: boolean;
  service_title: string;
  service_arabic_title: string;
  position: number;
}

export interface SiteContentTable {
  id: Generated<number>;
  /** A SiteContent document, written as JSON text (like the other jsonb columns). */
  content: ColumnType<unknown, string, string>;
  updated_at: OptionalTimestamp;
  updated_by: number | null;
}

/** bigint comes back as a string (pg) or a bigint (PGlite); repositories convert with Number() (amounts stay far below 2^53). */
type BigIntColumn = ColumnType<string | number | bigint, number, number>;

export interface QuoteCountersTable {
  year: number;
  last_value: number;
}

export interface QuotesTable {
  id: Generated<number>;
  quote_number: string;
  quote_year: number;
  quote_sequence: number;
  request_id: number;
  client_id: number;
  client_name: string;
  client_email: string;
  client_phone: string;
  client_company: string;
  quote_date: CreatedAt;
  /** A date column: select it with to_char(…, 'YYYY-MM-DD'), the drivers disagree on its type. */
  valid_until: ColumnType<unknown, string, string>;
  subtotal_halalas: BigIntColumn;
  /** Tax rate in basis points (5 % = 500). */
  tax_rate_bp: number;
  tax_halalas: BigIntColumn;
  total_halalas: BigIntColumn;
  additional_notes: string;
  payment_terms: string;
  delivery_time: string;
  warranty: string;
  terms_and_conditions: string;
  /** 'expired' is derived on read, never stored. */
  status: DefaultedUnion<StoredQuoteStatus>;
  rejection_reason: string | null;
  answered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  answered_by: number | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: OptionalTimestamp;
  /** The buyer's VAT registration number (15 digits, first and last a 3); null for a person. */
  buyer_vat_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** The buyer's Saudi national address (shared/types/invoice NationalAddress) as JSON text on write. */
  buyer_address: ColumnType<unknown, string | null | undefined, string | null>;
}

export interface QuoteItemsTable {
  id: Generated<number>;
  quote_id: number;
  position: number;
  name: string;
  /** '' when the line has one name for every reader (lines issued before Arabic names). */
  arabic_name: ColumnType<string, string | undefined, string>;
  description: string;
  quantity: number;
  unit_price_halalas: BigIntColumn;
  total_halalas: BigIntColumn;
}

/** A service's default commission (issue 27 item 7): basis points of the partner's cost, or halalas per unit. */
export interface ServiceCommissionsTable {
  service_id: number;
  commission_kind: CommissionKind;
  commission_value: BigIntColumn;
  updated_by: number | null;
  updated_at: OptionalTimestamp;
}

/** A quote line's partner cost and commission (cost + commission = the line's total); a line without one is not costed. */
export interface QuoteLineCostsTable {
  quote_item_id: number;
  commission_kind: CommissionKind;
  commission_value: BigIntColumn;
  cost_halalas: BigIntColumn;
  commission_halalas: BigIntColumn;
  service_id: number | null;
  /** null: owed to the booking's one assigned partner, if it has exactly one. */
  partner_id: number | null;
  updated_by: number | null;
  updated_at: OptionalTimestamp;
}

/** Money paid to a partner; kept for ever. */
export interface PartnerPayoutsTable {
  id: Generated<number>;
  partner_id: number;
  amount_halalas: BigIntColumn;
  /** A date column: select it with to_char(…, 'YYYY-MM-DD'). */
  paid_on: ColumnType<unknown, string, string>;
  reference: ColumnType<string, string | undefined, string>;
  note: ColumnType<string, string | undefined, string>;
  recorded_by: number | null;
  created_at: CreatedAt;
}

export interface OnlinePaymentsTable {
  id: Generated<number>;
  purpose: PaymentPurpose;
  booking_id: number;
  invoice_id: number | null;
  client_id: number;
  amount_halalas: BigIntColumn;
  refunded_halalas: ColumnType<string | number | bigint, number | undefined, number>;
  currency: ColumnType<string, string | undefined, string>;
  state: ColumnType<PaymentState, PaymentState | undefined, PaymentState>;
  gateway: string;
  gateway_checkout_id: string | null;
  checkout_url: string | null;
  gateway_payment_id: string | null;
  gateway_status: string | null;
  method: string | null;
  failure_message: string | null;
  document_id: number | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: OptionalTimestamp;
  settled_at: NullableTimestamp;
}

export interface PaymentRefundsTable {
  id: Generated<number>;
  payment_id: number;
  amount_halalas: BigIntColumn;
  reason: string;
  credit_note_id: number | null;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface PaymentWebhookEventsTable {
  gateway: string;
  event_id: string;
  event_type: string;
  gateway_payment_id: string | null;
  received_at: CreatedAt;
}

export interface InvoiceCountersTable {
  year: number;
  last_value: number;
}

export interface CreditNoteCountersTable {
  year: number;
  last_value: number;
}

export interface InvoicesTable {
  id: Generated<number>;
  /** The document's stable UUID (UBL cbc:UUID). */
  uuid: ColumnType<string, string | undefined, never>;
  kind: DefaultedUnion<InvoiceKind>;
  invoice_type: DefaultedUnion<InvoiceType>;
  /** INV (invoices and advances) or CRN (credit notes): the numbering each document takes its sequence in. */
  number_series: DefaultedUnion<'INV' | 'CRN'>;
  /** A date column: select it with to_char(…, 'YYYY-MM-DD'). */
  supply_date: ColumnType<unknown, string, string>;
  /** The buyer's VAT registration number (15 digits, first and last a 3); null for a person. */
  buyer_vat_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** The buyer's Saudi national address (shared/types/invoice NationalAddress) as JSON text on write. */
  buyer_address: ColumnType<unknown, string | null | undefined, string | null>;
  seller_name_ar: ColumnType<string, string | undefined, string>;
  seller_cr_number: ColumnType<string, string | undefined, string>;
  /** The seller's structured national address (SellerNationalAddress) as JSON text on write. */
  seller_national_address: ColumnType<unknown, string | null | undefined, string | null>;
  /** The invoice a credit note corrects; null for other kinds. */
  corrects_invoice_id: ColumnType<number | null, number | null | undefined, never>;
  /** Why a credit note was issued (ZATCA KSA-10); '' for other kinds. */
  reason: ColumnType<string, string | undefined, never>;
  /** The advances a final invoice deducts, with their VAT (0 for other kinds). */
  prepaid_halalas: ColumnType<string | number | bigint, number | undefined, never>;
  invoice_number: string;
  invoice_year: number;
  invoice_sequence: number;
  quote_id: number;
  booking_id: number;
  client_id: number;
  client_name: string;
  client_email: string;
  client_phone: string;
  client_company: string;
  seller_name: string;
  seller_vat_number: string;
  seller_address_en: string;
  seller_address_ar: string;
  issued_at: ColumnType<Date, Date | string, Date | string>;
  subtotal_halalas: BigIntColumn;
  /** VAT rate in basis points (15 % = 1500). */
  vat_rate_bp: number;
  vat_halalas: BigIntColumn;
  total_halalas: BigIntColumn;
  status: DefaultedUnion<InvoiceStatus>;
  /** A date column: select it with to_char(…, 'YYYY-MM-DD'), the drivers disagree on its type. */
  paid_on: ColumnType<unknown, string | null | undefined, string | null>;
  payment_method: PaymentMethod | null;
  payment_reference: string | null;
  paid_by: number | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: OptionalTimestamp;
  /** ZATCA invoice counter value (ICV): 1, 2, … over every tax document, without gaps. */
  zatca_icv: number | null;
  /** Previous invoice hash (PIH): the hash of the document with the ICV before, base64. */
  zatca_pih: string | null;
  /** This document's hash (base64 SHA-256 of its canonical XML without stamp and QR). */
  zatca_hash: string | null;
  /** The UBL 2.1 XML as issued (with its stamp when the company is onboarded). */
  zatca_xml: string | null;
  /** The QR text (base64 TLV, tags 1-9 when stamped). */
  zatca_qr: string | null;
  zatca_signed: ColumnType<boolean, boolean | undefined, boolean>;
  zatca_status: DefaultedUnion<ZatcaStatus>;
  /** ZATCA's warnings and errors (ZatcaMessage[]) as JSON text on write. */
  zatca_messages: ColumnType<unknown, string | undefined, string>;
  zatca_sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** What ZATCA returned on clearing a standard document (its clearedInvoice, decoded): served as the document's XML from then on. */
  zatca_cleared_xml: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ZatcaChainTable {
  id: number;
  last_counter: number;
  last_hash: string;
}

export interface ZatcaSettingsTable {
  id: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  environment: DefaultedUnion<ZatcaEnvironment>;
  egs_serial: ColumnType<string, string | undefined, string>;
  common_name: ColumnType<string, string | undefined, string>;
  branch_name: ColumnType<string, string | undefined, string>;
  business_category: ColumnType<string, string | undefined, string>;
  location: ColumnType<string, string | undefined, string>;
  private_key_sealed: string | null;
  csr_pem: string | null;
  compliance_certificate: string | null;
  compliance_secret_sealed: string | null;
  compliance_request_id: string | null;
  production_certificate: string | null;
  production_secret_sealed: string | null;
  compliance_checks: ColumnType<unknown, string | undefined, string>;
  updated_at: OptionalTimestamp;
}

export interface InvoiceItemsTable {
  id: Generated<number>;
  invoice_id: number;
  position: number;
  name: string;
  arabic_name: string;
  description: string;
  quantity: number;
  unit_price_halalas: BigIntColumn;
  total_halalas: BigIntColumn;
  /** The line's VAT: rate in basis points, amount half up to the halala. */
  vat_rate_bp: number;
  vat_halalas: BigIntColumn;
}

/** An advance a final invoice deducts (ZATCA's prepayment line), with its VAT, copied from the advance. */
export interface InvoiceDeductionsTable {
  id: Generated<number>;
  invoice_id: number;
  advance_invoice_id: number;
  position: number;
  subtotal_halalas: BigIntColumn;
  vat_rate_bp: number;
  vat_halalas: BigIntColumn;
  total_halalas: BigIntColumn;
}

export interface PostsTable {
  id: Generated<number>;
  slug: string;
  status: 'draft' | 'published';
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cover_stored_name: string | null;
  cover_file_name: string | null;
  cover_content_type: string | null;
  cover_size: number | null;
  created_by: number | null;
  updated_by: number | null;
  created_at: CreatedAt;
  updated_at: OptionalTimestamp;
}

export interface PostTranslationsTable {
  post_id: number;
  language: Language;
  title: string;
  summary: string;
  body: string;
  reading_minutes: number;
}

export interface PostServicesTable {
  post_id: number;
  service_id: number;
  position: number;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/** The embedded job queue (provider/jobs/table-queue.ts). */
export interface JobsTable {
  id: Generated<string>;
  name: string;
  /** JSON text on write so both drivers store the same thing. */
  payload: ColumnType<unknown, string, string>;
  dedupe_key: string | null;
  state: 'queued' | 'active' | 'completed' | 'failed';
  attempts: Generated<number>;
  retry_limit: number;
  run_at: Timestamp;
  locked_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Keyed jobs as records (provider/jobs/outbox.ts): what is still to send survives a restore without the queue. */
export interface JobOutboxTable {
  id: Generated<string>;
  dedupe_key: string;
  name: string;
  /** JSON text on write so both drivers store the same thing. */
  payload: ColumnType<unknown, string, string>;
  run_at: Timestamp;
  created_at: Timestamp;
  done_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A staff member's TOTP secret (issue 28 item 7); confirmed_at null: enrolment not finished. */
export interface UserSecondFactorsTable {
  user_id: number;
  secret: string;
  confirmed_at: NullableTimestamp;
  /** The RFC 6238 time step of the last code taken (a code is never taken twice). */
  last_step: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  failed_codes: ColumnType<number, number | undefined, number>;
  wait_until: NullableTimestamp;
  created_at: CreatedAt;
}

/** A one-time recovery code of a staff member, by its SHA-256 hash; used_at set when spent. */
export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
}

/** A bearer token ended by logout, by the hash of the token, kept until the token's own expiry. */
export interface RevokedTokensTable {
  token_hash: string;
  user_id: number;
  expires_at: Timestamp;
}

export interface IdempotencyKeysTable {
  id: Generated<number>;
  scope: string;
  key: string;
  fingerprint: string;
  response_status: number;
  response_body: unknown;
  created_at: Generated<Date>;
}

/** Uploaded files when FILE_STORAGE=database (database-storage.ts). */
export interface StoredFilesTable {
  name: string;
  content_type: string;
  size: number;
  data: Buffer | Uint8Array;
  created_at: CreatedAt;
}

/**
 * Tables whose rows are derived from the others by triggers (the list-counts migration): a backup
 * leaves them out and a restore lets the triggers rebuild them as the rows load.
 */
export const DERIVED_TABLES = ['table_stats', 'user_counts', 'booking_counts', 'rating_counts', 'quote_counts', 'post_counts'] as const;

/** bigint counts come back as strings (pg) or numbers (PGlite); read them with Number(). */
type Count = ColumnType<string | number | bigint, never, never>;

/** Kept by triggers (the list-counts migration): rows and a version raised by every write statement. */
export interface TableStatsTable {
  table_name: string;
  row_count: Count;
  version: Count;
}

/** Grouped row counts kept by triggers (the list-counts migration); a list's filters sum a few rows. */
export interface UserCountsTable {
  role: Role;
  is_active: boolean;
  type_user: number;
  n: Count;
}

export interface BookingCountsTable {
  status: BookingStatus;
  n: Count;
}

export interface RatingCountsTable {
  service_id: number;
  value: number;
  has_comment: boolean;
  n: Count;
}

export interface QuoteCountsTable {
  status: StoredQuoteStatus;
  valid_until: ColumnType<unknown, never, never>;
  total_halalas: Count;
  n: Count;
}

/** language '*': posts in the status; a language: that language's versions of posts in the status. */
export interface PostCountsTable {
  status: string;
  language: string;
  n: Count;
}

/** One admin change (provider/audit). before/after are JSON text on write, so both drivers store the same thing. */
export interface AuditLogTable {
  id: Generated<number>;
  at: ColumnType<Date, Date | undefined, never>;
  actor_id: number | null;
  actor_name: string;
  actor_email: string;
  action: string;
  entity: string;
  entity_id: number | null;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  request_id: string | null;
}

/** Every published version of the privacy policy and the terms (provider/privacy). Never edited. */
export interface PolicyVersionsTable {
  id: Generated<number>;
  kind: PolicyKind;
  version: number;
  body_en: string;
  body_ar: string;
  published_at: CreatedAt;
  published_by: number | null;
}

/** A consent: which version of which policy a person accepted, where and when. */
export interface ConsentsTable {
  id: Generated<number>;
  user_id: number;
  kind: PolicyKind;
  version: number;
  context: ConsentContext;
  accepted_at: CreatedAt;
}

/** A data subject's request (export, correction, deletion, or one received by e-mail), due within 30 days. */
export interface DataRequestsTable {
  id: Generated<number>;
  kind: DataRequestKind;
  source: DataRequestSource;
  user_id: number | null;
  requester: ColumnType<string, string | undefined, string>;
  details: ColumnType<string, string | undefined, string>;
  state: DefaultedUnion<DataRequestState>;
  received_at: Timestamp;
  due_at: Timestamp;
  handled_by: ColumnType<number | null, number | null | undefined, number | null>;
  handled_at: NullableTimestamp;
  note: ColumnType<string, string | undefined, string>;
}

/** The retention schedule (one row): how long personal data of each kind is kept. */
export interface RetentionPolicyTable {
  id: number;
  contact_message_months: number;
  unconfirmed_account_days: number;
  audit_personal_months: number;
  updated_at: NullableTimestamp;
}

/** What admins are told in the dashboard (provider/admin-notices). summary is JSON text on write. */
export interface AdminNoticesTable {
  id: Generated<number>;
  kind: string;
  entity_id: number;
  summary: ColumnType<unknown, string, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface AdminNoticeReadsTable {
  notice_id: number;
  user_id: number;
  read_at: ColumnType<Date, Date | undefined, never>;
}

/** Job progress (issue 27 items 4-5; migration 20261128210000-job-progress). */
export interface ServiceChecklistItemsTable {
  id: Generated<number>;
  service_id: number;
  position: number;
  label_en: string;
  label_ar: string;
  archived_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface JobEventsTable {
  id: Generated<number>;
  assignment_id: number;
  status: 'accepted' | 'declined' | 'on_the_way' | 'started' | 'done';
  note: ColumnType<string, string | undefined, never>;
  by_user_id: number | null;
  created_at: ColumnType<Date, Date, never>;
}

export interface JobPhotosTable {
  id: Generated<number>;
  assignment_id: number;
  stored_name: string;
  file_name: string;
  content_type: string;
  size: number;
  by_user_id: number | null;
  created_at: ColumnType<Date, Date, never>;
}

export interface JobChecklistTicksTable {
  assignment_id: number;
  item_id: number;
  ticked: boolean;
  by_user_id: number | null;
  updated_at: ColumnType<Date, Date, Date>;
}

export interface BookingCompletionsTable {
  booking_id: number;
  done_at: ColumnType<Date, Date, Date>;
  confirmed_at: NullableTimestamp;
  confirmed_by: ColumnType<number | null, number | null | undefined, number | null>;
  auto_completed: ColumnType<boolean, boolean | undefined, boolean>;
  problem_reported_at: NullableTimestamp;
  problem_note: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A booking's thread (provider/booking-messages): messages and their files are records, kept. */
export interface BookingMessagesTable {
  id: Generated<number>;
  booking_id: number;
  author_id: number;
  author_role: string;
  side: 'client' | 'company';
  body: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface BookingMessageFilesTable {
  id: Generated<number>;
  message_id: number;
  stored_name: string;
  file_name: string;
  content_type: string;
  size: number;
}

/** How far one reader has read one booking's thread. */
export interface BookingMessageReadsTable {
  booking_id: number;
  user_id: number;
  last_read_id: number;
  read_at: ColumnType<Date, Date | undefined, Date>;
}

/** How far one side of a booking's thread has been e-mailed (one e-mail per burst). */
export interface BookingMessageMailTable {
  booking_id: number;
  to_side: 'client' | 'company';
  mailed_through_id: number;
  mailed_at: Date;
}

export interface Database {
  users: UsersTable;
  clients: ClientsTable;
  user_tokens: UserTokensTable;
  services: ServicesTable;
  service_files: ServiceFilesTable;
  partners: PartnersTable;
  booking_assignments: BookingAssignmentsTable;
  partner_cities: PartnerCitiesTable;
  partner_working_hours: PartnerWorkingHoursTable;
  partner_days_off: PartnerDaysOffTable;
  ratings: RatingsTable;
  contact_messages: ContactMessagesTable;
  bookings: BookingsTable;
  booking_items: BookingItemsTable;
  working_hours: WorkingHoursTable;
  blackout_days: BlackoutDaysTable;
  service_schedules: ServiceSchedulesTable;
  slot_occupancy: SlotOccupancyTable;
  booking_changes: BookingChangesTable;
  booking_policy: BookingPolicyTable;
  site_content: SiteContentTable;
  quote_counters: QuoteCountersTable;
  quotes: QuotesTable;
  quote_items: QuoteItemsTable;
  service_commissions: ServiceCommissionsTable;
  quote_line_costs: QuoteLineCostsTable;
  partner_payouts: PartnerPayoutsTable;
  invoice_counters: InvoiceCountersTable;
  online_payments: OnlinePaymentsTable;
  payment_refunds: PaymentRefundsTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  invoices: InvoicesTable;
  invoice_items: InvoiceItemsTable;
  invoice_deductions: InvoiceDeductionsTable;
  credit_note_counters: CreditNoteCountersTable;
  zatca_chain: ZatcaChainTable;
  zatca_settings: ZatcaSettingsTable;
  posts: PostsTable;
  post_translations: PostTranslationsTable;
  post_services: PostServicesTable;
  app_meta: AppMetaTable;
  idempotency_keys: IdempotencyKeysTable;
  stored_files: StoredFilesTable;
  revoked_tokens: RevokedTokensTable;
  user_second_factors: UserSecondFactorsTable;
  recovery_codes: RecoveryCodesTable;
  jobs: JobsTable;
  job_outbox: JobOutboxTable;
  table_stats: TableStatsTable;
  user_counts: UserCountsTable;
  booking_counts: BookingCountsTable;
  rating_counts: RatingCountsTable;
  quote_counts: QuoteCountsTable;
  post_counts: PostCountsTable;
  audit_log: AuditLogTable;
  admin_notices: AdminNoticesTable;
  admin_notice_reads: AdminNoticeReadsTable;
  // Job progress (issue 27 items 4-5).
  service_checklist_items: ServiceChecklistItemsTable;
  job_events: JobEventsTable;
  job_photos: JobPhotosTable;
  job_checklist_ticks: JobChecklistTicksTable;
  booking_completions: BookingCompletionsTable;
  booking_messages: BookingMessagesTable;
  booking_message_files: BookingMessageFilesTable;
  booking_message_reads: BookingMessageReadsTable;
  booking_message_mail: BookingMessageMailTable;
  // Privacy (issue 28 items 1-5).
  policy_versions: PolicyVersionsTable;
  consents: ConsentsTable;
  data_requests: DataRequestsTable;
  retention_policy: RetentionPolicyTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type ServiceRow = Selectable<ServicesTable>;
export type ServiceFileRow = Selectable<ServiceFilesTable>;
export type PartnerRow = Selectable<PartnersTable>;
export type BookingAssignmentRow = Selectable<BookingAssignmentsTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type BookingRow = Selectable<BookingsTable>;
export type BookingItemRow = Selectable<BookingItemsTable>;
export type PostRow = Selectable<PostsTable>;
export type PostTranslationRow = Selectable<PostTranslationsTable>;

/** Either the whole database or a transaction: repositories accept both. */
export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Kysely<Database>;
  kind: 'postgres' | 'pglite';
  /** The schema holding the tables. */
  schema: string;
  /** Closes the pool or the embedded database. */
  close(): Promise<void>;
  /** Connections now: open, idle, and callers waiting for one. */
  stats(): ConnectionStats;
}

export interface ConnectionStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface OpenDatabaseOptions {
  /** PGlite only: keep the database in memory (tests). */
  inMemory?: boolean;
  /**
   * PGlite only: start from this data directory (a `dumpDataDir` tarball) instead of an empty one:
   * the tests' already-migrated database, 4 times as quick to open as a new one is to initialise.
   */
  loadDataDir?: Blob;
  /** PostgreSQL only: told when an idle pooled connection fails (the pool drops it and opens another). */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(config: ProviderConfig, options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  const schema = config.databaseSchema;
  if (config.databaseUrl) {
    if (schema !== 'public') {
      const client = new pg.Client({ connectionString: config.databaseUrl });
      await client.connect();
      try {
        await client.query(`create schema if not exists "${schema}"`);
      } finally {
        await client.end();
      }
    }
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      ...(schema !== 'public' ? { options: `-c search_path=${schema}` } : {}),
    });
    // Without listeners, a connection the server ends (restart, pg_terminate_backend, a network
    // cut) is an unhandled 'error' event that stops the whole process: on the pool while the
    // connection is idle, on the client itself while a transaction holds it (its next query then
    // fails, and the pool discards it).
    const connectionFailed = (error: Error) => options.onConnectionError?.(error);
    pool.on('error', connectionFailed);
    pool.on('connect', (client) => client.on('error', connectionFailed));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      schema,
      close: () => db.destroy(),
      stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }

  let dataDir: string | undefined;
  if (!options.inMemory) {
    mkdirSync(config.pgliteDir, { recursive: true });
    dataDir = config.pgliteDir;
  }
  // pg_trgm: the trigram indexes of the list searches (see the list-indexes migration).
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  const dialect = new PGliteDialect(pglite);
  const db = new Kysely<Database>({ dialect });
  if (schema !== 'public') {
    await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
    await sql`set search_path to ${sql.id(schema)}`.execute(db);
  }
  return { db, kind: 'pglite', schema, close: () => db.destroy(), stats: () => dialect.stats() };
}

/** Cheap liveness query for /readyz. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
