import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_PAGE_SIZE, type UserType } from '../../../../shared/constants';
import type { User } from '../../../../shared/types/user';
import { CreateAccountDialog } from './create-account-dialog';
import { useSessionUser } from '../../../hooks';
import { notify } from '../../../lib/notify';
import type { AppStore } from '../../../store';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Pager } from '../../../components/pager/pager';
import { SearchField } from '../../../components/search-field';
import { ExportLink } from '../../../components/export-link';
import { EmptyState, ErrorState, LoadingState } from '../../../components/state-views';
import { apiErrorText, isSessionExpiry } from '../../../lib/api-error-text';
import { PAGE_PARAM, readEnum, readPage, readPositiveInt, readSearch, SEARCH_PARAM } from '../../../lib/list-params';
import { useListParams, useServerPageClamp } from '../../../lib/use-list-params';
import { UserCard } from './user-card';
import { USER_TABS, UserDetailsDialog, type UserTab } from './user-details-dialog';
import { USER_TYPE_VALUES } from './user-labels';
import {
  useAdminUsersQuery,
  useArchiveUserMutation,
  useRestoreUserMutation,
  usersAdminApi,
  useSetUserActiveMutation,
  type UserListArgs,
} from './users-admin-api';
import { FilterSelect } from '../../../components/filter-select';

const STATUS_VALUES = ['active', 'inactive'] as const;
/** Which accounts the list shows: live ones by default (archived ones are kept, and found here). */
export const ARCHIVE_VALUES = ['live', 'archived', 'all'] as const;
const TYPE_VALUES = USER_TYPE_VALUES.map(String);

export function userListArgs(params: URLSearchParams): UserListArgs {
  const search = readSearch(params);
  const status = readEnum(params, 'status', STATUS_VALUES);
  const type = readEnum(params, 'type', TYPE_VALUES);
  const shown = readEnum(params, 'archived', ARCHIVE_VALUES) ?? 'live';
  return {
    page: readPage(params),
    pageSize: DASHBOARD_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(status ? { isActive: status === 'active' } : {}),
    ...(type ? { typeUser: Number(type) as UserType } : {}),
    ...(shown === 'all' ? {} : { archived: shown === 'archived' }),
  };
}

export function prefetch(store: AppStore, url: URL) {
  void store.dispatch(usersAdminApi.endpoints.adminUsers.initiate(userListArgs(url.searchParams), { subscribe: false }));
}

