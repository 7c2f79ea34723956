import { USER_TYPES, type UserType } from '../../../../shared/constants';

/** dashboard:users.types.N — Individual, Business, Organization (spec section 3). */
export const USER_TYPE_KEYS: Record<number, string> = Object.fromEntries(Object.values(USER_TYPES).map((value) => [value, `users.types.${value}`]));

export const USER_TYPE_VALUES = Object.values(USER_TYPES) as UserType[];
