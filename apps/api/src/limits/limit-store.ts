/**
 * Counters for rate limits (decision 0112): fixed windows counted in process memory, or in Redis
 * when REDIS_URL is set so that every shop process counts together.
 */
import { Redis } from 'ioredis'

export interface Hit {
  /** hits in the current window, this one included */
  count: number
  /** milliseconds until the window ends */
  resetMs: number
}

export interface LimitStore {
  readonly kind: 'memory' | 'redis'
  hit(key: string, windowMs: number): Promise<Hit>
  /** the count without adding a hit */
  peek(key: string): Promise<Hit>
  reset(key: string): Promise<void>
  /** takes one hit back (a call that turned out not to count) */
  undo(key: string): Promise<void>
}

export function createMemoryLimitStore(now: () => number = Date.now): LimitStore {
  const windows = new Map<string, { count: number; endsAt: number }>()
  let lastSweep = now()
  const sweep = (t: number) => {
    // expired windows are dropped once a minute, so spraying keys cannot grow the map for long
    if (t - lastSweep < 60_000 && windows.size < 100_000) return
    lastSweep = t
    for (const [key, w] of windows) if (w.endsAt <= t) windows.delete(key)
  }
  const current = (key: string, t: number) => {
    const w = windows.get(key)
    return w && w.endsAt > t ? w : null
  }
  return {
    kind: 'memory',
    async hit(key, windowMs) {
      const t = now()
      sweep(t)
      const w = current(key, t) ?? { count: 0, endsAt: t + windowMs }
      w.count += 1
      windows.set(key, w)
      return { count: w.count, resetMs: w.endsAt - t }
    },
    async peek(key) {
      const t = now()
      const w = current(key, t)
      return w ? { count: w.count, resetMs: w.endsAt - t } : { count: 0, resetMs: 0 }
    },
    async reset(key) {
      windows.delete(key)
    },
    async undo(key) {
      const w = current(key, now())
      if (w && w.count > 0) w.count -= 1
    },
  }
}

const clients = new Map<string, Redis>()

/** One connection per Redis URL and process; counters are small and short-lived. */
function redisClient(url: string): Redis {
  let client = clients.get(url)
  if (!client) {
    client = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true })
    client.on('error', () => {
      /* reported by the failing command; an unhandled 'error' event would end the process */
    })
    clients.set(url, client)
  }
  return client
}

export function createRedisLimitStore(url: string, prefix = 'shop:limit:'): LimitStore {
  const redis = redisClient(url)
  const k = (key: string) => prefix + key
  return {
    kind: 'redis',
    async hit(key, windowMs) {
      // INCR and the expiry of a new window in one round trip; NX keeps a running window's end
      const [[, count], , [, ttl]] = (await redis
        .multi()
        .incr(k(key))
        .pexpire(k(key), windowMs, 'NX')
        .pttl(k(key))
        .exec()) as [[null, number], [null, number], [null, number]]
      return { count, resetMs: Math.max(0, ttl) }
    },
    async peek(key) {
      const [[, value], [, ttl]] = (await redis.multi().get(k(key)).pttl(k(key)).exec()) as [
        [null, string | null],
        [null, number],
      ]
      return { count: Number(value ?? 0), resetMs: Math.max(0, ttl) }
    },
    async reset(key) {
      await redis.del(k(key))
    },
    async undo(key) {
      // never below zero, and never a key without expiry
      await redis.eval(
        "if (tonumber(redis.call('GET', KEYS[1]) or '0') > 0) then return redis.call('DECR', KEYS[1]) end return 0",
        1,
        k(key),
      )
    },
  }
}

/** Closes the shared Redis connections (tests and shutdown). */
export async function closeLimitStores(): Promise<void> {
  await Promise.all([...clients.values()].map((c) => c.quit().catch(() => undefined)))
  clients.clear()
}
