/**
 * A short fingerprint of JSON data (FNV-1a, 32 bits, over its JSON text): the server puts one in the
 * boot state for each query it leaves out (RouteHandle.deferredData), and the browser compares the
 * data it fetched later with it, to know whether the server's HTML still shows that data.
 */
export function dataFingerprint(data: unknown): string {
  const text = JSON.stringify(data ?? null);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
