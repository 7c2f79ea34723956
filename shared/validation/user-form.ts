import type * as yup from 'yup';
import { registrationSchema, startDateField, userTypeField } from './registration';
import { V } from './rules';

/** The dashboard's user form: registration plus a required user type and a start date not in the future. */
export const userFormSchema = registrationSchema.shape({
  typeUser: userTypeField().required(V('userTypeRequired')),
  startDate: startDateField().required(V('startDateRequired')),
});

export type UserFormValues = yup.InferType<typeof userFormSchema>;
