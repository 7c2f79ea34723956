import * as yup from 'yup';
import { V } from './rules';

/** Completing an e-mail change: the account and the token of the link sent to the new address. */
export const emailChangeConfirmSchema = yup.object({
  id: yup.number().typeError(V('idInvalid')).required(V('idInvalid')).integer(V('idInvalid')).positive(V('idInvalid')).max(2_147_483_647, V('idInvalid')),
  token: yup.string().trim().required(V('tokenRequired')).max(200, V('tokenInvalid')),
});

export type EmailChangeConfirmValues = yup.InferType<typeof emailChangeConfirmSchema>;
