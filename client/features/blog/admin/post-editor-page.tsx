import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { dashboardPaths } from '../../../dashboard-paths';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Formik, getIn, type FormikHelpers, type FormikProps } from 'formik';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { slugify } from '../../../../shared/blog/slug';
import { LANGUAGES, type Language } from '../../../../shared/constants';
import type { BlogPostAdmin } from '../../../../shared/types/blog';
import { POST_LIMITS } from '../../../../shared/validation/blog-post';
import { useErrorText } from '../../../components/form/form-field';
import { ErrorView, LoadingView } from '../../../components/status-views';
import { toLanguage } from '../../../i18n/create-i18n';
import { isApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/api-error-text';
import { formatDate } from '../../../lib/format';
import { localized } from '../../../lib/text';
import { notify } from '../../../lib/notify';
import { paths } from '../../../paths';
import type { AppStore } from '../../../store';
import { fileSrc } from '../../../lib/file-src';
import { prefetchServices, useGetServicesQuery } from '../../services';
import { MarkdownPreview } from './markdown-preview';
import { dayOptions, timeOptions } from '../../../components/form/localized-date-fields';
import { useLocalToday } from '../../../lib/use-local-today';
import { DANGER_TEXT_SX } from './posts-admin-page';
import {
  COVER_ACCEPT,
  coverProblem,
  emptyPostValues,
  fromLocalInput,
  postServerErrors,
  postValuesFrom,
  toLocalInput,
  toPostInput,
  validatePostValues,
  type PostFormValues,
} from './post-form';
import {
  postsAdminApi,
  useAdminPostQuery,
  useCreatePostMutation,
  usePublishPostMutation,
  useRemoveCoverMutation,
  useUnpublishPostMutation,
  useUpdatePostMutation,
  useUploadCoverMutation,
} from './posts-admin-api';

const backArrowSx = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;

/** Starts the post's and the services' queries (server rendering waits for them). */
export function prefetch(store: AppStore, url: URL): void {
  store.dispatch(prefetchServices());
  const id = Number(url.pathname.split('/').pop());
  if (Number.isSafeInteger(id) && id > 0) store.dispatch(postsAdminApi.endpoints.adminPost.initiate(id, { subscribe: false }));
}

/** One language's version: included or not, title, summary, and the Markdown with its preview. */
function VersionFields({ language, formik }: { language: Language; formik: FormikProps<PostFormValues> }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const version = formik.values[language];
  const field = (name: 'title' | 'summary' | 'body') => {
    const path = `${language}.${name}`;
    const error = getIn(formik.touched, path) || formik.submitCount > 0 ? errorText(getIn(formik.errors, path) as string | undefined) : undefined;
    return {
      id: `post-${language}-${name}`,
      name: path,
      value: version[name],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: Boolean(error),
      helperText: error,
    };
  };
  const includeError = formik.submitCount > 0 ? errorText(getIn(formik.errors, `${language}.include`) as string | undefined) : undefined;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return (
    <Stack spacing={2.5} sx={{ pt: 2 }}>
      <Box>
        <FormControlLabel
          control={<Switch checked={version.include} onChange={(_event, checked) => void formik.setFieldValue(`${language}.include`, checked)} />}
          label={t(`editor.include.${language}`)}
        />
        <FormHelperText error={Boolean(includeError)}>{includeError ?? t('editor.includeHelp')}</FormHelperText>
      </Box>
      {version.include && (
        <>
          <TextField {...field('title')} label={t('editor.postTitle')} required fullWidth slotProps={{ htmlInput: { dir, maxLength: POST_LIMITS.titleMax } }} />
          <TextField
            {...field('summary')}
            label={t('editor.summary')}
            fullWidth
            multiline
            minRows={2}
            helperText={field('summary').helperText ?? t('editor.summaryHelp')}
            slotProps={{ htmlInput: { dir, maxLength: POST_LIMITS.summaryMax } }}
          />
          <Box>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={mode}
              onChange={(_event, next: 'write' | 'preview' | null) => next && setMode(next)}
              sx={{ mb: 1.5 }}
            >
              <ToggleButton value="write">{t('editor.write')}</ToggleButton>
              <ToggleButton value="preview">{t('editor.preview')}</ToggleButton>
            </ToggleButtonGroup>
            {mode === 'write' ? (
              <TextField
                {...field('body')}
                label={t('editor.body')}
                required
                fullWidth
                multiline
                minRows={14}
                helperText={field('body').helperText ?? t('editor.bodyHelp')}
                slotProps={{ htmlInput: { dir, maxLength: POST_LIMITS.bodyMax, spellCheck: true } }}
                sx={{ '& textarea': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 14, lineHeight: 1.7 } }}
              />
            ) : (
              <MarkdownPreview body={version.body} language={language} />
            )}
          </Box>
        </>
      )}
    </Stack>
  );
}

