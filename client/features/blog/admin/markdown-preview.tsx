import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/constants';
import type { PostPreview } from '../../../../shared/types/blog';
import { directionOf } from '../../../i18n/create-i18n';
import { apiErrorText } from '../../../lib/api-error-text';
import { PostBody } from '../post-body';
import { usePreviewPostMutation } from './posts-admin-api';

const DEBOUNCE_MS = 400;

/**
 * The body as readers will see it, rendered and cleaned by the provider (one renderer for the editor
 * and the site), refreshed a moment after the author stops typing.
 */
export function MarkdownPreview({ body, language }: { body: string; language: Language }) {
  const { t } = useTranslation('admin');
  const [render, state] = usePreviewPostMutation();
  const [preview, setPreview] = useState<PostPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!body.trim()) {
      setPreview(null);
      return undefined;
    }
    const timer = setTimeout(() => {
      render({ body, language })
        .unwrap()
        .then((result) => {
          setPreview(result);
          setFailure(null);
        })
        .catch((error: unknown) => setFailure(apiErrorText(error, t, 'admin:editor.previewError')));
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [body, language, render, t]);

  return (
    <Box
      aria-live="polite"
      aria-busy={state.isLoading}
      sx={{ minHeight: 240, p: { xs: 2, md: 3 }, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      {!body.trim() ? (
        <Typography color="text.secondary">{t('editor.previewEmpty')}</Typography>
      ) : failure ? (
        <Typography color="error">{failure}</Typography>
      ) : !preview ? (
        <Typography color="text.secondary">{t('editor.previewLoading')}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('editor.readingTime', { count: preview.readingMinutes })}
          </Typography>
          <PostBody html={preview.html} dir={directionOf(language)} />
        </>
      )}
    </Box>
  );
}
