/** What the proxy remembers about one request between its events. */
declare global {
  namespace Express {
    interface Locals {
      /** The proxied request carried the session's bearer token. */
      proxiedWithToken?: boolean;
      /** The provider did not answer in time: the error becomes a 504. */
      providerTimedOut?: boolean;
    }
  }
}

export {};
