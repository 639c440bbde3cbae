// Bounds of the service worker's own page caches (loaded first by importScripts, see vite.config.ts).
// Workbox's caches (catalogue reads, pictures) bound themselves with ExpirationPlugin; these are
// the same rules by hand: at most `maxEntries` (the oldest written go first), spec 001 §9 over
// quota (all but 100 entries are purged, storage checked at most every 30 s) and a cache that hits
// a quota error is cleared. The 100 kept are the most recently written, as in the browser cache
// (decision 0231): keeping the oldest would freeze the offline pages on the first ones ever seen.
self.shopCacheLimits = (() => {
  const QUOTA_KEEP = 100
  const SIZE_CHECK_MS = 30000
  // "over quota": the origin uses more than this share of what the browser grants it
  const QUOTA_SHARE = 0.9
  let lastSizeCheck = 0

  async function keepNewest(cache, count) {
    const keys = await cache.keys()
    await Promise.all(keys.slice(0, Math.max(0, keys.length - count)).map((key) => cache.delete(key)))
  }

  async function overQuota() {
    const now = Date.now()
    if (now - lastSizeCheck < SIZE_CHECK_MS || !navigator.storage?.estimate) return false
    lastSizeCheck = now
    const { usage = 0, quota = 0 } = await navigator.storage.estimate()
    return quota > 0 && usage > quota * QUOTA_SHARE
  }

  /** Stores the response and applies the bounds; never throws (a cache is a nicety). */
  async function put(cacheName, key, response, maxEntries) {
    try {
      const cache = await caches.open(cacheName)
      await cache.put(key, response)
      const keys = await cache.keys()
      // Cache keys come in insertion order and a put moves its key last: the front is the oldest
      if (keys.length > maxEntries)
        await Promise.all(keys.slice(0, keys.length - maxEntries).map((old) => cache.delete(old)))
      if (await overQuota()) await keepNewest(cache, QUOTA_KEEP)
    } catch (error) {
      if (error && error.name === 'QuotaExceededError') await caches.delete(cacheName)
    }
  }

  return { put }
})()
