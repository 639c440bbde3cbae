/**
 * Star summaries for product tiles, fetched in one call per batch: every tile that mounts in the
 * same moment asks for its product, and one GET /api/review/ratings answers them all. Answers are
 * kept for the visit; products without approved reviews are remembered as null (no stars).
 */
import { networkTask } from '../../lib/network-task.ts'

export interface RatingSummary {
  product_id: number
  average: number
  count: number
}

const MAX_IDS = 100
const known = new Map<string, RatingSummary | null>()
const waiting = new Map<string, Set<number>>()
const listeners = new Set<() => void>()

const keyOf = (storeCode: string, id: number) => `${storeCode}:${id}`

export function ratingOf(storeCode: string, id: number): RatingSummary | null | undefined {
  return known.get(keyOf(storeCode, id))
}

export function subscribeRatings(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

async function flush(storeCode: string) {
  const ids = [...(waiting.get(storeCode) ?? [])]
  waiting.delete(storeCode)
  for (let i = 0; i < ids.length; i += MAX_IDS) {
    const chunk = ids.slice(i, i + MAX_IDS)
    const answer = await networkTask<RatingSummary[]>({
      url: '/api/review/ratings',
      storeCode,
      query: { productIds: chunk.join(',') },
    }).catch(() => null)
    // a failed call leaves the tiles without stars; they ask again on the next visit
    if (!answer || answer.code !== 200 || !Array.isArray(answer.result)) continue
    for (const id of chunk) known.set(keyOf(storeCode, id), null)
    for (const summary of answer.result) known.set(keyOf(storeCode, summary.product_id), summary)
  }
  listeners.forEach((listener) => listener())
}

/** Asks for a product's summary; tiles asking in the same task share one request. */
export function requestRating(storeCode: string, id: number): void {
  if (known.has(keyOf(storeCode, id))) return
  let ids = waiting.get(storeCode)
  if (!ids) {
    ids = new Set()
    waiting.set(storeCode, ids)
    setTimeout(() => void flush(storeCode), 0)
  }
  ids.add(id)
}
