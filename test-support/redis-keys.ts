import { createClient } from 'redis';

/** Deletes every key of `url`'s Redis that matches `pattern` (a test's own prefix, then `*`): what a test leaves there. */
export async function deleteRedisKeys(url: string, pattern: string): Promise<void> {
  const client = createClient({ url });
  await client.connect();
  try {
    for await (const keys of client.scanIterator({ MATCH: pattern, COUNT: 100 })) if (keys.length > 0) await client.del(keys);
  } finally {
    await client.close();
  }
}
