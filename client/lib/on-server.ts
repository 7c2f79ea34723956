/**
 * True while the app renders on the server (no `window`: Node's streaming render), false in the
 * browser. Fixed for the life of the module: a process is one or the other.
 */
export const IS_SERVER = typeof window === 'undefined';
