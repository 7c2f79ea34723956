import type { Service } from '../../../../shared/types/service';
import { matchesSearch } from '../../../lib/search-match';

/** Spec 2.14: the services grid searches the title, the description and the Arabic title. */
export function filterServices(services: readonly Service[], search: string): Service[] {
  return services.filter((service) => matchesSearch(search, [service.title, service.description, service.arabicTitle]));
}
