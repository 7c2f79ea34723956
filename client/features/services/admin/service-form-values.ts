import type { Service } from '../../../../shared/types/service';
import type { ServiceFormFields } from './service-form-data';

/** The form's starting values: the service's, or empty with one blank detail line in each language. */
export function serviceFormValues(service: Service | null): ServiceFormFields {
  if (!service) {
    return {
      title: '',
      description: '',
      arabicTitle: '',
      arabicDescription: '',
      durationMin: '',
      durationMax: '',
      durationUnit: '',
      price: '',
      details: [''],
      arabicDetails: [''],
      faqs: [],
    };
  }
  return {
    title: service.title,
    description: service.description,
    arabicTitle: service.arabicTitle,
    arabicDescription: service.arabicDescription,
    durationMin: service.durationMin,
    durationMax: service.durationMax,
    durationUnit: service.durationUnit,
    price: service.price,
    details: service.details.length > 0 ? [...service.details] : [''],
    arabicDetails: service.arabicDetails.length > 0 ? [...service.arabicDetails] : [''],
    faqs: service.faqs.map((faq) => ({ ...faq })),
  };
}
