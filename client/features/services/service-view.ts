import type { Language } from '../../../shared/constants';
import type { Service, ServiceFile } from '../../../shared/types/service';
import { isBlank, localized } from '../../lib/text';
import { isImageFile } from '../../lib/image-file';

export interface LocalizedService {
  title: string;
  description: string;
  details: string[];
}

/** Title, description and details in the page's language, English where the Arabic is missing. */
export function localizeService(
  service: Pick<Service, 'title' | 'arabicTitle' | 'description' | 'arabicDescription' | 'details' | 'arabicDetails'>,
  language: Language,
): LocalizedService {
  const english = (service.details ?? []).filter((detail) => !isBlank(detail));
  const arabic = (service.arabicDetails ?? []).filter((detail) => !isBlank(detail));
  return {
    title: localized(language, service.title, service.arabicTitle),
    description: localized(language, service.description, service.arabicDescription),
    details: language === 'ar' && arabic.length > 0 ? arabic : english,
  };
}

/** A service's pictures in upload order: a PDF or Word file attached to it is not a picture. */
export function serviceImages(service: Pick<Service, 'files'>): ServiceFile[] {
  return (service.files ?? []).filter(isImageFile);
}

/** The service with this route id, if the id is a positive whole number and the list has it. */
export function findService<T extends Pick<Service, 'id'>>(services: readonly T[] | undefined, rawId: string | undefined): T | undefined {
  const id = Number(rawId);
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  return services?.find((service) => service.id === id);
}
