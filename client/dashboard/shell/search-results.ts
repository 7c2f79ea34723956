import type { Language } from '../../../shared/constants';
import type { ContactMessage } from '../../../shared/types/contact-message';
import type { Partner } from '../../../shared/types/partner';
import type { Service } from '../../../shared/types/service';
import type { Booking } from '../../../shared/types/booking';
import type { User } from '../../../shared/types/user';
import { dashboardPaths } from '../../dashboard-paths';
import { matchesSearch } from '../../lib/search-match';
import { localized } from '../../lib/text';

export const SEARCH_KINDS = ['services', 'partners', 'users', 'bookings', 'messages'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export const GLOBAL_SEARCH_MIN_LENGTH = 2;
export const GLOBAL_SEARCH_PER_KIND = 5;

export interface SearchResult {
  kind: SearchKind;
  key: string;
  label: string;
  detail: string;
  /** Where choosing it leads: the screen, narrowed to it (or with it opened). */
  to: string;
}

export interface SearchSources {
  services?: readonly Service[];
  partners?: readonly Partner[];
  /** Already searched by the provider (server-paged lists). */
  users?: readonly User[];
  bookings?: readonly Booking[];
  messages?: readonly ContactMessage[];
}

const withQuery = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;

/**
 * The dashboard search's results, grouped in SEARCH_KINDS order: services and partners matched
 * here (the dashboard holds them whole), users, bookings and messages as the provider found them.
 */
export function searchResults(term: string, sources: SearchSources, language: Language): SearchResult[] {
  const needle = term.trim();
  if (needle.length < GLOBAL_SEARCH_MIN_LENGTH) return [];
  const results: SearchResult[] = [];
  const services = (sources.services ?? []).filter((s) => matchesSearch(needle, [s.title, s.arabicTitle, s.description, s.arabicDescription]));
  for (const service of services.slice(0, GLOBAL_SEARCH_PER_KIND)) {
    const title = localized(language, service.title, service.arabicTitle);
    results.push({
      kind: 'services',
      key: `s${service.id}`,
      label: title,
      detail: localized(language, service.arabicTitle, service.title),
      to: withQuery(dashboardPaths.services, { search: service.title }),
    });
  }
  const partners = (sources.partners ?? []).filter((p) => matchesSearch(needle, [p.name, p.arabicName, p.location, p.arabicLocation]));
  for (const partner of partners.slice(0, GLOBAL_SEARCH_PER_KIND)) {
    results.push({
      kind: 'partners',
      key: `p${partner.id}`,
      label: localized(language, partner.name, partner.arabicName),
      detail: localized(language, partner.location, partner.arabicLocation),
      to: withQuery(dashboardPaths.employees, { search: partner.name }),
    });
  }
  for (const user of (sources.users ?? []).slice(0, GLOBAL_SEARCH_PER_KIND)) {
    results.push({
      kind: 'users',
      key: `u${user.id}`,
      label: user.fullName,
      detail: user.email,
      to: withQuery(dashboardPaths.users, { search: user.email, user: user.id }),
    });
  }
  for (const booking of (sources.bookings ?? []).slice(0, GLOBAL_SEARCH_PER_KIND)) {
    const main = booking.demandeDeServiceItems.find((item) => !item.isAdditionalService) ?? booking.demandeDeServiceItems[0];
    const service = main ? localized(language, main.serviceTitle, main.serviceArabicTitle) : '';
    results.push({
      kind: 'bookings',
      key: `b${booking.id}`,
      label: `#${booking.id} · ${booking.clientName}`,
      detail: service,
      to: withQuery(dashboardPaths.bookings, { booking: booking.id }),
    });
  }
  for (const message of (sources.messages ?? []).slice(0, GLOBAL_SEARCH_PER_KIND)) {
    results.push({
      kind: 'messages',
      key: `m${message.id}`,
      label: message.subject,
      detail: `${message.name} · ${message.email}`,
      to: withQuery(dashboardPaths.messages, { search: message.subject }),
    });
  }
  return results;
}

/**
 * Where Enter leads when no suggestion is chosen: the bookings list searched for what is typed (the
 * provider matches a booking's text, its client, and its services' titles); null below the minimum length.
 */
export function searchSubmitTarget(term: string): string | null {
  const needle = term.trim();
  if (needle.length < GLOBAL_SEARCH_MIN_LENGTH) return null;
  return withQuery(dashboardPaths.bookings, { search: needle });
}
