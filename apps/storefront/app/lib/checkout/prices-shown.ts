/**
 * Whether the checkout shows amounts: not for an account in hidden-price mode 1 (spec 001 §3: all
 * prices hidden, ordering still works). A trade account's own mode decides; otherwise the shop's.
 * Mode 2 hides only retail prices, and the checkout shows the customer's own (net) prices.
 */
import type { HiddenPriceMode } from '@shop/commerce'
import { isPriceShown, useHiddenPriceMode } from '../hidden-price.ts'
import { useTradeAccount } from '../user/trade-account.ts'

export function checkoutPricesShown(shopMode: HiddenPriceMode, accountMode: HiddenPriceMode | null): boolean {
  return isPriceShown(accountMode ?? shopMode, 'net')
}

export function useCheckoutPricesShown(): boolean {
  const shopMode = useHiddenPriceMode()
  const trade = useTradeAccount()
  return checkoutPricesShown(shopMode, trade?.hiddenPriceMode ?? null)
}
