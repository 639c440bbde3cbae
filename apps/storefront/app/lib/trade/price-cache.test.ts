import { describe, expect, it, vi } from 'vitest'
import { createPriceCache, TRADE_PRICE_TTL_MS, type TradePriceAnswer } from './price-cache.ts'

const price = (amount: number) => ({
  display_amount: amount,
  stock: 3,
  tier_prices: [],
  binnenkortdatum: null,
})

function setup(
  answer: (skus: string[]) => TradePriceAnswer | null = (skus) =>
    Object.fromEntries(skus.map((sku) => [sku, price(10)])),
) {
  let clock = 1_000
  const queued: (() => void)[] = []
  const fetcher = vi.fn(async (skus: string[], _qtys: Record<string, number>) => answer(skus))
  const cache = createPriceCache(fetcher, { now: () => clock, schedule: (run) => queued.push(run) })
  const flush = async () => {
    while (queued.length) queued.shift()!()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { cache, fetcher, flush, tick: (ms: number) => (clock += ms) }
}

describe('trade price cache', () => {
  it('asks for the skus wanted in one tick in one call, each once, at quantity 1', async () => {
    const { cache, fetcher, flush } = setup()
    cache.want(['A', 'B'])
    cache.want(['B', 'C'])
    cache.want(['A'])
    await flush()
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(fetcher).toHaveBeenCalledWith(['A', 'B', 'C'], { A: 1, B: 1, C: 1 })
    expect(cache.get('C')?.display_amount).toBe(10)
  })

  it('reuses an answer for five minutes and asks again after', async () => {
    const { cache, fetcher, flush, tick } = setup()
    cache.want(['A'])
    await flush()
    tick(TRADE_PRICE_TTL_MS - 1)
    cache.want(['A'])
    await flush()
    expect(fetcher).toHaveBeenCalledTimes(1)
    tick(1)
    cache.want(['A'])
    await flush()
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  it('does not ask again for a sku whose call is still running', async () => {
    const { cache, fetcher, flush } = setup()
    cache.want(['A'])
    const running = flush()
    cache.want(['A'])
    await running
    await flush()
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  it('marks a sku the back office did not price as null, and a malformed one too', async () => {
    const { cache, flush } = setup(() => ({ A: price(5), B: { display_amount: 'x' } as never }))
    cache.want(['A', 'B', 'C'])
    expect(cache.get('A')).toBeUndefined()
    await flush()
    expect(cache.get('A')?.display_amount).toBe(5)
    expect(cache.get('B')).toBeNull()
    expect(cache.get('C')).toBeNull()
  })

  it('after a failed call shows no price and waits for the cache period before asking again', async () => {
    const { cache, fetcher, flush, tick } = setup(() => null)
    cache.want(['A'])
    await flush()
    expect(cache.get('A')).toBeNull()
    cache.want(['A'])
    await flush()
    expect(fetcher).toHaveBeenCalledTimes(1)
    tick(TRADE_PRICE_TTL_MS)
    cache.want(['A'])
    await flush()
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  it('sorts tier rows and drops malformed ones', async () => {
    const { cache, flush } = setup(() => ({
      A: {
        display_amount: 9,
        tier_prices: [
          { qty: 12, value: 7.2 },
          { qty: 'x', value: 1 },
          { qty: 6, value: 8.1 },
        ] as never,
        binnenkortdatum: null,
      },
    }))
    cache.want(['A'])
    await flush()
    expect(cache.get('A')?.tier_prices).toEqual([
      { qty: 6, value: 8.1 },
      { qty: 12, value: 7.2 },
    ])
  })

  it('forgets everything at logout, also the answer of a call still running', async () => {
    const { cache, flush } = setup()
    cache.want(['A'])
    await flush()
    cache.want(['B'])
    const listener = vi.fn()
    cache.subscribe(listener)
    cache.clear()
    await flush()
    expect(cache.get('A')).toBeUndefined()
    expect(cache.get('B')).toBeUndefined()
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
