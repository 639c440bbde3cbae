import { describe, expect, it } from 'vitest'
import { createBrowserCache } from '../browser-cache/create-browser-cache.ts'
import type { TradePriceAnswer } from './price-cache.ts'
import { withOfflineCopy } from './offline-trade-prices.ts'

const price = (amount: number) => ({ display_amount: amount, tier_prices: [], binnenkortdatum: null })

describe('trade prices kept for offline use', () => {
  it('answers from the kept copy when the back office gives no answer, per customer', async () => {
    const cache = createBrowserCache({ mode: 'memory' })
    let online = true
    let owner: string | null = 'D10001'
    const fetcher = async (skus: string[]): Promise<TradePriceAnswer | null> =>
      online ? Object.fromEntries(skus.map((sku) => [sku, price(sku === 'A' ? 10 : 20)])) : null
    const prices = withOfflineCopy(fetcher, cache, () => owner)

    expect(await prices(['A', 'B'], {})).toEqual({ A: price(10), B: price(20) })
    online = false
    expect(await prices(['A', 'C'], {})).toEqual({ A: price(10) })
    expect(await prices(['C'], {})).toBeNull()
    owner = 'D10002'
    expect(await prices(['A'], {})).toBeNull()
  })

  it('online, the back office answer wins over a kept one', async () => {
    const cache = createBrowserCache({ mode: 'memory' })
    let amount = 10
    const prices = withOfflineCopy(
      async () => ({ A: price(amount) }),
      cache,
      () => 'D10001',
    )
    await prices(['A'], {})
    amount = 12
    expect(await prices(['A'], {})).toEqual({ A: price(12) })
  })

  it('a guest (no back-office id) keeps nothing', async () => {
    const cache = createBrowserCache({ mode: 'memory' })
    let online = true
    const prices = withOfflineCopy(
      async () => (online ? { A: price(10) } : null),
      cache,
      () => null,
    )
    await prices(['A'], {})
    online = false
    expect(await prices(['A'], {})).toBeNull()
  })
})
