import type { Paged } from '../../../../shared/api/envelope';
import type { Language } from '../../../../shared/constants';
import type { BlogPostAdmin, BlogPostAdminSummary, BlogPostInput, PostPreview, PostStatus } from '../../../../shared/types/blog';
import { api } from '../../../lib/api';

export interface AdminPostListArgs {
  page: number;
  pageSize: number;
  search?: string;
  status?: PostStatus;
  language?: Language;
}

/** Every change to a post shows on the public blog too: its list and the post's page refetch. */
const changed = (id?: number) => [
  { type: 'Post' as const, id: 'LIST' },
  { type: 'Post' as const, id: 'ADMIN-LIST' },
  ...(id === undefined ? [] : [{ type: 'Post' as const, id }]),
];

/** Writing the blog (admins): drafts, scheduled and published posts with both versions' Markdown. */
export const postsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminPosts: build.query<Paged<BlogPostAdminSummary>, AdminPostListArgs>({
      query: (params) => ({ url: '/Blog/admin/posts', params: { ...params, search: params.search || undefined } }),
      providesTags: [{ type: 'Post', id: 'ADMIN-LIST' }],
    }),
    adminPost: build.query<BlogPostAdmin, number>({
      query: (id) => ({ url: `/Blog/admin/posts/${id}` }),
      providesTags: (_result, _error, id) => [{ type: 'Post', id }],
    }),
    createPost: build.mutation<BlogPostAdmin, BlogPostInput>({
      query: (body) => ({ url: '/Blog/admin/posts', method: 'POST', body }),
      invalidatesTags: (result) => changed(result?.id),
    }),
    updatePost: build.mutation<BlogPostAdmin, { id: number; input: BlogPostInput }>({
      query: ({ id, input }) => ({ url: `/Blog/admin/posts/${id}`, method: 'PUT', body: input }),
      // Every slug's public page may have changed: the whole 'Post' tag family refetches.
      invalidatesTags: ['Post'],
    }),
    publishPost: build.mutation<BlogPostAdmin, { id: number; publishedAt?: string }>({
      query: ({ id, publishedAt }) => ({ url: `/Blog/admin/posts/${id}/publish`, method: 'POST', body: publishedAt ? { publishedAt } : {} }),
      invalidatesTags: ['Post'],
    }),
    unpublishPost: build.mutation<BlogPostAdmin, number>({
      query: (id) => ({ url: `/Blog/admin/posts/${id}/unpublish`, method: 'POST' }),
      invalidatesTags: ['Post'],
    }),
    deletePost: build.mutation<null, number>({
      query: (id) => ({ url: `/Blog/admin/posts/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Post'],
    }),
    uploadCover: build.mutation<BlogPostAdmin, { id: number; file: File }>({
      query: ({ id, file }) => {
        const form = new FormData();
        form.append('files', file, file.name);
        return { url: `/Blog/admin/posts/${id}/cover`, method: 'POST', body: form };
      },
      invalidatesTags: ['Post'],
    }),
    removeCover: build.mutation<BlogPostAdmin, number>({
      query: (id) => ({ url: `/Blog/admin/posts/${id}/cover`, method: 'DELETE' }),
      invalidatesTags: ['Post'],
    }),
    previewPost: build.mutation<PostPreview, { body: string; language: Language }>({
      query: (body) => ({ url: '/Blog/admin/preview', method: 'POST', body }),
    }),
  }),
});

export const {
  useAdminPostsQuery,
  useAdminPostQuery,
  useCreatePostMutation,
  useUpdatePostMutation,
  usePublishPostMutation,
  useUnpublishPostMutation,
  useDeletePostMutation,
  useUploadCoverMutation,
  useRemoveCoverMutation,
  usePreviewPostMutation,
} = postsAdminApi;
