import { ROLES, USER_TYPES } from '../../shared/constants';
import { booleanParam, enumParam, integerParam } from '../http/query-params';

const USER_TYPE_VALUES = Object.values(USER_TYPES);

/** The filters of the users list (and its CSV export). */
export const USER_PARAMS = {
  isActive: booleanParam('isActive', 'Only active (true) or inactive (false) users.'),
  typeUser: integerParam('typeUser', {
    description: 'Only users of this type (1 Individual, 2 Business, 3 Organization).',
    min: Math.min(...USER_TYPE_VALUES),
    max: Math.max(...USER_TYPE_VALUES),
    values: USER_TYPE_VALUES,
    message: 'validation:userTypeInvalid',
  }),
  archived: booleanParam('archived', 'Only archived (true) or live (false) accounts; both when absent.'),
  role: enumParam('role', { description: 'Only users of this role.', values: ROLES, message: 'validation:roleInvalid' }),
} as const;
