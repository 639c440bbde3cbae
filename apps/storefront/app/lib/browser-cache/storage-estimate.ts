/**
 * What the browser says about the origin's storage (navigator.storage.estimate). Chromium also
 * reports IndexedDB's share (`usageDetails.indexedDB`), which measures the cache without walking
 * it; elsewhere the usage includes the service worker's caches, so only the origin-full rule uses
 * it and the cache is measured by counting (decision 0230). Never throws: no answer is null.
 */
import { ITERATE_TIMEOUT_MS } from './cache-limits.ts'
import { withTimeout } from './with-timeout.ts'

export interface StorageEstimateReading {
  usage?: number
  quota?: number
  /** IndexedDB's bytes, where the browser reports them */
  indexedDbUsage?: number
}

export type EstimateReader = () => Promise<StorageEstimateReading | null>

function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined
}

export const readStorageEstimate: EstimateReader = async () => {
  if (typeof navigator === 'undefined' || typeof navigator.storage?.estimate !== 'function') return null
  try {
    const estimate = (await withTimeout(
      navigator.storage.estimate(),
      ITERATE_TIMEOUT_MS,
      'storage estimate',
    )) as StorageEstimate & { usageDetails?: { indexedDB?: unknown } }
    return {
      usage: finite(estimate.usage),
      quota: finite(estimate.quota),
      indexedDbUsage: finite(estimate.usageDetails?.indexedDB),
    }
  } catch {
    return null
  }
}