/** The cover: the current picture, or one picked to go up on save (checked before any upload). */
function CoverField({
  post,
  pending,
  onPick,
  removed,
  onRemove,
}: {
  post: BlogPostAdmin | undefined;
  pending: File | null;
  onPick: (file: File | null) => void;
  removed: boolean;
  onRemove: (removed: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const current = !removed && post?.cover ? post.cover : null;
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const reason = coverProblem(file);
    if (reason) {
      setProblem(t(`editor.coverProblem.${reason}`, { name: file.name }));
      return;
    }
    setProblem(null);
    onPick(file);
  };
  return (
    <Box>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('editor.cover')}
      </Typography>
      {current && !pending && (
        <Box
          component="img"
          src={fileSrc(current.fileUrl)}
          alt={t('editor.coverAlt')}
          sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 2, mb: 1, bgcolor: 'action.hover' }}
        />
      )}
      {pending && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('editor.coverPending', { name: pending.name })}
        </Typography>
      )}
      <input ref={input} type="file" accept={COVER_ACCEPT} hidden onChange={pick} data-testid="cover-input" />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" size="small" onClick={() => input.current?.click()}>
          {current || pending ? t('editor.coverReplace') : t('editor.coverChoose')}
        </Button>
        {(current || pending) && (
          <Button
            size="small"
            color="error"
            sx={DANGER_TEXT_SX}
            onClick={() => {
              onPick(null);
              if (current) onRemove(true);
            }}
          >
            {t('editor.coverRemove')}
          </Button>
        )}
      </Stack>
      <FormHelperText error={Boolean(problem)}>{problem ?? t('editor.coverHelp')}</FormHelperText>
    </Box>
  );
}

