import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BlogPostSummary } from '../../../shared/types/blog';
import { toLanguage } from '../../i18n/create-i18n';
import { formatDate, formatNumber } from '../../lib/format';
import { paths } from '../../paths';
import { fileSrc } from '../../lib/file-src';

/** Date and reading time, as one line under a title. */
export function PostMeta({ publishedAt, readingMinutes }: { publishedAt: string; readingMinutes: number }) {
  const { t, i18n } = useTranslation('blog');
  const language = toLanguage(i18n.language);
  const date = formatDate(publishedAt, language);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
      {date.ok && <time dateTime={publishedAt}>{date.text}</time>}
      {date.ok && <span aria-hidden>·</span>}
      <span>{t('post.readingTime', { count: readingMinutes, formatted: formatNumber(readingMinutes, language) })}</span>
    </Typography>
  );
}

/**
 * A post in the list: cover, date and reading time, title (the link), summary. The whole card is
 * clickable. `eager`, as ServiceImage's: the list's first card, whose cover is the page's largest paint on a
 * phone, loaded at once and first (the others wait until they come near the screen).
 */
export function PostCard({ post, headingLevel = 'h3', eager = false }: { post: BlogPostSummary; headingLevel?: 'h2' | 'h3'; eager?: boolean }) {
  const { t } = useTranslation('blog');
  const href = paths.blogPost(post.slug);
  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        transition: 'box-shadow 160ms ease, transform 160ms ease',
        '&:hover': { boxShadow: 6, transform: 'translateY(-2px)' },
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'action.hover' }}>
        {post.cover ? (
          <Box
            component="img"
            src={fileSrc(post.cover.fileUrl)}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            width={800}
            height={450}
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Box aria-hidden sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'text.disabled' }}>
            <ArticleOutlinedIcon sx={{ fontSize: 48 }} />
          </Box>
        )}
      </Box>
      <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.25, flexGrow: 1 }}>
        <PostMeta publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} />
        <Typography component={headingLevel} variant="h6" sx={{ fontWeight: 800, lineHeight: 1.4 }}>
          {/* The title is the link; its ::after covers the card so the whole card opens the post. */}
          <Box
            component={Link}
            to={href}
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              outline: 'none',
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:hover': { color: 'primary.main' },
            }}
          >
            {post.title}
          </Box>
        </Typography>
        <Typography
          color="text.secondary"
          sx={{ lineHeight: 1.7, display: '-webkit-box', WebkitLineClamp: 4, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {post.summary}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Typography aria-hidden sx={{ fontWeight: 700, color: 'primary.main' }}>
          {t('list.readMore')}
        </Typography>
      </Box>
    </Box>
  );
}
