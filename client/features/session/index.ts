/** The session feature's public entry: signing in and out. */
export { sessionApi, useLoginMutation } from './session-api';
