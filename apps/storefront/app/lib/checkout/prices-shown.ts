/**
 * Whether the checkout shows amounts: the one rule of every screen with money (lib/trade/price-rules.ts,
 * `amountsShown`): not in hidden-price mode 1 (spec 001 §3: all prices hidden, ordering still works),
 * the stricter of the shop's and the trade account's mode deciding.
 */
import { useAmounts } from '../trade/use-trade-prices.ts'

export function useCheckoutPricesShown(): boolean {
  return useAmounts().shown
}
