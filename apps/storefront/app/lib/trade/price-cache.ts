/**
 * A trade customer's own prices from the back office (spec 001 §7 getOculusPrices), kept in memory
 * for the session: every sku a page shows is asked for once, and the skus wanted in the same render
 * (a page, a list, the suggestions) go in ONE call. An answer is reused for five minutes (spec 001
 * §9, the back office's price cache) and dropped at logout. Pure of React and the network: the
 * fetcher and clock are given, so the rules are unit-tested (price-cache.test.ts).
 */

/** What the back office answers per sku (net prices, excl. tax). */
export interface SkuTradePrice {
  display_amount: number
  stock?: number
  tier_prices: { qty: number; value: number }[]
  binnenkortdatum: string | null
}

export type TradePriceAnswer = Record<string, SkuTradePrice>

export type PriceFetcher = (skus: string[], qtys: Record<string, number>) => Promise<TradePriceAnswer | null>

/** spec 001 §9: the back-office price cache is cleared every 300000 ms */
export const TRADE_PRICE_TTL_MS = 300_000

interface Entry {
  /** null when the back office gave nothing for the sku (or the call failed) */
  price: SkuTradePrice | null
  at: number
}

export interface PriceCache {
  /** the sku's entry (a price, null for none, undefined not known yet) */
  get(sku: string): SkuTradePrice | null | undefined
  /** asks for the skus not known or older than five minutes; calls made in one tick are joined */
  want(skus: readonly string[]): void
  subscribe(listener: () => void): () => void
  /** a number that changes whenever an answer arrives (for useSyncExternalStore) */
  version(): number
  /** forgets everything (logout, another customer) */
  clear(): void
}

function isPrice(value: unknown): value is SkuTradePrice {
  if (!value || typeof value !== 'object') return false
  const amount = (value as { display_amount?: unknown }).display_amount
  return typeof amount === 'number' && Number.isFinite(amount)
}

/** Tier rows as numbers, sorted by quantity; anything malformed is left out. */
function tiersOf(value: unknown): SkuTradePrice['tier_prices'] {
  if (!Array.isArray(value)) return []
  return value
    .map((row: { qty?: unknown; value?: unknown }) => ({ qty: Number(row?.qty), value: Number(row?.value) }))
    .filter((row) => Number.isFinite(row.qty) && row.qty > 0 && Number.isFinite(row.value))
    .sort((a, b) => a.qty - b.qty)
}

export function createPriceCache(
  fetcher: PriceFetcher,
  options: { now?: () => number; schedule?: (run: () => void) => void } = {},
): PriceCache {
  const now = options.now ?? Date.now
  const schedule = options.schedule ?? ((run) => setTimeout(run, 0))
  const entries = new Map<string, Entry>()
  const listeners = new Set<() => void>()
  let pending = new Set<string>()
  const inFlight = new Set<string>()
  let generation = 0
  let changes = 0

  const notify = () => {
    changes++
    for (const listener of listeners) listener()
  }

  async function flush() {
    const skus = [...pending]
    pending = new Set()
    if (skus.length === 0) return
    for (const sku of skus) inFlight.add(sku)
    const asked = generation
    const qtys = Object.fromEntries(skus.map((sku) => [sku, 1]))
    const answer = await fetcher(skus, qtys).catch(() => null)
    // a logout while the call ran: its answer belongs to nobody now
    if (asked !== generation) return
    const at = now()
    for (const sku of skus) {
      inFlight.delete(sku)
      const found = answer?.[sku]
      // a failed call keeps what was known and is not repeated before the cache period is over
      const price = isPrice(found)
        ? { ...found, tier_prices: tiersOf(found.tier_prices) }
        : answer === null
          ? (entries.get(sku)?.price ?? null)
          : null
      entries.set(sku, { price, at })
    }
    notify()
  }

  return {
    get: (sku) => entries.get(sku)?.price,
    want(skus) {
      const first = pending.size === 0
      for (const sku of skus) {
        if (!sku || pending.has(sku) || inFlight.has(sku)) continue
        const entry = entries.get(sku)
        if (entry && now() - entry.at < TRADE_PRICE_TTL_MS) continue
        pending.add(sku)
      }
      if (first && pending.size > 0) schedule(() => void flush())
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    version: () => changes,
    clear() {
      generation++
      entries.clear()
      pending = new Set()
      inFlight.clear()
      notify()
    },
  }
}
