import * as yup from 'yup';
import { DATA_REQUEST_KINDS, DATA_REQUEST_STATES, POLICY_KINDS } from '../types/privacy';
import { V } from './rules';

/** The version of a policy the person was shown and accepted (registration, booking). */
export const policyVersionField = (missing: string) => yup.number().typeError(V(missing)).integer(V(missing)).min(1, V(missing)).required(V(missing));

/** A new version of a policy, in both languages. */
export const policyPublishSchema = yup.object({
  kind: yup.string().oneOf(POLICY_KINDS, V('policyKindInvalid')).required(V('policyKindInvalid')),
  bodyEn: yup.string().trim().required(V('policyBodyRequired')).max(50_000, V('policyBodyMaxLength')),
  bodyAr: yup.string().trim().required(V('policyBodyRequired')).max(50_000, V('policyBodyMaxLength')),
});

export const marketingChoiceSchema = yup.object({
  optIn: yup.boolean().typeError(V('booleanInvalid')).required(V('booleanInvalid')),
});

/** A request from the profile: deletion, or a correction the person cannot make themself. */
export const ownDataRequestSchema = yup.object({
  kind: yup
    .string()
    .oneOf(['correction', 'deletion'] as const, V('dataRequestKindInvalid'))
    .required(V('dataRequestKindInvalid')),
  details: yup.string().trim().max(1000, V('descriptionMaxLength')).default(''),
});

/** A request received by e-mail or letter, logged by an admin. */
export const loggedDataRequestSchema = yup.object({
  kind: yup.string().oneOf(DATA_REQUEST_KINDS, V('dataRequestKindInvalid')).required(V('dataRequestKindInvalid')),
  requester: yup.string().trim().required(V('requesterRequired')).max(300, V('requesterMaxLength')),
  userId: yup.number().typeError(V('idInvalid')).integer(V('idInvalid')).min(1, V('idInvalid')).nullable().default(null),
  details: yup.string().trim().max(1000, V('descriptionMaxLength')).default(''),
  receivedOn: yup
    .string()
    .matches(/^\d{4}-\d{2}-\d{2}$/, V('dateInvalid'))
    .nullable()
    .default(null),
});

/** Closing a request: done (a deletion then anonymises the account) or refused with a reason. */
export const dataRequestCloseSchema = yup.object({
  state: yup
    .string()
    .oneOf(
      DATA_REQUEST_STATES.filter((s) => s !== 'open'),
      V('dataRequestStateInvalid'),
    )
    .required(V('dataRequestStateInvalid')),
  note: yup
    .string()
    .trim()
    .max(1000, V('descriptionMaxLength'))
    .default('')
    .when('state', { is: 'refused', then: (s) => s.required(V('refusalReasonRequired')) }),
});

const months = (key: string) => yup.number().typeError(V(key)).integer(V(key)).min(1, V(key)).max(240, V(key)).required(V(key));

export const retentionPolicySchema = yup.object({
  contactMessageMonths: months('retentionMonthsInvalid'),
  unconfirmedAccountDays: yup
    .number()
    .typeError(V('retentionDaysInvalid'))
    .integer(V('retentionDaysInvalid'))
    .min(1, V('retentionDaysInvalid'))
    .max(3650, V('retentionDaysInvalid'))
    .required(V('retentionDaysInvalid')),
  auditPersonalMonths: months('retentionMonthsInvalid'),
});
