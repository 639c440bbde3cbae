// The shop owner's settings for what this worker keeps (decision 0243), read from its own address:
// the page registers /service-worker.js?productCache=off when BROWSER_PRODUCT_CACHE is false
// (spec 001 §9 "The product cache may be disabled by config"), so a changed setting is a changed
// address and the browser installs the worker anew. Loaded first by importScripts (vite.config.ts).
// With the product cache off no catalogue product read and no product page is kept; what an
// earlier worker kept of them is deleted when this one activates.
self.shopSettings = (() => {
  const productCache = new URLSearchParams(self.location.search).get('productCache') !== 'off'

  /** A catalogue read of products (product and product-* entities), as the storefront asks. */
  const isProductRead = (url) => /^\/api\/catalog\/[^/]+\/product(-[a-z]+)?\/_search$/.test(url.pathname)

  /** A product page, its page data or its route discovery, in either store view. */
  function isProductPage(url) {
    if (/^(\/de)?\/p\//.test(url.pathname)) return true
    // route discovery names the pages it asks about: /__manifest?paths=/p/x,/c/y
    return url.pathname === '/__manifest' && /(^|,)(\/de)?\/p\//.test(url.searchParams.get('paths') || '')
  }

  /** May this worker keep what answers `url`? */
  const mayKeep = (url) => productCache || !(isProductRead(url) || isProductPage(url))

  async function dropProducts(cacheName) {
    const cache = await caches.open(cacheName)
    const keys = await cache.keys()
    await Promise.all(
      keys
        .filter((key) => !mayKeep(new URL(typeof key === 'string' ? key : key.url)))
        .map((key) => cache.delete(key)),
    )
  }

  self.addEventListener('activate', (event) => {
    if (productCache) return
    event.waitUntil(
      caches
        .keys()
        .then((names) => Promise.all(names.map(dropProducts)))
        .catch(() => undefined),
    )
  })

  // dropProducts for the unit test (components/offline/service-worker-scripts.test.ts)
  return { productCache, isProductRead, isProductPage, mayKeep, dropProducts }
})()
