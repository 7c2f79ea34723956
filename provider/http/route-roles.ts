import { AREA_ROLES } from '../../shared/access/staff-areas';
import { ROLES, type Role } from '../../shared/constants';
import type { RouteAccess } from './route';

/**
 * The roles a route admits, from its access (and area): what authenticate() enforces, stated by the
 * OpenAPI document and proven route by route by the role matrix test. A public route admits anyone,
 * signed in or not: its list is every role.
 */
export function rolesOf(route: RouteAccess): readonly Role[] {
  switch (route.access) {
    case 'public':
    case 'user':
      return ROLES;
    case 'client':
      return ['Client'];
    case 'partner':
      return ['Partner'];
    case 'staff':
      return AREA_ROLES[route.area];
    case 'admin':
      return ['Admin'];
  }
}
