import type { Language } from '../../../../shared/constants';
import type { Service } from '../../../../shared/types/service';

/** A service's title in the reader's language (the Arabic title when there is one). */
export function serviceTitle(service: Pick<Service, 'title' | 'arabicTitle'>, language: Language): string {
  return language === 'ar' && service.arabicTitle?.trim() ? service.arabicTitle : service.title;
}

/** The service of a /booking/{serviceId} address, if it is one of the listed services. */
export function findServiceById(services: readonly Service[], id: string | number | undefined): Service | undefined {
  const wanted = typeof id === 'number' ? id : /^\d+$/.test(id ?? '') ? Number(id) : NaN;
  return services.find((service) => service.id === wanted);
}
