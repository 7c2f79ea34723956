/** The session feature's public entry: signing in and out. */
export { isSecondStepDue, sessionApi, useLoginMutation, usePassSecondStepMutation, useSecondStepEnrolmentMutation, type SecondStepDue } from './session-api';
