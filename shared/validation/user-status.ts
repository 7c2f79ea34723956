import * as yup from 'yup';
import { V } from './rules';

/** PATCH /User/set-active/{id}. */
export const userStatusSchema = yup.object({
  isActive: yup.boolean().typeError(V('booleanInvalid')).required(V('booleanInvalid')),
});
