import AddIcon from '@mui/icons-material/Add';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LANGUAGES, type Language } from '../../../../shared/constants';
import type { BlogPostAdminSummary, PostStatus } from '../../../../shared/types/blog';
import { PageNumbers } from '../../../components/pager/page-numbers';
import { EmptyView, ErrorView, LoadingView } from '../../../components/status-views';
import { toLanguage } from '../../../i18n/create-i18n';
import { apiErrorText } from '../../../lib/api-error-text';
import { formatDate, formatNumber } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { dashboardPaths } from '../../../dashboard-paths';
import type { AppStore } from '../../../store';
import { parsePage } from '../../../lib/list-params';
import { pageCount } from '../../../lib/pagination';
import { fileSrc } from '../../../lib/file-src';
import {
  postsAdminApi,
  useAdminPostsQuery,
  useDeletePostMutation,
  usePublishPostMutation,
  useUnpublishPostMutation,
  type AdminPostListArgs,
} from './posts-admin-api';

export const ADMIN_POSTS_PAGE_SIZE = 10;
const STATUSES: readonly PostStatus[] = ['draft', 'scheduled', 'published'];

/** The list's filters from the address, so a reload or a shared link shows the same list. */
export function adminPostArgs(params: URLSearchParams): AdminPostListArgs {
  const status = params.get('status');
  const language = params.get('language');
  return {
    page: parsePage(params.get('page')),
    pageSize: ADMIN_POSTS_PAGE_SIZE,
    search: (params.get('search') ?? '').trim().slice(0, 100) || undefined,
    ...(STATUSES.includes(status as PostStatus) ? { status: status as PostStatus } : {}),
    ...(LANGUAGES.includes(language as Language) ? { language: language as Language } : {}),
  };
}

export function adminPostsHref(args: Partial<AdminPostListArgs>): string {
  const params = new URLSearchParams();
  if (args.search) params.set('search', args.search);
  if (args.status) params.set('status', args.status);
  if (args.language) params.set('language', args.language);
  if (args.page && args.page > 1) params.set('page', String(args.page));
  const query = params.toString();
  return query ? `${dashboardPaths.blog}?${query}` : dashboardPaths.blog;
}

/** Starts the list's query for this address (server rendering waits for it). */
export function prefetch(store: AppStore, url: URL): void {
  store.dispatch(postsAdminApi.endpoints.adminPosts.initiate(adminPostArgs(url.searchParams), { subscribe: false }));
}

const STATUS_COLOR = { draft: 'default', scheduled: 'warning', published: 'success' } as const;

/** Red text that keeps its contrast on the card in both themes (error.main is too light for small text). */
export const DANGER_TEXT_SX = { color: 'error.dark', '[data-color-scheme="dark"] &': { color: 'error.light' } } as const;

function PostRow({ post, onDelete }: { post: BlogPostAdminSummary; onDelete: (post: BlogPostAdminSummary) => void }) {
  const { t, i18n } = useTranslation('admin');
  const language = toLanguage(i18n.language);
  const [publish, publishing] = usePublishPostMutation();
  const [unpublish, unpublishing] = useUnpublishPostMutation();
  const title = post.titles[language] ?? post.titles[language === 'en' ? 'ar' : 'en'] ?? t('blog.untitled');
  const date = (iso: string | null) => {
    const text = formatDate(iso, language);
    return text.ok ? text.text : '';
  };
  const dateLine =
    post.status === 'published'
      ? t('blog.publishedOn', { date: date(post.publishedAt) })
      : post.status === 'scheduled'
        ? t('blog.scheduledFor', { date: date(post.publishedAt) })
        : t('blog.updated', { date: date(post.updatedAt) });
  const run = async (action: () => Promise<{ status: PostStatus }>) => {
    try {
      const result = await action();
      notify('success', t(`blog.done.${result.status}`));
    } catch (error) {
      notify('error', apiErrorText(error, t, 'admin:editor.saveFailed'));
    }
  };
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        p: 2,
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
      }}
    >
      <Box
        sx={{
          width: 96,
          height: 64,
          flexShrink: 0,
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          color: 'text.disabled',
        }}
      >
        {post.cover ? (
          <Box component="img" src={fileSrc(post.cover.fileUrl)} alt="" width={96} height={64} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <ArticleOutlinedIcon aria-hidden />
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: 16 }}>
          <Box
            component={Link}
            to={dashboardPaths.blogEdit(post.id)}
            sx={{ color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
          >
            {title}
          </Box>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 0.75, flexWrap: 'wrap', rowGap: 0.75, alignItems: 'center' }}>
          <Chip size="small" color={STATUS_COLOR[post.status]} label={t(`blog.status.${post.status}`)} />
          {post.languages.map((lang) => (
            <Chip key={lang} size="small" variant="outlined" label={t(`blog.languages.${lang}`)} />
          ))}
          <Typography variant="body2" color="text.secondary">
            {dateLine}
          </Typography>
        </Stack>
      </Box>
      <Stack direction="row" spacing={1} role="group" aria-label={t('blog.actionsFor', { title })} sx={{ flexShrink: 0, flexWrap: 'wrap', rowGap: 1 }}>
        <Button component={Link} to={dashboardPaths.blogEdit(post.id)} size="small" variant="outlined">
          {t('blog.edit')}
        </Button>
        {post.status === 'draft' ? (
          <Button size="small" variant="contained" disabled={publishing.isLoading} onClick={() => void run(() => publish({ id: post.id }).unwrap())}>
            {t('blog.publish')}
          </Button>
        ) : (
          <Button size="small" disabled={unpublishing.isLoading} onClick={() => void run(() => unpublish(post.id).unwrap())}>
            {t('blog.unpublish')}
          </Button>
        )}
        <Button size="small" color="error" sx={DANGER_TEXT_SX} onClick={() => onDelete(post)}>
          {t('blog.delete')}
        </Button>
      </Stack>
    </Box>
  );
}

