import type { Partner } from '../../../../shared/types/partner';
import type { Service } from '../../../../shared/types/service';
import { matchesSearch } from '../../../lib/search-match';

/**
 * The employees table's search (name, location, service title, in either language) and service
 * filter (spec 2.14), over the whole partner list the dashboard holds.
 */
export function filterPartners(partners: readonly Partner[], services: readonly Service[], search: string, serviceId: number | null): Partner[] {
  const byId = new Map(services.map((service) => [service.id, service]));
  return partners.filter((partner) => {
    if (serviceId !== null && partner.serviceId !== serviceId) return false;
    const service = byId.get(partner.serviceId);
    return matchesSearch(search, [partner.name, partner.arabicName, partner.location, partner.arabicLocation, service?.title, service?.arabicTitle]);
  });
}

/** Spec section 4: Active when the partner has a service (and, here, when that service still exists). */
export function isPartnerActive(partner: Partner, services: readonly Service[]): boolean {
  return !!partner.serviceId && services.some((service) => service.id === partner.serviceId);
}
