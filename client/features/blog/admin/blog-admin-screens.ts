/**
 * The blog's dashboard screens in one chunk: each module exports its screen and the queries it
 * starts for an address (the dashboard screens' shape).
 */
export * as list from './posts-admin-page';
export * as editor from './post-editor-page';
