// Stylesheets imported for their side effect are bundled by esbuild into the entry's CSS file.
declare module '*.css';
