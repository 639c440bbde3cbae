/**
 * The numbers of the persistent browser cache (spec 001 §9 "Cache") in one place, so the rules,
 * the IndexedDB layer and the tests speak of the same values. The spec fixes the timeouts, the
 * check interval, the "first 100" and the error limits; the budget is ours (decision 0230).
 */

/** a read slower than this is a miss and a read error (§9) */
export const READ_TIMEOUT_MS = 800

/** walking every entry (the size check and its purge) may take this long (§9) */
export const ITERATE_TIMEOUT_MS = 2000

/** how often the storage size is checked (§9) */
export const SIZE_CHECK_INTERVAL_MS = 30_000

/** over the budget, entries beyond the first 100 are purged (§9; "first" = newest, decision 0231) */
export const KEEP_ON_PURGE = 100

/** persistent cache off after this many read errors (§9) */
export const READ_ERRORS_BEFORE_OFF = 1

/** persistent cache off after this many write errors (§9) */
export const WRITE_ERRORS_BEFORE_OFF = 30

/**
 * What the cache may hold, in the §9 counted bytes (or the browser's own IndexedDB usage when it
 * reports one): 4 MiB, enough for a session of catalogue answers and far below what any browser
 * grants an origin (decision 0230). Changed with `browserCache.configure({ budgetBytes })`.
 */
export const DEFAULT_BUDGET_BYTES = 4 * 1024 * 1024

/**
 * The origin counts as over quota too when it uses this share of what the browser grants it:
 * purging then is cheaper than the QuotaExceededError that would clear everything (decision 0230).
 */
export const ORIGIN_FULL_SHARE = 0.9
