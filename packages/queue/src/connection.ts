// Reaching Redis: a URL read once, a first connection that gives up within seconds (so a wrong
// address is one clear line, not a worker retrying for ever), then the options BullMQ's own
// connections are made with, which do retry (a Redis restarted is waited for).

import { Redis, type RedisOptions } from 'ioredis';
import { QueueError } from './errors.js';

/** How long the first connection may take before the Redis is called unreachable, in ms. */
export const CONNECT_TIMEOUT_MS = 3000;

/**
 * The connection options of a Redis URL, `redis://[user:password@]host[:port][/db]` (or
 * `rediss://` for TLS); BullMQ's workers need `maxRetriesPerRequest: null`, which is set.
 *
 * @throws {@link QueueError} (field `redis`) for anything that is not such a URL.
 */
export function redisOptions(url: string): RedisOptions {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new QueueError('redis', `"${url}" is no Redis URL; give one as redis://host:6379`);
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
    throw new QueueError('redis', `"${url}" is no Redis URL; give one as redis://host:6379`);
  }
  const db = parsed.pathname.replace(/^\//, '');
  if (db !== '' && !/^\d+$/.test(db)) {
    throw new QueueError('redis', `"${url}": the database after the / must be a number`);
  }
  return {
    // An IPv6 address comes in brackets ([::1]); the connection wants it bare.
    host: parsed.hostname.replace(/^\[(.*)\]$/, '$1') || '127.0.0.1',
    port: parsed.port === '' ? 6379 : Number(parsed.port),
    ...(parsed.username === '' ? {} : { username: decodeURIComponent(parsed.username) }),
    ...(parsed.password === '' ? {} : { password: decodeURIComponent(parsed.password) }),
    ...(db === '' ? {} : { db: Number(db) }),
    ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
    maxRetriesPerRequest: null,
  };
}

/**
 * Waits for the Redis at `url` to answer PING, trying once: a Redis that does not answer within
 * `timeoutMs` (default {@link CONNECT_TIMEOUT_MS}) is given up on.
 *
 * @throws {@link QueueError} (field `redis`) naming the URL and the reason.
 */
export async function probeRedis(url: string, timeoutMs = CONNECT_TIMEOUT_MS): Promise<void> {
  const client = new Redis({
    ...redisOptions(url),
    lazyConnect: true,
    connectTimeout: timeoutMs,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
  });
  // An unreachable Redis is an error event as well as a rejection: the event is heard here.
  let last: unknown = null;
  client.on('error', (error: unknown) => {
    last = error;
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      client.connect().then(() => client.ping()),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer')), timeoutMs + 500);
      }),
    ]);
  } catch (error) {
    const cause = (last ?? error) as NodeJS.ErrnoException;
    const reason = cause?.code ?? cause?.message ?? String(cause);
    throw new QueueError('redis', `cannot reach ${redactedUrl(url)} (${reason})`);
  } finally {
    clearTimeout(timer);
    client.disconnect();
  }
}

/**
 * A connection to the Redis at `url`, once {@link probeRedis} has heard it answer. The
 * connection retries later losses on its own (a Redis restarted is waited for). Close it with
 * `quit()`.
 *
 * @throws {@link QueueError} (field `redis`) as {@link probeRedis}.
 */
export async function connectRedis(url: string, timeoutMs = CONNECT_TIMEOUT_MS): Promise<Redis> {
  await probeRedis(url, timeoutMs);
  const client = new Redis(redisOptions(url));
  // Errors while it reconnects are retried by the client; they must not end the process.
  client.on('error', () => {});
  return client;
}

/** A Redis URL without its user name and password, to print or store. */
export function redactedUrl(url: string): string {
  return url.replace(/^(rediss?:\/\/)[^@/]*@/, '$1');
}
