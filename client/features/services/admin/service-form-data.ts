import type { DurationUnit } from '../../../../shared/constants';
import type { Faq } from '../../../../shared/types/service';

export interface ServiceFormFields {
  title: string;
  description: string;
  arabicTitle: string;
  arabicDescription: string;
  durationMin: number | string;
  durationMax: number | string;
  durationUnit: DurationUnit | '';
  price: number | string;
  details: string[];
  arabicDetails: string[];
  faqs: Faq[];
}

const FAQ_FIELDS = { question: 'Question', answer: 'Answer', arabicQuestion: 'ArabicQuestion', arabicAnswer: 'ArabicAnswer' } as const;

const lines = (values: readonly string[]) => values.map((line) => line.trim()).filter((line) => line !== '');

/**
 * The multipart body of POST /Services and PUT /Services/{id} (spec section 7): the spec's field
 * names, Details[i] and ArabicDetails[i] without the blank lines (spec 5.8), Faqs[i][Question] and
 * its three siblings, each new file under
 * `files`, and RemoveFileIds[i] for the stored files to drop.
 */
export function serviceFormData(values: ServiceFormFields, files: readonly Blob[], removeFileIds: readonly number[] = []): FormData {
  const form = new FormData();
  form.append('Title', values.title.trim());
  form.append('Description', values.description.trim());
  form.append('ArabicTitle', values.arabicTitle.trim());
  form.append('ArabicDescription', values.arabicDescription.trim());
  form.append('DurationMin', String(values.durationMin));
  form.append('DurationMax', String(values.durationMax));
  form.append('DurationUnit', values.durationUnit);
  form.append('Price', String(values.price));
  lines(values.details).forEach((line, index) => form.append(`Details[${index}]`, line));
  lines(values.arabicDetails).forEach((line, index) => form.append(`ArabicDetails[${index}]`, line));
  // The FAQs sent replace the stored ones.
  values.faqs.forEach((faq, index) => {
    for (const [key, field] of Object.entries(FAQ_FIELDS)) form.append(`Faqs[${index}][${field}]`, faq[key as keyof Faq].trim());
  });
  removeFileIds.forEach((id, index) => form.append(`RemoveFileIds[${index}]`, String(id)));
  for (const file of files) form.append('files', file, (file as File).name ?? 'file');
  return form;
}
