import * as yup from 'yup';
import { REQUEST_STATUSES } from '../constants';
import { V, oneOfOrEmpty } from './rules';

/** PATCH /DemandeDeService/update-status/{id}. */
export const requestStatusSchema = yup.object({
  status: yup.string().trim().required(V('statusInvalid')).test('one-of', V('statusInvalid'), oneOfOrEmpty(REQUEST_STATUSES)),
});
