// A trade customer's main menu, kept for offline use before it is opened (issue 20, decision
// 0227): the page (components/offline/trade-menu-precache.tsx) posts the menu's category paths;
// each category page is fetched into its own bounded cache, and from it the first product pages
// it links to. One request at a time, so a dealer's visit does not load the shop; a page kept in
// the last hours is not fetched again.
;(() => {
  const MAX_CATEGORIES = 40
  const PRODUCTS_PER_CATEGORY = 6
  const MAX_ENTRIES = MAX_CATEGORIES * (1 + PRODUCTS_PER_CATEGORY)
  const FRESH_MS = 6 * 60 * 60 * 1000
  const { MENU } = self.shopPages
  let running = null

  const samePath = (path) => typeof path === 'string' && path.startsWith('/') && !path.startsWith('//')

  /** Product links of a category page, in page order (the listing's first products). */
  function productPaths(html, store) {
    const found = new Set()
    const pattern = new RegExp(`href="(${store}/p/[^"?#]+)"`, 'g')
    for (const match of html.matchAll(pattern)) {
      found.add(match[1])
      if (found.size >= PRODUCTS_PER_CATEGORY) break
    }
    return [...found]
  }

  async function fresh(path) {
    const cache = await caches.open(MENU)
    const hit = await cache.match(self.location.origin + path, { ignoreVary: true })
    const at = Number(hit?.headers.get('x-shop-kept-at') || 0)
    return Date.now() - at < FRESH_MS
  }

  /** Fetches a page into the menu cache; its HTML, or null when it could not be kept. */
  async function keepPage(path) {
    const response = await fetch(path, { credentials: 'same-origin' })
    // a redirected page would not answer a navigation: not kept
    if (response.status !== 200 || response.redirected) return null
    if (!(response.headers.get('content-type') || '').includes('text/html')) return null
    const html = await response.text()
    const headers = new Headers(response.headers)
    headers.set('x-shop-kept-at', String(Date.now()))
    // the text was read whole: the stored copy is plain
    headers.delete('content-encoding')
    headers.delete('content-length')
    await self.shopCacheLimits.put(
      MENU,
      self.location.origin + path,
      new Response(html, { status: 200, headers }),
      MAX_ENTRIES,
    )
    return html
  }

  async function precache(categories) {
    for (const category of categories.filter(samePath).slice(0, MAX_CATEGORIES)) {
      try {
        if (await fresh(category)) continue
        const html = await keepPage(category)
        if (!html) continue
        // product pages only where the product cache is on (settings.js, decision 0243)
        if (!self.shopSettings.productCache) continue
        for (const product of productPaths(html, self.shopPages.storeOf(category)))
          if (!(await fresh(product))) await keepPage(product)
      } catch {
        // offline or the server is away: the rest waits for the next message
        return
      }
    }
  }

  self.addEventListener('message', (event) => {
    const data = event.data
    if (!data || data.type !== 'shop:precache-menu' || !Array.isArray(data.paths)) return
    // one run at a time; a message during a run is served by it
    running ??= precache(data.paths).finally(() => (running = null))
    event.waitUntil(running)
  })
})()
