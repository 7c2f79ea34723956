import type { Page } from '@playwright/test';

export interface ScriptLoad {
  url: string;
  /** Bytes on the wire (the encoded body). */
  transferred: number;
  encoding: string;
}

export interface ScriptRecorder {
  /** Every JavaScript file recorded so far, in the order their downloads finished. */
  loads: ScriptLoad[];
  /** Waits until the files whose downloads have finished are in `loads` (sizes are read asynchronously). */
  settled(): Promise<ScriptLoad[]>;
}

/** Records every JavaScript file the page downloads, with its size on the wire and its encoding. */
export function recordScripts(page: Page): ScriptRecorder {
  const loads: ScriptLoad[] = [];
  const reading = new Set<Promise<void>>();
  const failures: unknown[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url()).pathname;
    if (!url.endsWith('.js')) return;
    const read = (async () => {
      const response = await request.response();
      if (!response) return;
      const sizes = await request.sizes();
      loads.push({ url, transferred: sizes.responseBodySize, encoding: (await response.headerValue('content-encoding')) ?? 'identity' });
    })();
    reading.add(read);
    read.then(
      () => reading.delete(read),
      (error: unknown) => {
        reading.delete(read);
        failures.push(error);
      },
    );
  });
  return {
    loads,
    async settled() {
      while (reading.size > 0) await Promise.allSettled(reading);
      if (failures.length > 0) throw failures[0];
      return [...loads];
    },
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
