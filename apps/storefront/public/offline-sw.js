// Loaded into the Workbox service worker (vite.config.ts importScripts). A page that cannot be
// fetched while offline is answered with a redirect to /offline (so the offline page hydrates at
// its own address), and /offline itself from the precache. Everything else is Workbox's.
self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.mode !== 'navigate' || request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return
  const offline = url.pathname === '/offline'
  event.respondWith(
    fetch(request).catch(async () => {
      if (!offline)
        return Response.redirect(`/offline?from=${encodeURIComponent(url.pathname + url.search)}`, 302)
      const cached = await caches.match('/offline', { ignoreSearch: true })
      return cached || Response.error()
    }),
  )
})
