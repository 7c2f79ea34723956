import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBookingsSearch, useMessagesSearch, useUsersSearch } from './global-search-queries';
import { useGetPartnersQuery } from '../../features/partners';
import { useGetServicesQuery } from '../../features/services';
import { useLanguage } from '../../lib/use-language';
import { useAppSelector } from '../../hooks';
import { dashboardPaths, mayOpenScreen, screenAccessOf } from '../../dashboard-paths';
import { GLOBAL_SEARCH_MIN_LENGTH, searchResults, searchSubmitTarget, type SearchResult } from './search-results';

const DEBOUNCE_MS = 250;

/**
 * The top bar's search (spec 2.14, made to work): services, partners, users, bookings and messages
 * matching what is typed, grouped; choosing one opens its screen narrowed to it, and Enter with none
 * chosen opens the bookings list searched for the text. Ctrl+K or / focus it.
 */
export function GlobalSearch() {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const [engaged, setEngaged] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setTerm(input.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = !!target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
      if ((event.key === 'k' && (event.ctrlKey || event.metaKey)) || (event.key === '/' && !typing)) {
        event.preventDefault();
        inputRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const active = term.length >= GLOBAL_SEARCH_MIN_LENGTH;
  // Only what the role may open (issue 28): the provider would refuse the rest, and its screens too.
  const roles = useAppSelector((state) => state.session.user?.roles ?? []);
  const may = (path: string) => mayOpenScreen(roles, screenAccessOf(path));
  const [openServices, openPartners, openUsers, openBookings, openMessages] = [
    may(dashboardPaths.services),
    may(dashboardPaths.employees),
    may(dashboardPaths.users),
    may(dashboardPaths.bookings),
    may(dashboardPaths.messages),
  ];
  const services = useGetServicesQuery(undefined, { skip: !engaged || !openServices });
  const partners = useGetPartnersQuery(undefined, { skip: !engaged || !openPartners });
  const users = useUsersSearch(term, !active || !openUsers);
  const bookings = useBookingsSearch(term, !active || !openBookings);
  const messages = useMessagesSearch(term, !active || !openMessages);

  const options = useMemo(
    () =>
      searchResults(
        term,
        {
          services: (openServices && services.data) || [],
          partners: (openPartners && partners.data) || [],
          users: (openUsers && users.data?.items) || [],
          bookings: (openBookings && bookings.data?.items) || [],
          messages: (openMessages && messages.data?.items) || [],
        },
        language,
      ),
    [term, services.data, partners.data, users.data, bookings.data, messages.data, language, openServices, openPartners, openUsers, openBookings, openMessages],
  );
  const loading = active && [services, partners, users, bookings, messages].some((q) => q.isFetching);

  return (
    <Autocomplete<SearchResult, false, false, true>
      freeSolo
      id="dashboard-search"
      options={active ? options : []}
      filterOptions={(list) => list}
      groupBy={(option) => t(`search.kinds.${option.kind}`)}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.key)}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      value={null}
      onChange={(_event, option) => {
        // A suggestion leads to its screen; Enter on typed text (no suggestion highlighted) to the bookings searched for it.
        const to = typeof option === 'string' ? searchSubmitTarget(option) : option?.to;
        if (!to) return;
        setInput('');
        setTerm('');
        inputRef.current?.blur();
        void navigate(to);
      }}
      onOpen={() => setEngaged(true)}
      loading={loading}
      loadingText={t('search.searching')}
      noOptionsText={active ? t('search.noResults') : t('search.hint')}
      openOnFocus
      autoHighlight
      clearOnBlur={false}
      sx={{ width: { xs: '100%', sm: 300, lg: 380 } }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            <bdi>{option.label}</bdi>
          </Typography>
          {option.detail && (
            <Typography variant="body2" color="text.secondary" noWrap>
              <bdi>{option.detail}</bdi>
            </Typography>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          size="small"
          placeholder={t('search.placeholder')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('search.label'), maxLength: 100, enterKeyHint: 'search' },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          onFocus={() => setEngaged(true)}
        />
      )}
    />
  );
}
