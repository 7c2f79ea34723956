/**
 * Where the browser loads a provider file from. The provider answers `/files/{name}` at its own
 * root; the browser reaches the provider only through the web server's `/api` proxy.
 */
export function fileSrc(fileUrl: string): string {
  if (/^https?:\/\//i.test(fileUrl)) return fileUrl;
  return `/api${fileUrl.startsWith('/') ? '' : '/'}${fileUrl}`;
}
