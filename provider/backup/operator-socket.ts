import { createHash } from 'node:crypto';
import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * The embedded database (PGlite) belongs to one process, so a backup of a running site is taken by
 * that process: it answers on a Unix socket in DATA_DIR, which only the account running it (mode
 * 0600) can reach, never on the network. The socket is also the data directory's lock: a backup or
 * restore that opens the directory itself holds it, and a provider does not start while another
 * process answers on it.
 */
export function operatorSocketPath(dataDir: string): string {
  const inDataDir = path.join(dataDir, 'provider.sock');
  // Unix socket paths are limited (108 bytes on Linux): a deep DATA_DIR gets one in the temporary folder, named after it.
  if (Buffer.byteLength(inDataDir) <= 100) return inDataDir;
  return path.join(tmpdir(), `khadamat-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}.sock`);
}

/** Whether a process answers on the socket. */
export function socketAnswers(socketPath: string): Promise<boolean> {
  if (!existsSync(socketPath)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface OperatorSocket {
  path: string;
  close(): Promise<void>;
}

/**
 * Listens on the socket, or fails when another process already does (its data directory is in use).
 * A socket file left by a process that died is replaced.
 */
export async function claimOperatorSocket(socketPath: string, handler: http.RequestListener, holder = 'another process'): Promise<OperatorSocket> {
  if (await socketAnswers(socketPath)) {
    throw new Error(
      `the data directory is in use: ${holder === 'another process' ? 'a process' : holder} answers on ${socketPath} (a running provider, backup or restore)`,
    );
  }
  if (existsSync(socketPath)) unlinkSync(socketPath);
  const server = http.createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(socketPath, 0o600);
  let closing: Promise<void> | null = null;
  return {
    path: socketPath,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}

/** Asks the process on the socket for a backup and writes the archive to `out`. */
export function requestBackupThroughSocket(socketPath: string, out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get({ socketPath, path: '/backup' }, (res) => {
      if (res.statusCode !== 200) {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          reject(new Error(`the running provider refused the backup: ${res.statusCode} ${Buffer.concat(chunks).toString('utf8').slice(0, 300)}`)),
        );
        return;
      }
      pipeline(res, out).then(() => {
        // A backup cut short by the provider arrives as an aborted response.
        if (!res.complete) reject(new Error('the running provider stopped sending the backup part way'));
        else resolve();
      }, reject);
    });
    req.on('error', reject);
  });
}
