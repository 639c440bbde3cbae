/**
 * The trade customer's prices in the browser: one price cache for the session (price-cache.ts),
 * filled through the back-office call getOculusPrices and emptied when the customer logs out or
 * another one logs in. The server renders as a guest, so nothing here runs there.
 */
import { useEffect, useSyncExternalStore } from 'react'
import type { HiddenPriceMode } from '@shop/commerce'
import { useHiddenPriceMode } from '../hidden-price.ts'
import { oculusCall } from '../oculus.ts'
import { getUser, subscribeUser } from '../user/user-store.ts'
import { tradeAccountOf, useTradeAccount } from '../user/trade-account.ts'
import { createPriceCache, type SkuTradePrice, type TradePriceAnswer } from './price-cache.ts'
import { amountsShown, effectiveMode } from './price-rules.ts'
import { clearSupplierStock } from './supplier-stock.ts'

export const tradePrices = createPriceCache((skus, qtys) =>
  oculusCall<TradePriceAnswer>('getOculusPrices', { skus, qtys }),
)

// the prices belong to one customer: a logout, or another customer's login, forgets them
let owner: string | null = null
if (typeof window !== 'undefined') {
  const follow = () => {
    const user = getUser()
    const now = user.token ? (tradeAccountOf(user.current)?.backofficeId ?? null) : null
    if (now !== owner) {
      owner = now
      tradePrices.clear()
      clearSupplierStock()
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

/** The mode that applies to the shopper: the stricter of the shop's and the trade account's. */
export function usePriceMode(): { mode: HiddenPriceMode; isTrade: boolean } {
  const shop = useHiddenPriceMode()
  const account = useTradeAccount()
  return { mode: effectiveMode(shop, account?.hiddenPriceMode ?? null), isTrade: account !== null }
}

/** Whether amounts (cart, totals, checkout) are shown, and whether they are net (a trade customer). */
export function useAmounts(): { shown: boolean; net: boolean } {
  const { mode, isTrade } = usePriceMode()
  return { shown: amountsShown(mode, isTrade), net: isTrade }
}
