import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { sessionSlice } from './features/session/session-slice';
import { api } from './lib/api';
import type { ApiTransport } from './lib/transport';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store per server render and per test; the browser makes one at hydration. */
export function makeStore(preloadedState: Partial<RootState> | undefined, transport: ApiTransport) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: transport }, serializableCheck: false }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
