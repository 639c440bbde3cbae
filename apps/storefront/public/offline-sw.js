// Loaded into the Workbox service worker (vite.config.ts importScripts). A page that cannot be
// fetched while offline is answered with a redirect to its store view's offline page (/offline or
// /de/offline, so that page hydrates at its own address), served from the precache.
// Everything else is Workbox's.
self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.mode !== 'navigate' || request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return
  // the German store view has its own offline page under /de
  const store = url.pathname === '/de' || url.pathname.startsWith('/de/') ? '/de' : ''
  const offline = url.pathname === `${store}/offline`
  event.respondWith(
    fetch(request).catch(async () => {
      if (!offline)
        return Response.redirect(
          `${store}/offline?from=${encodeURIComponent(url.pathname + url.search)}`,
          302,
        )
      const cached = await caches.match(`${store}/offline`, { ignoreSearch: true })
      return cached || Response.error()
    }),
  )
})