/** /dashboard/blog: every post with its state, newest change first; filters in the address. */
export default function PostsAdminPage() {
  const { t, i18n } = useTranslation('admin');
  const language = toLanguage(i18n.language);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const args = adminPostArgs(searchParams);
  const { data, error, isLoading, refetch } = useAdminPostsQuery(args);
  const [search, setSearch] = useState(args.search ?? '');
  useEffect(() => setSearch(args.search ?? ''), [args.search]);
  const [deleting, setDeleting] = useState<BlogPostAdminSummary | null>(null);
  const [deletePost, deleteState] = useDeletePostMutation();
  const go = (next: Partial<AdminPostListArgs>) => void navigate(adminPostsHref({ ...args, page: 1, ...next }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ search: search.trim() || undefined });
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deletePost(deleting.id).unwrap();
      notify('success', t('blog.deleted'));
      setDeleting(null);
    } catch (failure) {
      notify('error', apiErrorText(failure, t, 'admin:editor.saveFailed'));
    }
  };
  const filtered = Boolean(args.search || args.status || args.language);
  const from = data && data.total > 0 ? (args.page - 1) * ADMIN_POSTS_PAGE_SIZE + 1 : 0;
  const to = data ? Math.min(data.total, from + data.items.length - 1) : 0;
  const deletingTitle = deleting ? (deleting.titles[language] ?? deleting.titles.en ?? deleting.titles.ar ?? deleting.slug) : '';

  return (
    <Box>
      {/* The dashboard's top bar carries the page's heading (h1); the screen opens with its summary. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
        <Typography color="text.secondary">{t('blog.subtitle')}</Typography>
        <Button component={Link} to={dashboardPaths.blogNew} variant="contained" startIcon={<AddIcon />}>
          {t('blog.newPost')}
        </Button>
      </Stack>

      <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <TextField
          label={t('blog.searchLabel')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          slotProps={{ htmlInput: { type: 'search', maxLength: 100 } }}
          sx={{ flex: '1 1 260px' }}
        />
        <TextField
          select
          label={t('blog.statusFilter')}
          value={args.status ?? ''}
          onChange={(event) => go({ status: (event.target.value || undefined) as PostStatus | undefined })}
          size="small"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 160 }}
        >
          <option value="">{t('blog.statusAll')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`blog.status.${status}`)}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label={t('blog.languageFilter')}
          value={args.language ?? ''}
          onChange={(event) => go({ language: (event.target.value || undefined) as Language | undefined })}
          size="small"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 160 }}
        >
          <option value="">{t('blog.languageAll')}</option>
          {LANGUAGES.map((lang) => (
            <option key={lang} value={lang}>
              {t(`blog.languages.${lang}`)}
            </option>
          ))}
        </TextField>
      </Box>

      {isLoading ? (
        <LoadingView label={t('common:loading')} />
      ) : error || !data ? (
        <ErrorView
          message={apiErrorText(error, t, 'admin:blog.loadError')}
          action={
            <Button variant="outlined" onClick={() => void refetch()}>
              {t('public:errors.retry')}
            </Button>
          }
        />
      ) : data.total === 0 ? (
        <EmptyView message={filtered ? t('blog.noResults') : t('blog.empty')} detail={filtered ? undefined : t('blog.emptyText')} />
      ) : (
        <>
          <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
            {t('common:pager.showing', { from: formatNumber(from, language), to: formatNumber(to, language), total: formatNumber(data.total, language) })}
          </Typography>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.items.map((post) => (
              <PostRow key={post.id} post={post} onDelete={setDeleting} />
            ))}
          </Stack>
          <PageNumbers
            page={args.page}
            count={pageCount(data.total, ADMIN_POSTS_PAGE_SIZE)}
            hrefFor={(page) => adminPostsHref({ ...args, page })}
            label={t('blog.pagination')}
            sx={{ display: 'flex', justifyContent: 'center', mt: 5, '& ul': { justifyContent: 'center' } }}
          />
        </>
      )}

      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} aria-labelledby="delete-post-title" aria-describedby="delete-post-text">
        <DialogTitle id="delete-post-title">{t('blog.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-post-text">{t('blog.deleteText', { title: deletingTitle })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)} autoFocus>
            {t('blog.cancel')}
          </Button>
          <Button color="error" variant="contained" disabled={deleteState.isLoading} onClick={() => void confirmDelete()}>
            {t('blog.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
