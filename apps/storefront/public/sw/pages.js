// Pages the shopper has seen, for browsing offline (issue 20, decision 0225). Loaded into the
// Workbox service worker (vite.config.ts importScripts) before Workbox's own routes, so this
// listener answers first for what it handles:
// - server-rendered pages (navigations) and React Router's page data (`/c/x.data`,
//   `/_root.data`, with `_routes=` naming the loaders wanted): network first; a 200 is kept in
//   the `pages` cache, and the cached copy answers when the network cannot be reached;
// - route discovery (`/__manifest?paths=…`): the same, so links of a seen page still resolve.
// With nothing cached, page data and route discovery answer a document reload of the page
// (React Router's 204 + X-Remix-Reload-Document): the navigation then finds the cached HTML, or
// goes to the store view's offline page, which says the page is not available offline and goes
// home (spec 001 §2) — the router never sees a failed fetch, so no error page.
self.shopPages = (() => {
  const PAGES = 'pages-v1'
  // trade customers' main menu, filled by trade-menu.js
  const MENU = 'menu-pages-v1'
  const MAX_PAGES = 150
  // each store view's home: where an unavailable page sends the shopper, so kept from install
  const HOMES = ['/', '/de']

  const storeOf = (path) => (path === '/de' || path.startsWith('/de/') ? '/de' : '')

  /** The page a `.data` request belongs to: `/_root.data` → `/`, `/c/x.data` → `/c/x`. */
  function pageOfData(url) {
    const page = new URL(url)
    page.pathname = page.pathname === '/_root.data' ? '/' : page.pathname.slice(0, -'.data'.length)
    page.searchParams.delete('_routes')
    page.searchParams.delete('index')
    return page
  }

  /**
   * The cache key of page data: without `_routes`, so data fetched from one page answers the same
   * page reached from another (the set of loaders differs only in the parents, which do not
   * reload on navigation).
   */
  function dataKey(url) {
    const key = new URL(url)
    key.searchParams.delete('_routes')
    return key.href
  }

  async function cached(key) {
    const options = { ignoreVary: true }
    return (
      (await (await caches.open(PAGES)).match(key, options)) ||
      (await (await caches.open(MENU)).match(key, options))
    )
  }

  // only whole pages: a 200 from this origin, not an error; not reached through a redirect
  // (a navigation must not be answered with a redirected response)
  // (and not a product page when the shop owner turned the product cache off: settings.js)
  const keep = (key, response) =>
    response.status === 200 &&
    response.type === 'basic' &&
    !response.redirected &&
    self.shopSettings.mayKeep(new URL(key))
      ? self.shopCacheLimits.put(PAGES, key, response.clone(), MAX_PAGES)
      : Promise.resolve()

  const reloadDocument = (location) =>
    new Response(null, {
      status: 204,
      headers: { 'X-Remix-Redirect': location, 'X-Remix-Reload-Document': 'true' },
    })

  async function navigation(event, url) {
    const key = url.origin + url.pathname + url.search
    const store = storeOf(url.pathname)
    const offlinePage = url.pathname === `${store}/offline`
    try {
      const response = await fetch(event.request)
      if (!offlinePage) event.waitUntil(keep(key, response))
      return response
    } catch {
      // the precached offline page (Workbox's precache keeps it with a revision parameter)
      if (offlinePage)
        return (await caches.match(`${store}/offline`, { ignoreSearch: true })) || Response.error()
      const page = await cached(key)
      if (page) return page
      return Response.redirect(`${store}/offline?from=${encodeURIComponent(url.pathname + url.search)}`, 302)
    }
  }

  /**
   * A page first seen by client-side navigation has only its data kept; its HTML is fetched once
   * too, so a reload or a restored tab opens it offline as well. Not for a prefetch (a link under
   * the pointer is not a page seen).
   */
  async function keepHtmlOf(request, url) {
    const purpose = request.headers.get('sec-purpose') || request.headers.get('purpose') || ''
    if (purpose.includes('prefetch')) return
    const page = pageOfData(url)
    if (await cached(page.href)) return
    try {
      await keep(page.href, await fetch(page.href, { credentials: 'same-origin' }))
    } catch {
      // the network went away meanwhile: the data alone is kept
    }
  }

  async function pageData(event, url) {
    const key = dataKey(url)
    try {
      const response = await fetch(event.request)
      event.waitUntil(
        keep(key, response).then(() => response.status === 200 && keepHtmlOf(event.request, url)),
      )
      return response
    } catch {
      const data = await cached(key)
      if (data) return data
      const page = pageOfData(url)
      return reloadDocument(page.pathname + page.search)
    }
  }

  async function routeDiscovery(event, url) {
    try {
      const response = await fetch(event.request)
      event.waitUntil(keep(url.href, response))
      return response
    } catch {
      const known = await cached(url.href)
      if (known) return known
      // React Router then loads the page it was navigating to as a document (see entry.client.tsx)
      return new Response(null, { status: 204, headers: { 'X-Remix-Reload-Document': 'true' } })
    }
  }

  self.addEventListener('fetch', (event) => {
    const { request } = event
    if (request.method !== 'GET') return
    const url = new URL(request.url)
    if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return
    if (request.mode === 'navigate') event.respondWith(navigation(event, url))
    else if (url.pathname.endsWith('.data')) event.respondWith(pageData(event, url))
    else if (url.pathname === '/__manifest') event.respondWith(routeDiscovery(event, url))
  })

  // each home is there from the start: an unavailable page goes home even before it was opened
  self.addEventListener('install', (event) => {
    event.waitUntil(
      Promise.all(
        HOMES.map(async (home) => {
          const key = self.location.origin + home
          if (await cached(key)) return
          try {
            await keep(key, await fetch(home, { credentials: 'same-origin' }))
          } catch {
            // offline at install: the home is kept on the next visit
          }
        }),
      ),
    )
  })

  // pageOfData and dataKey for the unit test (components/offline/service-worker-scripts.test.ts)
  return { PAGES, MENU, cached, storeOf, pageOfData, dataKey }
})()