/** /dashboard/normal-users: cards, 6 per page from the provider, search, status and type filters. */
export default function UsersPage() {
  const { t } = useTranslation('dashboard');
  const { t: tAdmin } = useTranslation('admin');
  const me = useSessionUser();
  const [creating, setCreating] = useState(false);
  const [params, update] = useListParams();
  const args = userListArgs(params);
  const { data, error, isLoading, isFetching, refetch } = useAdminUsersQuery(args);
  const [setActive, activeState] = useSetUserActiveMutation();
  const [archiveUser, archiveState] = useArchiveUserMutation();
  const [restoreUser, restoreState] = useRestoreUserMutation();
  const [archiving, setArchiving] = useState<User | null>(null);
  useServerPageClamp(data, args.page, DASHBOARD_PAGE_SIZE, update);
  const openId = readPositiveInt(params, 'user');
  const tab = readEnum(params, 'tab', USER_TABS) ?? 'info';
  const filtering = Boolean(args.search || args.isActive !== undefined || args.typeUser || args.archived !== false);

  const toggleActive = async (user: User) => {
    const next = !user.isActive;
    try {
      await setActive({ id: user.id, isActive: next }).unwrap();
      notify('success', next ? t('users.toast.activated', { name: user.fullName }) : t('users.toast.deactivated', { name: user.fullName }));
    } catch (failure) {
      if (!isSessionExpiry(failure)) notify('error', apiErrorText(failure, t, 'users.toast.updateFailed'));
    }
  };

  const confirmArchive = async () => {
    if (!archiving) return;
    try {
      const { outcome } = await archiveUser(archiving.id).unwrap();
      notify('success', outcome === 'archived' ? t('users.toast.archived', { name: archiving.fullName }) : t('users.toast.deleted'));
      setArchiving(null);
    } catch (failure) {
      if (!isSessionExpiry(failure)) notify('error', apiErrorText(failure, t, 'users.toast.archiveFailed'));
    }
  };

  const restore = async (user: User) => {
    try {
      await restoreUser(user.id).unwrap();
      notify('success', t('users.toast.restored', { name: user.fullName }));
    } catch (failure) {
      if (!isSessionExpiry(failure)) notify('error', apiErrorText(failure, t, 'users.toast.updateFailed'));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <SearchField
          value={args.search ?? ''}
          onSearch={(value) => update({ [SEARCH_PARAM]: value })}
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          id="users-search"
        />
        <FilterSelect
          label={t('users.statusFilter')}
          value={params.get('status')}
          onChange={(status) => update({ status })}
          allLabel={t('users.allStatuses')}
          options={STATUS_VALUES.map((value) => ({ value, label: t(`users.${value}`) }))}
        />
        <FilterSelect
          label={t('users.typeFilter')}
          value={args.typeUser ? String(args.typeUser) : null}
          onChange={(type) => update({ type })}
          allLabel={t('users.allTypes')}
          options={USER_TYPE_VALUES.map((value) => ({ value: String(value), label: t(`users.types.${value}`) }))}
          minWidth={180}
        />
        <TextField
          select
          size="small"
          label={t('users.archiveFilter')}
          value={readEnum(params, 'archived', ARCHIVE_VALUES) ?? 'live'}
          onChange={(event) => update({ archived: event.target.value === 'live' ? null : event.target.value })}
          sx={{ minWidth: { sm: 170 }, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
          slotProps={{ inputLabel: { shrink: true } }}
          id="users-archived"
        >
          {ARCHIVE_VALUES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`users.archiveShown.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <ExportLink path="/User/export" filters={args} disabled={data?.total === 0} />
        <Button variant="contained" startIcon={<PersonAddAlt1OutlinedIcon />} onClick={() => setCreating(true)}>
          {tAdmin('users.create')}
        </Button>
      </Box>
      {isLoading && <LoadingState />}
      {error && !data && <ErrorState title={t('users.loadError')} message={apiErrorText(error, t, 'users.loadErrorDetail')} onRetry={() => void refetch()} />}
      {data && data.total === 0 && <EmptyState title={t('users.empty')} detail={filtering ? t('users.noMatchesDetail') : undefined} />}
      {data && data.items.length > 0 && (
        <Box
          component="section"
          aria-label={t('users.listLabel')}
          aria-busy={isFetching}
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
            opacity: isFetching ? 0.7 : 1,
          }}
        >
          {data.items.map((user) => (
            <UserCard
              key={user.id}
              user={user}
              self={user.id === me?.id}
              busy={(activeState.isLoading && activeState.originalArgs?.id === user.id) || (restoreState.isLoading && restoreState.originalArgs === user.id)}
              onDetails={() => update({ user: user.id, tab: null }, { keepPage: true })}
              onToggleActive={() => void toggleActive(user)}
              onArchive={() => setArchiving(user)}
              onRestore={() => void restore(user)}
            />
          ))}
        </Box>
      )}
      {data && data.total > 0 && (
        <Pager
          page={args.page}
          pageSize={DASHBOARD_PAGE_SIZE}
          total={data.total}
          onPage={(next) => update({ [PAGE_PARAM]: next }, { push: true })}
          label={t('users.pages')}
        />
      )}
      {openId && (
        <UserDetailsDialog
          id={openId}
          tab={tab as UserTab}
          onTab={(next) => update({ tab: next === 'info' ? null : next }, { keepPage: true })}
          onClose={() => update({ user: null, tab: null }, { keepPage: true })}
        />
      )}
      <CreateAccountDialog open={creating} onClose={() => setCreating(false)} onCreated={(user) => update({ user: user.id, tab: null }, { keepPage: true })} />
      <ConfirmDialog
        open={archiving !== null}
        title={t('users.archiveTitle', { name: archiving?.fullName ?? '' })}
        message={t('users.archiveMessage', { name: archiving?.fullName ?? '' })}
        confirmLabel={t('archive.confirm')}
        busy={archiveState.isLoading}
        onConfirm={() => void confirmArchive()}
        onClose={() => setArchiving(null)}
      />
    </Box>
  );
}
