/**
 * The trade customer's prices in the browser: one price cache for the session (price-cache.ts),
 * filled through the back-office call getOculusPrices and emptied when the customer logs out or
 * another one logs in. The server renders as a guest: it asks for no price, and learns only
 * from the trade-mode cookie that a trade session will take over (usePriceMode).
 */
import { useEffect, useSyncExternalStore } from 'react'
import { useRouteLoaderData } from 'react-router'
import type { HiddenPriceMode } from '@shop/commerce'
import { browserCache } from '../browser-cache/browser-cache.ts'
import { useHiddenPriceMode } from '../hidden-price.ts'
import { oculusCall } from '../oculus.ts'
import { getUser, subscribeUser } from '../user/user-store.ts'
import { tradeAccountOf, useTradeAccount } from '../user/trade-account.ts'
import { withOfflineCopy } from './offline-trade-prices.ts'
import { createPriceCache, type SkuTradePrice, type TradePriceAnswer } from './price-cache.ts'
import { amountsShown, effectiveMode } from './price-rules.ts'
import { clearSupplierStock } from './supplier-stock.ts'
import { tradeModeCookie } from './trade-mode-cookie.ts'
import { useHydrated } from '../use-hydrated.ts'

// the prices belong to one customer: a logout, or another customer's login, forgets them; the
// server render learns of the trade session from a cookie (trade-mode-cookie.ts)
let owner: string | null = null

export const tradePrices = createPriceCache(
  withOfflineCopy(
    (skus, qtys) => oculusCall<TradePriceAnswer>('getOculusPrices', { skus, qtys }),
    browserCache,
    () => owner,
  ),
)

let cookieMode: HiddenPriceMode | null | undefined
if (typeof window !== 'undefined') {
  const follow = () => {
    const user = getUser()
    const account = user.token ? tradeAccountOf(user.current) : null
    const now = account?.backofficeId ?? null
    if (now !== owner) {
      owner = now
      tradePrices.clear()
      clearSupplierStock()
    }
    const mode = account?.hiddenPriceMode ?? null
    if (mode !== cookieMode) {
      cookieMode = mode
      document.cookie = tradeModeCookie(mode, window.location.protocol === 'https:')
    }
  }
  follow()
  subscribeUser(follow)
}

const noSubscription = () => () => {}

/** The back office's price for the sku (undefined while asked); asks for it when needed. */
export function useTradePrice(sku: string | undefined, active: boolean): SkuTradePrice | null | undefined {
  useSyncExternalStore(active ? tradePrices.subscribe : noSubscription, tradePrices.version, () => 0)
  useEffect(() => {
    if (active && sku) tradePrices.want([sku])
  }, [active, sku])
  return active && sku ? tradePrices.get(sku) : undefined
}

/**
 * The mode that applies to the shopper: the stricter of the shop's and the trade account's. Until
 * the page is hydrated the session is unknown: the trade-mode cookie stands in for the account.
 */
export function usePriceMode(): { mode: HiddenPriceMode; isTrade: boolean } {
  const shop = useHiddenPriceMode()
  const account = useTradeAccount()
  const hydrated = useHydrated()
  const root = useRouteLoaderData('root') as { sessionTradeMode?: HiddenPriceMode | null } | undefined
  const accountMode = account?.hiddenPriceMode ?? (hydrated ? null : (root?.sessionTradeMode ?? null))
  return { mode: effectiveMode(shop, accountMode), isTrade: accountMode !== null }
}

/** Whether amounts (cart, totals, checkout) are shown, and whether they are net (a trade customer). */
export function useAmounts(): { shown: boolean; net: boolean } {
  const { mode, isTrade } = usePriceMode()
  return { shown: amountsShown(mode, isTrade), net: isTrade }
}
