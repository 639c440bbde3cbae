/**
 * One run of the §9 size check: measure the cache (the browser's IndexedDB usage where it reports
 * one, else the counted sizes of a walk), and when it is over budget purge all but the 100 newest.
 * The walk, the purge and the estimate are handed in, so this reads as the rule it is; the caller
 * (create-browser-cache.ts) owns their timeouts and error counting.
 */
import type { StoredEntry } from './idb-records.ts'
import { isOverBudget, keysToPurge } from './purge-rules.ts'
import type { EstimateReader } from './storage-estimate.ts'

export interface SizeCheckSteps {
  estimate: EstimateReader
  /** every entry, with counted sizes when asked; null when the walk failed or timed out */
  walk(countSizes: boolean): Promise<StoredEntry[] | null>
  purge(keys: string[]): Promise<void>
  budgetBytes: number
}

/** under: nothing to do; purged: keys were deleted; unmeasured: the walk gave up. */
export type SizeCheckOutcome = 'under' | 'purged' | 'unmeasured'

export async function runSizeCheck(steps: SizeCheckSteps): Promise<SizeCheckOutcome> {
  const origin = await steps.estimate()
  const reading = { originUsage: origin?.usage, originQuota: origin?.quota }
  const measured = origin?.indexedDbUsage
  // the browser measured IndexedDB: no walk unless there is something to purge
  if (measured !== undefined && !isOverBudget({ ...reading, cacheBytes: measured }, steps.budgetBytes)) {
    return 'under'
  }
  const entries = await steps.walk(measured === undefined)
  if (!entries) return 'unmeasured'
  const cacheBytes = measured ?? entries.reduce((sum, entry) => sum + entry.bytes, 0)
  if (!isOverBudget({ ...reading, cacheBytes }, steps.budgetBytes)) return 'under'
  const doomed = keysToPurge(entries)
  if (doomed.length === 0) return 'under'
  await steps.purge(doomed)
  return 'purged'
}
