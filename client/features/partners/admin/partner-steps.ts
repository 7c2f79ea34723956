import { ValidationError } from 'yup';
import type { Partner } from '../../../../shared/types/partner';
import { partnerStepOneSchema } from '../../../../shared/validation/partner';

/** The two steps of the partner modal (section 4): basic information, then Arabic information and service. */
export const PARTNER_STEP_FIELDS = [
  ['name', 'location', 'description'],
  ['arabicName', 'arabicLocation', 'arabicDescription', 'serviceId'],
] as const;

export type PartnerField = (typeof PARTNER_STEP_FIELDS)[number][number];

export interface PartnerFormState {
  id: number;
  name: string;
  arabicName: string;
  location: string;
  arabicLocation: string;
  description: string;
  arabicDescription: string;
  /** '' until a service is chosen (the select's empty option). */
  serviceId: number | '';
}

export const EMPTY_PARTNER: PartnerFormState = {
  id: 0,
  name: '',
  arabicName: '',
  location: '',
  arabicLocation: '',
  description: '',
  arabicDescription: '',
  serviceId: '',
};

export function partnerFormState(partner: Partner | null): PartnerFormState {
  return partner ? { ...partner } : { ...EMPTY_PARTNER };
}

/** Editing opens directly at step 2 (section 4); adding starts at step 1. */
export function initialStep(editing: boolean): 0 | 1 {
  return editing ? 1 : 0;
}

/** The step that shows a field, so a server error about it can be shown where it can be fixed. */
export function stepOfField(field: string): 0 | 1 {
  return (PARTNER_STEP_FIELDS[0] as readonly string[]).includes(field) ? 0 : 1;
}

/** Step 1 to step 2 only when name, location and description validate; otherwise their messages. */
export async function stepOneErrors(values: PartnerFormState): Promise<Partial<Record<PartnerField, string>>> {
  try {
    await partnerStepOneSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Partial<Record<PartnerField, string>> = {};
    for (const inner of error.inner) if (inner.path && !errors[inner.path as PartnerField]) errors[inner.path as PartnerField] = inner.message;
    return errors;
  }
}
