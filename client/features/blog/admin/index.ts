/** The blog's part of the dashboard: the list of articles and the editor. */
export * as blogEditorScreen from './post-editor-page';
export * as blogPostsScreen from './posts-admin-page';
