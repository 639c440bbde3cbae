/**
 * Keeps the group cookie (lib/customer-group.ts) equal to the session's groupToken, and says when
 * the prices on screen belong to another group than the session's: after a login or logout (also
 * in another tab), a refused refresh (the session ends), or a group changed by the shop (the next
 * /me brings a token of the new group). The caller then reloads the page data (decision 0077).
 */
import { groupCookieAssignment, groupOfToken, readGroupCookie } from '../customer-group.ts'

export interface CookieJar {
  get(): string
  set(assignment: string): void
  secure: boolean
}

export const documentCookies = (): CookieJar => ({
  get: () => document.cookie,
  set: (assignment) => {
    document.cookie = assignment
  },
  secure: window.location.protocol === 'https:',
})

/**
 * Tracks the group the page's data was loaded for. It starts from the cookie the server rendered
 * the page with (`rendered`, when the jar may have changed since); `sync` writes the session's
 * token into the cookie and answers true when the page must load its data again.
 */
export function groupPriceTracker(jar: CookieJar, rendered = jar.get()) {
  let shown = groupOfToken(readGroupCookie(rendered))
  return {
    sync(groupToken: string | null): boolean {
      // a fresh /me signs a new token for the same group: the cookie follows, the prices stay
      if (readGroupCookie(jar.get()) !== groupToken)
        jar.set(groupCookieAssignment(groupToken, { secure: jar.secure }))
      const wanted = groupOfToken(groupToken)
      if (wanted === shown) return false
      shown = wanted
      return true
    },
  }
}
