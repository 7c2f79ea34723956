import type { BuyerIdentity } from './invoice';
import type { Role, UserType } from '../constants';
import type { Numerals } from '../format/numerals';

/** A user as the provider returns it (never with a password). */
export interface User {
  id: number;
  fullName: string;
  userName: string;
  email: string;
  phoneNumber: string;
  typeUser: UserType;
  isActive: boolean;
  emailConfirmed: boolean;
  /** A new address the user asked for, waiting to be confirmed from a link sent there; null when none. */
  pendingEmail: string | null;
  startDate: string;
  roles: Role[];
  /** The client record of a user with the Client role; null for staff without one. */
  client: ClientRecord | null;
  createdAt: string;
  lastLoginAt: string | null;
  /** The digits chosen for Arabic pages, e-mails and PDFs; null: the default. */
  numerals: Numerals | null;
  /** Whether Hijri dates are shown beside Gregorian ones; null: the default (on for Arabic). */
  hijri: boolean | null;
  /** When an admin archived the account (it had records, so it was kept, deactivated); null while live. */
  archivedAt: string | null;
  /** The personal data was replaced on request (name, e-mail, phone, address); the records stay. */
  anonymised: boolean;
  /** A business buyer's VAT number and national address (user types 2 and 3); null: none given. */
  buyer: BuyerIdentity | null;
}

export interface ClientRecord {
  id: number;
}

/** What the browser knows of the signed-in user (held in the server-side session; no token). */
export interface SessionUser {
  id: number;
  fullName: string;
  email: string;
  roles: Role[];
  client: ClientRecord | null;
  /** The digits the user reads Arabic pages and documents in; absent: the default (shared/format/numerals). */
  numerals?: Numerals | null;
  /** Hijri dates beside Gregorian ones; absent: the default (shared/format/hijri). */
  hijri?: boolean | null;
}

export interface LoginRequest {
  email: string;
  password: string;
}

/** The provider's login result: the user plus its bearer token. The web server keeps the token. */
export interface LoginResult extends SessionUser {
  token: string;
}

/** What a staff login gets instead of a token while its second step is due (issue 28 item 7). */
export interface SecondStepChallenge {
  /** 'enrol': no authenticator set up yet (first sign-in, or reset by an admin); 'verify': a code is due. */
  secondStep: 'enrol' | 'verify';
  challenge: string;
}

/** The secret of an enrolment that is not finished, shown once to be scanned or typed into the app. */
export interface SecondStepEnrolment {
  secret: string;
  otpauthUrl: string;
  /** The otpauth address as a QR code (an SVG data URL). */
  qrCode: string;
}

/** A finished enrolment: the login, and the ten recovery codes shown this once. */
export interface EnrolledLoginResult extends LoginResult {
  recoveryCodes: string[];
}

export const isSecondStepChallenge = (value: unknown): value is SecondStepChallenge =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SecondStepChallenge).challenge === 'string' &&
  ((value as SecondStepChallenge).secondStep === 'enrol' || (value as SecondStepChallenge).secondStep === 'verify');

export interface RegisterRequest {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  phoneNumber: string;
  typeUser: UserType;
  startDate: string;
  /** The privacy policy and terms versions accepted (the ones in force). */
  acceptedPrivacyVersion: number;
  acceptedTermsVersion: number;
  marketingOptIn?: boolean;
}

export interface UpdateUserRequest {
  id: number;
  fullName: string;
  email: string;
  phoneNumber: string;
  isActive: boolean;
  typeUser: UserType;
  startDate: string;
  password?: string | null;
  /** Needed when the own e-mail changes (it then waits for the link sent to the new address). */
  currentPassword?: string;
  /** Absent: unchanged; null: back to the default. */
  numerals?: Numerals | null;
  /** Absent: unchanged; null: back to the default. */
  hijri?: boolean | null;
  /** Absent: unchanged; null or an empty VAT number: none. */
  buyer?: BuyerIdentity | null;
}

export interface PasswordChangeRequest {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function hasRole(user: Pick<SessionUser, 'roles'> | null | undefined, role: Role): boolean {
  return !!user && user.roles.includes(role);
}
