/** Namespace names without the texts, so the browser bundle does not carry every language. */
export const NAMESPACES = ['common', 'validation', 'provider', 'public', 'account', 'dashboard', 'quotes', 'blog', 'admin', 'finance', 'portal'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'common';
