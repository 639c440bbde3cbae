/**
 * Prices follow the session's customer group without a manual reload: whenever the session's
 * groupToken names another group than the page was loaded for (login, logout, another tab, a
 * refused refresh), the group cookie is updated and the page's loaders run again, now priced
 * for the new group (docs/decisions/0077). Rendered once, next to the session start; it renders
 * nothing, and being its own component, only it re-renders with the router's state.
 */
import { useEffect } from 'react'
import { useRevalidator } from 'react-router'
import { documentCookies, groupPriceTracker } from '../../lib/user/group-prices.ts'
import { getUser, groupTokenOf, subscribeUser } from '../../lib/user/user-store.ts'

// one per page load: it remembers which group the data on screen was loaded for
let tracker: ReturnType<typeof groupPriceTracker> | null = null

export function GroupPrices(): null {
  // stable for the router's lifetime
  const { revalidate } = useRevalidator()
  useEffect(() => {
    const shown = (tracker ??= groupPriceTracker(documentCookies()))
    const sync = () => {
      if (shown.sync(groupTokenOf(getUser()))) void revalidate()
    }
    sync()
    // a page restored from the back/forward cache may show the prices of a session ended since
    window.addEventListener('pageshow', sync)
    const unsubscribe = subscribeUser(sync)
    return () => {
      window.removeEventListener('pageshow', sync)
      unsubscribe()
    }
  }, [revalidate])
  return null
}
