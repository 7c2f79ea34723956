import type { Page } from 'playwright-core';

export interface ScriptLoad {
  url: string;
  /** Bytes on the wire (the encoded body). */
  transferred: number;
  encoding: string;
}

/** Records every JavaScript file the page downloads, with its size on the wire and its encoding. */
export function recordScripts(page: Page): ScriptLoad[] {
  const loads: ScriptLoad[] = [];
  page.on('requestfinished', async (request) => {
    if (!new URL(request.url()).pathname.endsWith('.js')) return;
    const response = await request.response();
    if (!response) return;
    const sizes = await request.sizes();
    loads.push({
      url: new URL(request.url()).pathname,
      transferred: sizes.responseBodySize,
      encoding: (await response.headerValue('content-encoding')) ?? 'identity',
    });
  });
  return loads;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
