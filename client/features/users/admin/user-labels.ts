import { ASSIGNABLE_ROLES, USER_TYPES, type AssignableRole, type Role, type UserType } from '../../../../shared/constants';

/** dashboard:users.types.N — Individual, Business, Organization (spec section 3). */
export const USER_TYPE_KEYS: Record<number, string> = Object.fromEntries(Object.values(USER_TYPES).map((value) => [value, `users.types.${value}`]));

export const USER_TYPE_VALUES = Object.values(USER_TYPES) as UserType[];

/**
 * The one role a user's account has on the users screen: a staff role (Admin, Staff, Accountant) or
 * Client, or Partner for a partner's login (issue 27, shown but not changed here).
 */
export function accountRoleOf(user: { roles: readonly Role[] }): AssignableRole | 'Partner' {
  if (user.roles.includes('Partner')) return 'Partner';
  return ASSIGNABLE_ROLES.find((role) => role !== 'Client' && user.roles.includes(role)) ?? 'Client';
}
