/**
 * Password hashing runs at most HASH_CONCURRENCY at a time (decision 0112): scrypt takes a
 * thread-pool thread and 16 MB for ~50 ms, and 40 sign-ups at once would starve file and crypto
 * work of every other request. Calls past the queue's length are refused rather than queued.
 */
export const HASH_CONCURRENCY = 2
export const HASH_QUEUE_MAX = 64

/** The error handler answers it as 429 with this message (an expected refusal, not a bug). */
export class HashingBusy extends Error {
  readonly statusCode = 429
  constructor() {
    super('The shop is busy. Please try again in a moment.')
  }
}

let running = 0
const waiting: (() => void)[] = []

export async function limitedHashing<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) {
    if (waiting.length >= HASH_QUEUE_MAX) throw new HashingBusy()
    await new Promise<void>((resolve) => waiting.push(resolve))
  } else {
    running += 1
  }
  try {
    return await work()
  } finally {
    // hand the slot to the next in line, or free it
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }
}

/** For tests: how many hashes run and wait now. */
export function hashingLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length }
}
