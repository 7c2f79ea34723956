import type { Role, StaffRole } from '../constants';

/**
 * The parts of the dashboard a staff role other than Admin may work in (issue 28 item 6). A provider
 * route with `access: 'staff'` names its area; a dashboard screen names the same area, so the
 * navigation shows what the provider lets the role open. Whatever is in no area is Admin only.
 *
 * - operations: bookings, calendar, dispatch, booking and contact messages, assignments, job progress;
 * - accounts: quotes, invoices, credit notes, exports, finance, e-invoicing.
 */
export const STAFF_AREAS = ['operations', 'accounts'] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

export const AREA_ROLES: Record<StaffArea, readonly StaffRole[]> = {
  operations: ['Admin', 'Staff'],
  accounts: ['Admin', 'Accountant'],
};

/** Whether a role may work in an area; `'admin'` stands for what only an Admin may open. */
export function roleMayOpen(role: Role | null | undefined, area: StaffArea | 'admin'): boolean {
  if (!role) return false;
  if (area === 'admin') return role === 'Admin';
  return (AREA_ROLES[area] as readonly Role[]).includes(role);
}

/** Whether any of a user's roles may work in the area. */
export const rolesMayOpen = (roles: readonly Role[], area: StaffArea | 'admin'): boolean => roles.some((role) => roleMayOpen(role, area));