/** /dashboard/blog/new and /dashboard/blog/{id}: write both versions, preview, cover, services, state. */
export default function PostEditorPage() {
  const { t, i18n } = useTranslation('admin');
  const { t: tDashboard } = useTranslation('dashboard');
  const language = toLanguage(i18n.language);
  const today = useLocalToday();
  const navigate = useNavigate();
  const { id: rawId } = useParams();
  const id = rawId && /^\d+$/.test(rawId) ? Number(rawId) : null;
  const postQuery = useAdminPostQuery(id ?? 0, { skip: id === null });
  const services = useGetServicesQuery();
  const [tab, setTab] = useState<Language>(language);
  const [cover, setCover] = useState<File | null>(null);
  const [coverRemoved, setCoverRemoved] = useState(false);
  const [publishAt, setPublishAt] = useState('');
  const [createPost] = useCreatePostMutation();
  const [updatePost] = useUpdatePostMutation();
  const [uploadCover] = useUploadCoverMutation();
  const [removeCover] = useRemoveCoverMutation();
  const [publishPost, publishing] = usePublishPostMutation();
  const [unpublishPost, unpublishing] = useUnpublishPostMutation();
  const post = postQuery.data;

  if (id !== null && postQuery.isLoading) return <LoadingView label={t('common:loading')} />;
  if (id !== null && (postQuery.error || !post)) {
    return (
      <Box>
        <ErrorView
          message={
            isApiError(postQuery.error) && postQuery.error.status === 404
              ? t('provider:postNotFound')
              : apiErrorText(postQuery.error, t, 'admin:editor.loadError')
          }
          action={
            <Button component={Link} to={dashboardPaths.blog} variant="outlined">
              {t('editor.back')}
            </Button>
          }
        />
      </Box>
    );
  }

  /** Saves the post and its cover; answers the saved post's id, or null when the save failed. */
  const save = async (values: PostFormValues, helpers: FormikHelpers<PostFormValues>): Promise<number | null> => {
    let saved: BlogPostAdmin;
    try {
      saved = id === null ? await createPost(toPostInput(values)).unwrap() : await updatePost({ id, input: toPostInput(values) }).unwrap();
    } catch (error) {
      const fieldErrors = isApiError(error) ? postServerErrors(error.errors) : {};
      helpers.setErrors(fieldErrors);
      const firstLanguage = LANGUAGES.find((lang) => fieldErrors[lang]);
      if (firstLanguage) setTab(firstLanguage);
      notify('error', apiErrorText(error, t, 'admin:editor.saveFailed'));
      return null;
    }
    try {
      if (cover) await uploadCover({ id: saved.id, file: cover }).unwrap();
      else if (coverRemoved && saved.cover) await removeCover(saved.id).unwrap();
      setCover(null);
      setCoverRemoved(false);
    } catch (error) {
      notify('error', `${t('editor.coverFailed')}: ${apiErrorText(error, t, 'admin:editor.saveFailed')}`);
    }
    helpers.resetForm({ values });
    return saved.id;
  };

  const afterSave = (savedId: number) => {
    if (id === null) void navigate(dashboardPaths.blogEdit(savedId), { replace: true });
  };

  const initialValues = post ? postValuesFrom(post) : emptyPostValues(language);
  const publishedDate = post?.publishedAt ? formatDate(post.publishedAt, language) : null;

  return (
    <Box>
      <Button component={Link} to={dashboardPaths.blog} startIcon={<ArrowBackIcon sx={backArrowSx} />} sx={{ mb: 2, px: 1 }}>
        {t('editor.back')}
      </Button>
      <Formik<PostFormValues>
        initialValues={initialValues}
        enableReinitialize
        validate={validatePostValues}
        onSubmit={async (values, helpers) => {
          const savedId = await save(values, helpers);
          if (savedId !== null) {
            notify('success', t('editor.saved'));
            afterSave(savedId);
          }
        }}
      >
        {(formik) => {
          const slugError = formik.submitCount > 0 || formik.touched.slug ? formik.errors.slug : undefined;
          const suggestion = slugify(formik.values.en.title);
          const invalid = formik.submitCount > 0 && !formik.isValid;
          const saveAndPublish = async () => {
            const errors = await formik.validateForm();
            if (Object.keys(errors).length > 0) {
              void formik.submitForm();
              return;
            }
            const savedId = await save(formik.values, formik);
            if (savedId === null) return;
            try {
              const result = await publishPost({ id: savedId, publishedAt: fromLocalInput(publishAt) }).unwrap();
              notify('success', t(`blog.done.${result.status}`));
              afterSave(savedId);
            } catch (error) {
              notify('error', apiErrorText(error, t, 'admin:editor.saveFailed'));
            }
          };
          return (
            <Box component="form" noValidate onSubmit={formik.handleSubmit}>
              {/* The top bar names the screen (New Article, Edit Article); here, the post's state. */}
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap', rowGap: 1, minHeight: 32 }}>
                {post && (
                  <Chip
                    label={t(`blog.status.${post.status}`)}
                    color={post.status === 'published' ? 'success' : post.status === 'scheduled' ? 'warning' : 'default'}
                  />
                )}
                {formik.dirty && (
                  <Typography variant="body2" color="text.secondary">
                    {t('editor.unsaved')}
                  </Typography>
                )}
              </Stack>
              {invalid && (
                <Alert severity="error" sx={{ mb: 3 }}>
                  {t('editor.fixErrors')}
                </Alert>
              )}
              <Grid container spacing={4}>
                <Grid size={{ xs: 12, md: 8 }}>
                  <Tabs value={tab} onChange={(_event, next: Language) => setTab(next)} aria-label={t('editor.versions')}>
                    {LANGUAGES.map((lang) => (
                      <Tab
                        key={lang}
                        value={lang}
                        id={`post-tab-${lang}`}
                        aria-controls={`post-panel-${lang}`}
                        label={`${t(`blog.languages.${lang}`)}${formik.values[lang].include ? '' : ' –'}`}
                        sx={formik.submitCount > 0 && formik.errors[lang] ? { color: 'error.main' } : undefined}
                      />
                    ))}
                  </Tabs>
                  {LANGUAGES.map((lang) => (
                    <Box key={lang} role="tabpanel" id={`post-panel-${lang}`} aria-labelledby={`post-tab-${lang}`} hidden={tab !== lang}>
                      {tab === lang && <VersionFields language={lang} formik={formik} />}
                    </Box>
                  ))}
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                  <Stack spacing={3}>
                    <Box>
                      <TextField
                        id="post-slug"
                        name="slug"
                        label={t('editor.slug')}
                        value={formik.values.slug}
                        onChange={formik.handleChange}
                        onBlur={formik.handleBlur}
                        fullWidth
                        error={Boolean(slugError)}
                        helperText={
                          slugError
                            ? slugError.startsWith('validation:')
                              ? t(slugError)
                              : slugError
                            : t('editor.slugHelp', { slug: formik.values.slug || suggestion || '…' })
                        }
                        slotProps={{ htmlInput: { dir: 'ltr', maxLength: 80, autoCapitalize: 'none', spellCheck: false } }}
                      />
                      {id === null && suggestion && suggestion !== formik.values.slug && (
                        <Button size="small" sx={{ mt: 0.5 }} onClick={() => void formik.setFieldValue('slug', suggestion)}>
                          {t('editor.slugSuggest')}
                        </Button>
                      )}
                    </Box>
                    <CoverField post={post} pending={cover} onPick={setCover} removed={coverRemoved} onRemove={setCoverRemoved} />
                    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
                        {t('editor.services')}
                      </Typography>
                      <FormGroup>
                        {(services.data ?? []).map((service) => {
                          const checked = formik.values.serviceIds.includes(service.id);
                          return (
                            <FormControlLabel
                              key={service.id}
                              control={
                                <Checkbox
                                  checked={checked}
                                  onChange={() =>
                                    void formik.setFieldValue(
                                      'serviceIds',
                                      checked ? formik.values.serviceIds.filter((s) => s !== service.id) : [...formik.values.serviceIds, service.id],
                                    )
                                  }
                                />
                              }
                              label={localized(language, service.title, service.arabicTitle)}
                            />
                          );
                        })}
                      </FormGroup>
                      <FormHelperText error={Boolean(formik.errors.serviceIds)}>
                        {typeof formik.errors.serviceIds === 'string' ? t(formik.errors.serviceIds) : t('editor.servicesHelp')}
                      </FormHelperText>
                    </Box>
                    <Box sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'divider' }}>
                      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                        {t('editor.state')}
                      </Typography>
                      {post && post.status !== 'draft' && publishedDate?.ok && (
                        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                          {post.status === 'scheduled'
                            ? t('blog.scheduledFor', { date: publishedDate.text })
                            : t('blog.publishedOn', { date: publishedDate.text })}
                        </Typography>
                      )}
                      {(!post || post.status === 'draft') && language !== 'ar' && (
                        <TextField
                          id="post-publish-at"
                          type="datetime-local"
                          label={t('editor.publishAt')}
                          value={publishAt || toLocalInput(post?.publishedAt ?? null)}
                          onChange={(event) => setPublishAt(event.target.value)}
                          helperText={t('editor.publishAtHelp')}
                          fullWidth
                          size="small"
                          slotProps={{ inputLabel: { shrink: true } }}
                          sx={{ mb: 2 }}
                        />
                      )}
                      {/* An Arabic page chooses the day and the time in words and its digits: Chromium lays a
                          datetime-local input out in the browser's locale ("mm/dd/yyyy, --:-- --"). */}
                      {(!post || post.status === 'draft') && language === 'ar' && (
                        <PublishAtSelects
                          value={publishAt || toLocalInput(post?.publishedAt ?? null)}
                          onChange={setPublishAt}
                          today={today}
                          language={language}
                          labels={{
                            day: t('editor.publishAt'),
                            time: tDashboard('dateFields.time'),
                            chooseDay: tDashboard('dateFields.chooseDay'),
                            help: t('editor.publishAtHelp'),
                          }}
                        />
                      )}
                      <Stack spacing={1}>
                        <Button type="submit" variant={post && post.status !== 'draft' ? 'contained' : 'outlined'} disabled={formik.isSubmitting}>
                          {formik.isSubmitting ? t('editor.saving') : post && post.status !== 'draft' ? t('editor.save') : t('editor.saveDraft')}
                        </Button>
                        {(!post || post.status === 'draft') && (
                          <Button variant="contained" disabled={formik.isSubmitting || publishing.isLoading} onClick={() => void saveAndPublish()}>
                            {t('blog.publish')}
                          </Button>
                        )}
                        {post && post.status !== 'draft' && (
                          <Button
                            disabled={unpublishing.isLoading}
                            onClick={() =>
                              void unpublishPost(post.id)
                                .unwrap()
                                .then(() => notify('success', t('blog.done.draft')))
                                .catch((error: unknown) => notify('error', apiErrorText(error, t, 'admin:editor.saveFailed')))
                            }
                          >
                            {t('blog.unpublish')}
                          </Button>
                        )}
                        {post && post.status === 'published' && (
                          <Button component="a" href={paths.blogPost(post.slug)} target="_blank" rel="noopener">
                            {t('blog.view')}
                          </Button>
                        )}
                      </Stack>
                    </Box>
                  </Stack>
                </Grid>
              </Grid>
            </Box>
          );
        }}
      </Formik>
    </Box>
  );
}

/** The publish moment on an Arabic page: a day select (a year ahead) and a time select, as one datetime-local value. */
function PublishAtSelects({
  value,
  onChange,
  today,
  language,
  labels,
}: {
  value: string;
  onChange: (value: string) => void;
  today: string;
  language: Language;
  labels: { day: string; time: string; chooseDay: string; help: string };
}) {
  const [day = '', time = ''] = value.split('T');
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <TextField
        id="post-publish-at"
        select
        label={labels.day}
        value={day}
        onChange={(event) => onChange(event.target.value ? `${event.target.value}T${time || '09:00'}` : '')}
        fullWidth
        size="small"
        slotProps={{ inputLabel: { shrink: true }, select: { native: true } }}
      >
        {dayOptions(today, 366, language, day, labels.chooseDay)}
      </TextField>
      <TextField
        id="post-publish-at-time"
        select
        label={labels.time}
        value={time || '09:00'}
        onChange={(event) => onChange(`${day || today}T${event.target.value}`)}
        helperText={labels.help}
        disabled={!day}
        fullWidth
        size="small"
        slotProps={{ inputLabel: { shrink: true }, select: { native: true } }}
      >
        {timeOptions(15, language, time)}
      </TextField>
    </Stack>
  );
}
