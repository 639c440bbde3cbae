/**
 * Prices follow the session's customer group without a manual reload: whenever the session's
 * groupToken names another group than the page was loaded for (login, logout, another tab, a
 * refused refresh), the group cookie is updated and the page's loaders run again, now priced
 * for the new group (docs/decisions/0077). Rendered once, next to the session start; it renders
 * nothing, and being its own component, only it re-renders with the router's state.
 *
 * The rules (lib/user/group-prices.ts with the token and cookie checks) load only when there is
 * a group to follow, a session token or a group cookie: a guest's visit needs none (decision 0035).
 */
import { useEffect } from 'react'
import { useRevalidator } from 'react-router'
import { GROUP_COOKIE } from '../../lib/group-cookie.ts'
import { getUser, groupTokenOf, subscribeUser } from '../../lib/user/user-store.ts'

const HAS_GROUP_COOKIE = new RegExp(`(?:^|;\\s*)${GROUP_COOKIE}=`)

// one per page load: the cookie the page's data was loaded with, and the tracker started from it
let rendered: string | null = null
let tracker: Promise<{ sync(groupToken: string | null): boolean }> | null = null

function track(cookie: string) {
  return (tracker ??= import('../../lib/user/group-prices.ts').then(
    ({ documentCookies, groupPriceTracker }) => groupPriceTracker(documentCookies(), cookie),
  ))
}

export function GroupPrices(): null {
  // stable for the router's lifetime
  const { revalidate } = useRevalidator()
  useEffect(() => {
    const cookie = (rendered ??= document.cookie)
    const sync = () => {
      const wanted =
        tracker ||
        groupTokenOf(getUser()) !== null ||
        HAS_GROUP_COOKIE.test(cookie) ||
        HAS_GROUP_COOKIE.test(document.cookie)
      if (!wanted) return
      track(cookie).then(
        (shown) => {
          if (shown.sync(groupTokenOf(getUser()))) void revalidate()
        },
        (error: unknown) => console.error('Group prices failed to load', error),
      )
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
