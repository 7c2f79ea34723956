import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AssetManifest } from '../../server/render/asset-manifest';
import { resources } from '../../shared/i18n';

/**
 * Writes every namespace's texts of every language as a content-hashed JSON file under the assets
 * folder (served immutable and precompressed, like the code), and returns where each went. A page
 * then names the files it needs instead of carrying their texts in its HTML: one download for
 * every page that uses them, not one in each page (server/render/page-resources.ts).
 */
export function writeTextFiles(assetsDir: string): NonNullable<AssetManifest['texts']> {
  const texts: NonNullable<AssetManifest['texts']> = {};
  fs.mkdirSync(path.join(assetsDir, 'texts'), { recursive: true });
  for (const [language, namespaces] of Object.entries(resources)) {
    texts[language] = {};
    for (const [namespace, values] of Object.entries(namespaces)) {
      const json = JSON.stringify(values);
      const hash = crypto.createHash('sha256').update(json).digest('base64url').slice(0, 10);
      const file = `texts/${language}-${namespace}-${hash}.json`;
      fs.writeFileSync(path.join(assetsDir, file), json);
      texts[language][namespace] = file;
    }
  }
  return texts;
}
