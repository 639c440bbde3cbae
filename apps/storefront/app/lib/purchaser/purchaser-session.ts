/**
 * Keeps the takeover in step with the session: a logout while acting (the account menu, or a
 * refused refresh of the takeover token) ends the purchaser's own kept-aside session too, so no
 * purchaser session lingers in the browser of someone who believes they signed out.
 */
import { logoutCall } from '../user/user-api.ts'
import { tradeAccountOf } from '../user/trade-account.ts'
import { getUser, subscribeUser } from '../user/user-store.ts'
import { clearPurchaser, getPurchaser, isActing } from './purchaser-store.ts'

let watching = false

export function watchPurchaserSession(): void {
  if (watching || typeof window === 'undefined') return
  watching = true
  const check = () => {
    const state = getPurchaser()
    if (!isActing(state) || getUser().token) return
    const own = state.own
    clearPurchaser()
    if (own?.refreshToken) void logoutCall(own.refreshToken).catch(() => null)
  }
  check()
  subscribeUser(check)
}

/** The signed-in user is a purchaser themselves (not acting): the picker is theirs (decision 0157). */
export function isSignedInPurchaser(): boolean {
  const user = getUser()
  return Boolean(user.token) && tradeAccountOf(user.current)?.isPurchaser === true
}

export { PICKER_PATH } from './purchaser-store.ts'
