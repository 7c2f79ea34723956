import { applyMiddleware, combineReducers, legacy_createStore as createStore, type Middleware, type Reducer, type Store, type UnknownAction } from 'redux';
import type { ThunkDispatch } from '@reduxjs/toolkit';
import { sessionReducer } from './session-slice';
import type { api } from './lib/api';
import { whenApiLoaded } from './lib/api-registry';
import type { ApiTransport } from './lib/transport';

type ApiState = ReturnType<typeof api.reducer>;

/**
 * The api's part of the state until its code has loaded: the cache the server rendered with, kept
 * as it came (the hero reads it with cachedQuery). Only a store made before the api module was
 * evaluated starts without one (never on the server, which imports the api at start).
 */
const cacheAsServed: Reducer<ApiState> = (state = {} as ApiState) => state;

const rootReducer = combineReducers({ api: cacheAsServed, session: sessionReducer });

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = ThunkDispatch<RootState, ApiTransport, UnknownAction>;
export type AppStore = Omit<Store<RootState>, 'dispatch'> & { dispatch: AppDispatch };

/** redux-thunk's middleware, with the request's transport as every thunk's extra argument. */
function thunkWith(transport: ApiTransport): Middleware<object, RootState> {
  return ({ dispatch, getState }) =>
    (next) =>
    (action) =>
      typeof action === 'function' ? (action as (...args: unknown[]) => unknown)(dispatch, getState, transport) : next(action);
}

/**
 * A place in the chain for RTK Query's middleware, which arrives with the api's code (client/lib/
 * api-registry.ts). The store is made with plain redux rather than configureStore, whose RTK core
 * and immer the first visit would otherwise download before the page has fetched anything.
 */
function lateMiddleware() {
  let added: Middleware | undefined;
  let applied: ((action: unknown) => unknown) | undefined;
  const middleware: Middleware = (store) => (next) => (action) => {
    if (added && !applied) applied = added(store)(next);
    return applied ? applied(action) : next(action);
  };
  return { middleware, add: (later: Middleware) => void (added = later) };
}

/** A fresh store per server render and per test; the browser makes one at hydration. */
export function makeStore(preloadedState: Partial<RootState> | undefined, transport: ApiTransport): AppStore {
  const later = lateMiddleware();
  const store = createStore(
    rootReducer,
    preloadedState as RootState | undefined,
    applyMiddleware(thunkWith(transport), later.middleware),
  ) as unknown as AppStore;
  whenApiLoaded((loaded) => {
    // The middleware first: the reducer's replacement action then already passes through it.
    later.add(loaded.middleware as Middleware);
    store.replaceReducer(combineReducers({ api: loaded.reducer, session: sessionReducer }) as unknown as Reducer<RootState>);
  });
  return store;
}
