import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import pino from 'pino';
import { loadProviderConfig } from '../config';
import { startProvider } from '../start';
import { claimOperatorSocket, operatorSocketPath } from './operator-socket';
import { runBackup, runRestore } from './cli';
import { verifyBackup } from './verify';

/** The embedded database end to end: a backup of the running site through its socket, a restore into a new DATA_DIR. */
describe('npm run backup / restore on the embedded database', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'khadamat-cli-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const config = (dir: string) =>
    loadProviderConfig({
      DATA_DIR: path.join(root, dir),
      PROVIDER_PORT: '0',
      ADMIN_EMAIL: 'admin@backup.test',
      ADMIN_PASSWORD: 'Backup#Pass1',
      PASSWORD_HASH_COST: '1024',
      LOG_LEVEL: 'silent',
    });
  const silent = pino({ level: 'silent' });
  const json = async <T>(res: Response) => (await res.json()) as { result: T };

  it('backs up the running site through the provider, refuses to restore under it, and restores into a new data directory', async () => {
    const site = await startProvider(config('site'), silent);
    let services: Array<{ id: number; files: Array<{ fileUrl: string }> }>;
    let backupFile: string;
    try {
      services = (await json<typeof services>(await fetch(`${site.url}/Services`))).result;
      // A second process must not open the directory the site has open.
      await expect(claimOperatorSocket(operatorSocketPath(config('site').dataDir), () => undefined)).rejects.toThrow(/in use/);

      // The site keeps answering while the backup runs.
      const [backup, during] = await Promise.all([runBackup(config('site'), { out: `${path.join(root, 'backups')}/` }, silent), fetch(`${site.url}/Services`)]);
      expect(during.status).toBe(200);
      backupFile = backup.file;
      expect(readdirSync(path.join(root, 'backups'))).toEqual([path.basename(backup.file)]);
      expect(backup.summary.tables.services).toBe(4);
      expect(backup.summary.files).toBe(11);
      await expect(runRestore(config('site'), backup.file, { replace: true })).rejects.toThrow(/stop it/);
    } finally {
      await site.close();
    }

    const restored = await runRestore(config('copy'), backupFile, {});
    expect(restored.summary.files).toBe(11);
    // The tax documents' hash chain is checked on the restored rows (issue 26 item 6).
    expect(restored.chain.firstBreak).toBeNull();
    const copy = await startProvider(config('copy'), silent);
    try {
      expect((await json(await fetch(`${copy.url}/Services`))).result).toEqual(services);
      // The same account and password (a token is not carried over: the token secret is each DATA_DIR's own).
      const login = await fetch(`${copy.url}/Auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@backup.test', password: 'Backup#Pass1' }),
      });
      expect(login.status).toBe(200);
      const picture = await fetch(`${copy.url}${services[0]!.files[0]!.fileUrl}`);
      expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/png']);
    } finally {
      await copy.close();
    }

    // With the provider stopped, the backup opens the directory itself.
    const offline = await runBackup(config('copy'), { out: path.join(root, 'offline.tar.gz') }, silent);
    expect(offline.summary.tables).toEqual(restored.summary.tables);

    // To standard output: checked as it goes out, the same figures as a file's.
    const sink = new PassThrough();
    const bytes: Buffer[] = [];
    sink.on('data', (chunk: Buffer) => bytes.push(chunk));
    const streamed = await runBackup(config('copy'), { out: '-', stdout: sink }, silent);
    expect(streamed.summary.tables).toEqual(restored.summary.tables);
    expect((await verifyBackup(Readable.from([Buffer.concat(bytes)]))).tables).toEqual(restored.summary.tables);
  }, 300_000); // several starts of an on-disk PGlite on a busy shared machine
});
