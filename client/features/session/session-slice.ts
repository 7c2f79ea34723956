import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '../../../shared/types/user';

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
}

const initialState: SessionState = { user: null, expiredCount: 0 };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
      state.unavailable = false;
    },
    userUpdated(state, action: PayloadAction<Partial<SessionUser>>) {
      if (state.user) state.user = { ...state.user, ...action.payload };
    },
    signedOut(state) {
      state.user = null;
    },
    sessionExpired(state) {
      state.user = null;
      state.expiredCount += 1;
    },
  },
});

export const { signedIn, userUpdated, signedOut, sessionExpired } = sessionSlice.actions;
