import { GLOBAL_SEARCH_PER_KIND } from './search-results';
import { useAdminBookingsQuery } from '../../features/bookings/admin';
import { useAdminMessagesQuery } from '../../features/contact/admin';
import { useAdminUsersQuery } from '../../features/users/admin';

/** The first few matches of each server-searched list (one short page each, nothing counted twice). */
const firstPage = (search: string) => ({ page: 1, pageSize: GLOBAL_SEARCH_PER_KIND, search });

export const useUsersSearch = (term: string, skip: boolean) => useAdminUsersQuery(firstPage(term), { skip });
export const useBookingsSearch = (term: string, skip: boolean) => useAdminBookingsQuery(firstPage(term), { skip });
export const useMessagesSearch = (term: string, skip: boolean) => useAdminMessagesQuery(firstPage(term), { skip });
