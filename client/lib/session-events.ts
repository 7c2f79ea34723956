import type { Action } from 'redux';

/**
 * The web server said the session is over. Defined here, apart from the session slice, so the base
 * query and the upload transport can announce it without depending on a feature: the session
 * reducer listens for it (the type keeps the session's prefix, so it reads as the session's own
 * action). A plain action creator, like the slice's, so the shell does not pull in RTK's core.
 */
export const sessionExpired = (): Action<'session/sessionExpired'> => ({ type: 'session/sessionExpired' });
