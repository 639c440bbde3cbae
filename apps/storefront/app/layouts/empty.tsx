import { Outlet } from 'react-router'

/**
 * The empty layout (spec 000 §2, 001 §2): the page alone, no header, menu or footer, and no data
 * to load, so it renders even when nothing but this page's own files is available. Used by the
 * offline page the service worker falls back to (docs/decisions/0033-empty-layout-offline-page.md).
 */
export default function EmptyLayout() {
  return (
    <main id="main" className="site-main site-main--empty" tabIndex={-1}>
      <Outlet />
    </main>
  )
}
