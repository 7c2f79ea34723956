import type { Action } from 'redux';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '../shared/types/user';
import type { sessionExpired } from './lib/session-events';

/** The signed-in user as the web server's session knows it. The provider's token is never here. */
export interface SessionState {
  user: SessionUser | null;
  /** Bumped when the session expires, so open menus and dialogs can close. */
  expiredCount: number;
  /**
   * The browser holds a session cookie but the web server's session store cannot be reached:
   * nobody can tell who this is, so pages that need a user say "unavailable" (503) rather than
   * send a signed-in user to the login page.
   */
  unavailable?: boolean;
  /**
   * Between a staff member's right password and their code (issue 28): the step the web server's
   * session waits for, so the login page (opened again, or where a guard sent them) shows it.
   */
  secondStepDue?: 'enrol' | 'verify';
}

const initialState: SessionState = { user: null, expiredCount: 0 };

// A plain reducer rather than createSlice: createSlice brings immer (and RTK's core) into the
// shell every first visit downloads; RTK Query brings them later, with the first data fetch.
export const signedIn = (user: SessionUser): PayloadAction<SessionUser, 'session/signedIn'> => ({ type: 'session/signedIn', payload: user });
export const userUpdated = (changes: Partial<SessionUser>): PayloadAction<Partial<SessionUser>, 'session/userUpdated'> => ({
  type: 'session/userUpdated',
  payload: changes,
});
export const signedOut = (): Action<'session/signedOut'> => ({ type: 'session/signedOut' });
/**
 * A staff member's password was right and the code step is due (issue 28), or (null) the sign-in
 * went on past it: kept apart from signedIn, which comes before the recovery codes are shown.
 */
export const secondStepDue = (due: 'enrol' | 'verify' | null): PayloadAction<'enrol' | 'verify' | null, 'session/secondStepDue'> => ({
  type: 'session/secondStepDue',
  payload: due,
});

type SessionAction = ReturnType<typeof signedIn | typeof userUpdated | typeof signedOut | typeof secondStepDue | typeof sessionExpired>;

export function sessionReducer(state: SessionState = initialState, action: SessionAction | Action): SessionState {
  const known = action as SessionAction;
  switch (known.type) {
    case 'session/signedIn':
      return { ...state, user: known.payload, unavailable: false };
    case 'session/userUpdated':
      return state.user ? { ...state, user: { ...state.user, ...known.payload } } : state;
    case 'session/signedOut': {
      const { secondStepDue: _dropped, ...rest } = state;
      return { ...rest, user: null };
    }
    case 'session/secondStepDue': {
      const { secondStepDue: _before, ...rest } = state;
      return known.payload ? { ...rest, secondStepDue: known.payload } : rest;
    }
    case 'session/sessionExpired':
      return { ...state, user: null, expiredCount: state.expiredCount + 1 };
    default:
      return state;
  }
}
