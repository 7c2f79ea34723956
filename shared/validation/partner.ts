import * as yup from 'yup';
import { positiveId, V, visibleText } from './rules';

export const PARTNER_LIMITS = { nameMax: 100, locationMax: 255, descriptionMax: 1000 } as const;

const text = (requiredKey: string, max: number, maxKey: string) => yup.string().trim().required(V(requiredKey)).max(max, V(maxKey));

/** Partner form (spec 5.7). */
export const partnerSchema = yup.object({
  id: yup
    .number()
    .transform((v, o) => (o === '' || o === null ? undefined : v))
    .typeError(V('idInvalid'))
    .optional(),
  name: visibleText(text('nameRequired', PARTNER_LIMITS.nameMax, 'nameMaxLength')),
  arabicName: visibleText(text('arabicNameRequired', PARTNER_LIMITS.nameMax, 'nameMaxLength')),
  location: text('locationRequired', PARTNER_LIMITS.locationMax, 'locationMaxLength'),
  arabicLocation: text('arabicLocationRequired', PARTNER_LIMITS.locationMax, 'locationMaxLength'),
  description: text('descriptionRequired', PARTNER_LIMITS.descriptionMax, 'descriptionMaxLength'),
  arabicDescription: text('arabicDescriptionRequired', PARTNER_LIMITS.descriptionMax, 'descriptionMaxLength'),
  serviceId: positiveId('serviceRequired', 'selectService'),
});

/** Step 1 of the dashboard's two-step partner modal. */
export const partnerStepOneSchema = partnerSchema.pick(['name', 'location', 'description']);

export type PartnerFormValues = yup.InferType<typeof partnerSchema>;
