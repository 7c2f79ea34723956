import * as yup from 'yup';
import { V } from './rules';

/** PUT /Notices/preferences: whether the admin gets the notices by e-mail too. */
export const noticePreferencesSchema = yup.object({
  emails: yup.boolean().typeError(V('booleanInvalid')).required(V('booleanInvalid')),
});
