import { createContext, useContext } from 'react';

/** The page's Content-Security-Policy nonce, for the few libraries that insert <style> tags themselves. */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
