import type { Paged } from '../../../shared/api/envelope';
import type { BlogPostPublic, BlogPostSummary } from '../../../shared/types/blog';
import { api } from '../../lib/api';
import type { BlogListArgs } from './blog-view';

export const BLOG_PAGE_SIZE = 9;

/**
 * The public blog. The list comes in the page's language: the web server (and the server render)
 * send the provider the page's language, so a list never mixes languages. A post comes with every
 * version it has: the page shows its own and, when it is missing, offers the other.
 */
export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBlogPosts: build.query<Paged<BlogPostSummary>, BlogListArgs>({
      query: ({ page, search }) => ({ url: '/Blog/posts', params: { page, pageSize: BLOG_PAGE_SIZE, search: search || undefined } }),
      providesTags: [{ type: 'Post', id: 'LIST' }],
    }),
    getBlogPost: build.query<BlogPostPublic, string>({
      query: (slug) => ({ url: `/Blog/posts/${encodeURIComponent(slug)}` }),
      providesTags: (_result, _error, slug) => [{ type: 'Post', id: slug }],
    }),
  }),
});

export const { useGetBlogPostsQuery, useGetBlogPostQuery } = blogApi;

export const prefetchBlogPosts = (args: BlogListArgs) => blogApi.endpoints.getBlogPosts.initiate(args, { subscribe: false });
export const prefetchBlogPost = (slug: string) => blogApi.endpoints.getBlogPost.initiate(slug, { subscribe: false });
