import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { pageCacheSettings, serviceWorkerUrl } from './lib/browser-cache/cache-settings.ts'

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})

// The service worker (built by vite-plugin-pwa, see vite.config.ts) caches the shell, catalogue
// reads and the pages seen for offline browsing; registering it after load keeps it out of the
// first page's way. Its address is /service-worker.js (spec 001 §7); registering it replaces a
// worker installed at the old /sw.js (same scope). Its address carries the product-cache setting
// (decision 0243).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const address = serviceWorkerUrl(pageCacheSettings())
  const register = () => void navigator.serviceWorker.register(address).catch(() => undefined)
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}

// Offline, the worker answers route discovery it has not kept with a document reload of the page
// wanted (public/sw/pages.js). React Router allows that once per manifest version and marks it in
// sessionStorage; a page loaded offline clears the mark, so the next unseen page reloads too
// instead of ending in a "not found" of an undiscovered route.
if (!navigator.onLine) {
  try {
    sessionStorage.removeItem('react-router-manifest-version')
  } catch {
    // storage blocked: React Router only loses its second reload
  }
}
