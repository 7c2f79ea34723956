import type { Language } from '../constants';
import type { Namespace } from './namespaces';
import arCommon from './ar/common.json';
import arProvider from './ar/provider.json';
import arValidation from './ar/validation.json';
import enCommon from './en/common.json';
import enProvider from './en/provider.json';
import enValidation from './en/validation.json';
import arAccount from './ar/account.json';
import arDashboard from './ar/dashboard.json';
import arPublic from './ar/public.json';
import arQuotes from './ar/quotes.json';
import enAccount from './en/account.json';
import enDashboard from './en/dashboard.json';
import enPublic from './en/public.json';
import enQuotes from './en/quotes.json';
import arAdmin from './ar/admin.json';
import arBlog from './ar/blog.json';
import enAdmin from './en/admin.json';
import enBlog from './en/blog.json';
import arFinance from './ar/finance.json';
import enFinance from './en/finance.json';
import arPortal from './ar/portal.json';
import enPortal from './en/portal.json';

/**
 * Every user-visible text, per language and namespace. Both languages have the same keys
 * (i18n-resources.test.ts fails otherwise). Add a namespace here for both languages at once.
 */
export const resources = {
  en: {
    common: enCommon,
    validation: enValidation,
    provider: enProvider,
    public: enPublic,
    account: enAccount,
    dashboard: enDashboard,
    quotes: enQuotes,
    blog: enBlog,
    admin: enAdmin,
    finance: enFinance,
    portal: enPortal,
  },
  ar: {
    common: arCommon,
    validation: arValidation,
    provider: arProvider,
    public: arPublic,
    account: arAccount,
    dashboard: arDashboard,
    quotes: arQuotes,
    blog: arBlog,
    admin: arAdmin,
    finance: arFinance,
    portal: arPortal,
  },
} as const satisfies Record<Language, Record<string, unknown>>;

// Every namespace listed in namespaces.ts has texts here, and nothing else does.
resources.en satisfies Record<Namespace, unknown>;
export { NAMESPACES, DEFAULT_NAMESPACE, type Namespace } from './namespaces';
