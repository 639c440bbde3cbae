/**
 * A trade customer's own prices offline (issue 20): every getOculusPrices answer is also kept per
 * sku in the browser cache (spec 001 §9), under the customer's back-office id; when the call gets
 * no answer (offline, server unreachable) the kept prices answer instead, so a dealer in the
 * storeroom sees their net prices — labelled with the time they were fetched — not retail ones.
 * Online, the back office's answer always wins; a kept price is never older data shown as new.
 */
import type { BrowserCache } from '../browser-cache/browser-cache.ts'
import type { PriceFetcher, SkuTradePrice, TradePriceAnswer } from './price-cache.ts'

const keyOf = (owner: string, sku: string) => `trade-price:${owner}:${sku}`

export function withOfflineCopy(
  fetcher: PriceFetcher,
  cache: BrowserCache,
  owner: () => string | null,
): PriceFetcher {
  return async (skus, qtys) => {
    const who = owner()
    const answer = await fetcher(skus, qtys).catch(() => null)
    if (!who) return answer
    if (answer) {
      for (const sku of skus) if (answer[sku]) void cache.set(keyOf(who, sku), answer[sku])
      return answer
    }
    const kept: TradePriceAnswer = {}
    for (const sku of skus) {
      const hit = await cache.get<SkuTradePrice>(keyOf(who, sku))
      if (hit) kept[sku] = hit.value
    }
    // the owner may have changed while the cache answered: those prices are not theirs
    return Object.keys(kept).length > 0 && owner() === who ? kept : null
  }
}
