import type { Language } from '../../../shared/constants';
import type { Partner } from '../../../shared/types/partner';
import type { Service } from '../../../shared/types/service';
import { localized } from '../../lib/text';

export interface LocalizedPartner {
  id: number;
  name: string;
  location: string;
  description: string;
  serviceId: number;
  /** The title of the service whose id is the partner's serviceId (Arabic where available); null if none matches. */
  serviceTitle: string | null;
}

export function localizePartner(
  partner: Partner,
  services: ReadonlyArray<Pick<Service, 'id' | 'title' | 'arabicTitle'>> | undefined,
  language: Language,
): LocalizedPartner {
  const service = services?.find((candidate) => candidate.id === partner.serviceId);
  return {
    id: partner.id,
    name: localized(language, partner.name, partner.arabicName),
    location: localized(language, partner.location, partner.arabicLocation),
    description: localized(language, partner.description, partner.arabicDescription),
    serviceId: partner.serviceId,
    serviceTitle: service ? localized(language, service.title, service.arabicTitle) : null,
  };
}

/** The partners of one service, or all of them when no service is chosen. */
export function filterPartners<T extends Pick<Partner, 'serviceId'>>(partners: readonly T[], serviceId: number | null): T[] {
  return serviceId === null ? [...partners] : partners.filter((partner) => partner.serviceId === serviceId);
}

/**
 * The partner filter's choice from the `service` query parameter: a known service id, or null for
 * "All Partners" (a missing, malformed or unknown id shows everyone rather than an empty page).
 */
export function parseServiceFilter(value: string | null, services: ReadonlyArray<Pick<Service, 'id'>> | undefined): number | null {
  if (!value) return null;
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return services?.some((service) => service.id === id) ? id : null;
}

/** Spec 2.8: the first 3 services are buttons, the rest go in the 'More Services' menu. */
export function splitFilterServices<T>(services: readonly T[], buttons: number): { buttons: T[]; more: T[] } {
  return { buttons: services.slice(0, buttons), more: services.slice(buttons) };
}

/** The letter for a partner's badge; an Arabic name's definite article (ال) is skipped. */
export function initialOf(name: string): string {
  const trimmed = name.trim();
  const word = trimmed.startsWith('ال') && Array.from(trimmed).length > 2 ? trimmed.slice(2) : trimmed;
  return Array.from(word)[0]?.toLocaleUpperCase() ?? '?';
}
