/**
 * A cache that answers late is worse than no cache (spec 001 §9's read and iterate timeouts): the
 * caller gets a CacheTimeoutError and goes on; the late work still settles but nobody waits for it.
 */
export class CacheTimeoutError extends Error {
  override name = 'CacheTimeoutError'
}

export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new CacheTimeoutError(`${what} took longer than ${ms} ms`)), ms)
    work.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}
