/** The PDPL's records (issue 28): policies, consents, data subjects' requests, retention. */

export const POLICY_KINDS = ['privacy', 'terms'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

export const CONSENT_CONTEXTS = ['registration', 'booking'] as const;
export type ConsentContext = (typeof CONSENT_CONTEXTS)[number];

export const DATA_REQUEST_KINDS = ['export', 'correction', 'deletion', 'other'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/** Asked in the profile, or received by e-mail (or letter) and logged by an admin. */
export const DATA_REQUEST_SOURCES = ['self', 'email'] as const;
export type DataRequestSource = (typeof DATA_REQUEST_SOURCES)[number];

export const DATA_REQUEST_STATES = ['open', 'done', 'refused'] as const;
export type DataRequestState = (typeof DATA_REQUEST_STATES)[number];

/** The PDPL's answer time: a request is due 30 days after it was received. */
export const DATA_REQUEST_DAYS = 30;

/** One published version of a policy, with both languages' texts. */
export interface PolicyVersion {
  kind: PolicyKind;
  version: number;
  bodyEn: string;
  bodyAr: string;
  publishedAt: string;
}

export interface Consent {
  kind: PolicyKind;
  version: number;
  context: ConsentContext;
  acceptedAt: string;
}

/** What the profile's privacy section shows: the consents given and the marketing choice. */
export interface PrivacyChoices {
  consents: Consent[];
  /** When the person opted in to marketing messages; null while not opted in. */
  marketingOptInAt: string | null;
  /** The person's own requests still open (a second deletion request is refused while one is). */
  openRequests: DataRequest[];
}

export interface DataRequest {
  id: number;
  kind: DataRequestKind;
  source: DataRequestSource;
  userId: number | null;
  /** The account's name and e-mail (as they are now), or what the admin typed for a request by e-mail. */
  requester: string;
  details: string;
  state: DataRequestState;
  receivedAt: string;
  dueAt: string;
  overdue: boolean;
  handledById: number | null;
  handledByName: string | null;
  handledAt: string | null;
  note: string;
}

/** How long personal data is kept (settings), carried out daily by the job queue. */
export interface RetentionPolicy {
  /** Contact-form messages are deleted this many months after they were sent. */
  contactMessageMonths: number;
  /** Accounts whose e-mail was never confirmed, with no record, are deleted after this many days. */
  unconfirmedAccountDays: number;
  /** Audit entries older than this keep the change but lose the names, e-mails and phones in them. */
  auditPersonalMonths: number;
}

/** What one retention run removed (written to the audit log). */
export interface RetentionOutcome {
  contactMessages: number;
  unconfirmedAccounts: number;
  auditEntries: number;
}
