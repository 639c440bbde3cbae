import autocannon from 'autocannon'

export interface Scenario {
  name: string
  method: 'GET' | 'POST'
  path: string
  body?: string
  /**
   * Equivalent paths taken in turn instead of `path` (e.g. one cart per shopper): for requests
   * that change what they address, so that a run never exhausts it (a cart line's maximum).
   */
  paths?: string[]
  /** a call the shop may not have yet (another branch): skipped with a note when it is not 2xx */
  optional?: boolean
}

/** The path of each next request of a scenario. */
function pathsOf(s: Scenario): () => string {
  let i = 0
  return () => (s.paths?.length ? s.paths[i++ % s.paths.length]! : s.path)
}

export interface LoadResult {
  requestsPerSecond: number
  p50: number
  p99: number
  non2xx: number
  errors: number
}

export async function load(
  baseUrl: string,
  s: Scenario,
  seconds: number,
  connections = 10,
): Promise<LoadResult> {
  const next = pathsOf(s)
  const result = await autocannon({
    url: baseUrl + s.path,
    method: s.method,
    body: s.body,
    headers: s.body ? { 'content-type': 'application/json' } : undefined,
    requests: s.paths?.length ? [{ setupRequest: (req) => ({ ...req, path: next() }) }] : undefined,
    connections,
    duration: seconds,
  })
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

/**
 * Latency of one request at a time (no queueing behind other connections): what one shopper
 * waits for. Median and 99th percentile of `count` sequential requests, in milliseconds.
 */
export async function sequentialLatency(
  baseUrl: string,
  s: Scenario,
  count: number,
): Promise<{ p50: number; p99: number }> {
  const times: number[] = []
  const next = pathsOf(s)
  // the first requests open the connection and follow a load run's garbage: not the call's time
  const warmUp = Math.min(20, Math.ceil(count / 10))
  for (let i = -warmUp; i < count; i++) {
    const started = performance.now()
    const res = await fetch(baseUrl + next(), {
      method: s.method,
      body: s.body,
      headers: s.body ? { 'content-type': 'application/json' } : undefined,
    })
    await res.arrayBuffer()
    if (i >= 0) times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) =>
    Number(times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1))
  return { p50: at(0.5), p99: at(0.99) }
}

export function formatRow(cells: (string | number)[], widths: number[]): string {
  return cells.map((c, i) => String(c).padEnd(widths[i] ?? 10)).join(' ')
}
