import * as yup from 'yup';
import { V } from './rules';

/** The challenge a staff login got instead of a token (issue 28): opaque, checked by the provider. */
const challenge = yup.string().required(V('challengeRequired')).max(2000, V('challengeRequired'));

/** A six-digit code from the authenticator app, or a recovery code (`xxxxx-xxxxx`). */
const code = yup
  .string()
  .trim()
  .required(V('secondStepCodeRequired'))
  .matches(/^(\d{6}|[A-Za-z0-9]{5}[\s-]?[A-Za-z0-9]{5})$/, V('secondStepCodeShape'));

export const secondStepChallengeSchema = yup.object({ challenge });
export const secondStepCodeSchema = yup.object({ challenge, code });
/** What the web server's code step takes from the browser (the challenge stays in the session). */
export const secondStepCodeFormSchema = yup.object({ code });

export type SecondStepCodeValues = yup.InferType<typeof secondStepCodeFormSchema>;
