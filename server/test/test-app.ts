import { pino } from 'pino';
import { createApp, type WebAppDeps } from '../app';
import { loadWebConfig } from '../config';
import type { AssetManifest } from '../render/asset-manifest';

/** A manifest shaped like the build's, so pages render in tests without a client build. */
export const TEST_MANIFEST: AssetManifest = {
  entry: { file: 'entry-client-TEST.js', css: ['entry-client-TEST.css'], imports: ['chunks/shared-TEST.js'] },
  chunks: {
    'client/entry-client.tsx': { file: 'entry-client-TEST.js', imports: ['chunks/shared-TEST.js'] },
    'client/features/home/home-page.tsx': { file: 'home-page-TEST.js', imports: ['chunks/shared-TEST.js', 'chunks/home-dep-TEST.js'] },
    'client/features/auth/register-page.tsx': { file: 'register-page-TEST.js', imports: ['chunks/shared-TEST.js'] },
    'client/dashboard/dashboard-layout.tsx': { file: 'dashboard-layout-TEST.js', imports: [] },
  },
};

export function createTestApp(env: NodeJS.ProcessEnv = {}, deps: WebAppDeps = {}) {
  const config = loadWebConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/khadamat-web-test', PAGE_DATA_TIMEOUT_MS: '15000', ...env }); // test runs share a busy machine
  return createApp(config, { logger: pino({ level: 'silent' }), manifest: TEST_MANIFEST, providerUrl: () => undefined, ...deps });
}
