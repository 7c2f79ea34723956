import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { bodyHtmlForSite } from './blog-view';

/**
 * A post's body: the provider's sanitized HTML (allow-listed tags and attributes only, rendered from
 * the author's Markdown), set as it is. Links to pages of this site move with the router instead of
 * reloading the page.
 */
export function PostBody({ html, dir }: { html: string; dir: 'ltr' | 'rtl' }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (
      !href?.startsWith('/') ||
      href.startsWith('//') ||
      anchor?.target ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <Box
      dir={dir}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: bodyHtmlForSite(html) }}
      sx={{
        fontSize: { xs: 17, md: 18 },
        lineHeight: 1.9,
        color: 'text.primary',
        overflowWrap: 'anywhere',
        '& > :first-child': { mt: 0 },
        '& p, & ul, & ol, & blockquote, & pre, & table': { my: 2.5 },
        '& h2': { fontSize: { xs: 24, md: 28 }, fontWeight: 800, lineHeight: 1.35, mt: 5, mb: 1.5 },
        '& h3': { fontSize: { xs: 20, md: 22 }, fontWeight: 700, lineHeight: 1.4, mt: 4, mb: 1 },
        '& h4': { fontSize: 18, fontWeight: 700, mt: 3, mb: 1 },
        '& ul, & ol': { paddingInlineStart: 3.5 },
        '& li': { my: 0.75 },
        '& a': { color: 'primary.main', fontWeight: 600, textUnderlineOffset: '3px' },
        '& a:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2, borderRadius: 0.5 },
        '& blockquote': {
          mx: 0,
          px: 3,
          py: 1.5,
          borderInlineStart: '4px solid',
          borderColor: 'secondary.main',
          bgcolor: 'action.hover',
          borderRadius: 1,
          color: 'text.secondary',
          '& p': { my: 0.5 },
        },
        '& code': {
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
          fontSize: '0.9em',
          px: 0.5,
          py: 0.25,
          borderRadius: 0.5,
          bgcolor: 'action.hover',
        },
        '& pre': {
          p: 2,
          borderRadius: 2,
          overflowX: 'auto',
          bgcolor: 'action.hover',
          direction: 'ltr',
          textAlign: 'left',
          '& code': { p: 0, bgcolor: 'transparent' },
        },
        '& img': { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 2, mx: 'auto' },
        '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 4 },
        '& table': { width: '100%', borderCollapse: 'collapse', display: 'block', overflowX: 'auto', fontSize: 16 },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'start' },
        '& th': { bgcolor: 'action.hover', fontWeight: 700 },
      }}
    />
  );
}
