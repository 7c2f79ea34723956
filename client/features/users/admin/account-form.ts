import type { AssignableRole } from '../../../../shared/constants';
import type { AdminUserCreateValues } from '../../../../shared/validation/admin-user';

/** The create-account form as typed (selects and date inputs hold strings). */
export interface AccountFormValues {
  fullName: string;
  email: string;
  phoneNumber: string;
  typeUser: string;
  startDate: string;
  role: AssignableRole;
  sendInvitation: boolean;
  password: string;
  confirmPassword: string;
}

/** Today in the admin's own calendar, as a date input wants it. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A blank form: no type chosen (the spec's rule: the type is required), today as the start date, a client. */
export function emptyAccountValues(now = new Date()): AccountFormValues {
  return {
    fullName: '',
    email: '',
    phoneNumber: '',
    typeUser: '',
    startDate: localToday(now),
    role: 'Client',
    sendInvitation: false,
    password: '',
    confirmPassword: '',
  };
}

/** What the provider receives: an invitation sends no password at all. */
export function toCreatePayload(values: AccountFormValues): AdminUserCreateValues {
  const base = {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim(),
    typeUser: Number(values.typeUser),
    // A date-only value: the start of that day in UTC, as registrations store it.
    startDate: new Date(`${values.startDate}T00:00:00Z`),
    role: values.role,
    sendInvitation: values.sendInvitation,
  };
  return values.sendInvitation ? base : { ...base, password: values.password, confirmPassword: values.confirmPassword };
}

export const ACCOUNT_FIELDS = ['fullName', 'email', 'phoneNumber', 'typeUser', 'startDate', 'role', 'password', 'confirmPassword'] as const;
