import * as yup from 'yup';
import { ZATCA_ENVIRONMENTS, type ZatcaEnvironment } from '../constants';
import { V } from './rules';

export const ZATCA_LIMITS = { egsField: 100 } as const;

const egsField = (required: string) => yup.string().trim().required(V(required)).max(ZATCA_LIMITS.egsField, V('zatcaFieldMaxLength'));

/**
 * PUT /Zatca/settings: the Fatoora platform and the EGS unit's data for its CSR (ZATCA onboarding
 * guide): serial "1-<solution>|2-<model or version>|3-<serial>", a name of the unit, the branch,
 * the industry and the branch's address or website.
 */
export const zatcaSettingsSchema = yup.object({
  environment: yup
    .string<ZatcaEnvironment>()
    .required(V('zatcaEnvironmentInvalid'))
    .oneOf([...ZATCA_ENVIRONMENTS], V('zatcaEnvironmentInvalid')),
  egs: yup.object({
    serial: egsField('zatcaSerialRequired').matches(/^1-[^|]+\|2-[^|]+\|3-[^|]+$/, V('zatcaSerialInvalid')),
    commonName: egsField('zatcaCommonNameRequired'),
    branchName: egsField('zatcaBranchNameRequired'),
    businessCategory: egsField('zatcaBusinessCategoryRequired'),
    location: egsField('zatcaLocationRequired'),
  }),
});
export type ZatcaSettingsValues = yup.InferType<typeof zatcaSettingsSchema>;

/** POST /Zatca/onboard: the one-time password the Fatoora portal gave (six digits). */
export const zatcaOnboardSchema = yup.object({
  otp: yup
    .string()
    .trim()
    .required(V('zatcaOtpRequired'))
    .matches(/^\d{6}$/, V('zatcaOtpInvalid')),
});

/** PATCH /Zatca/enabled. */
export const zatcaEnabledSchema = yup.object({
  enabled: yup.boolean().typeError(V('zatcaEnabledRequired')).required(V('zatcaEnabledRequired')),
});
