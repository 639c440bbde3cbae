import autocannon from 'autocannon'

export interface Scenario {
  name: string
  method: 'GET' | 'POST'
  path: string
  body?: string
}

export interface LoadResult {
  requestsPerSecond: number
  p50: number
  p99: number
  non2xx: number
  errors: number
}

export async function load(baseUrl: string, s: Scenario, seconds: number, connections = 10): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl + s.path,
    method: s.method,
    body: s.body,
    headers: s.body ? { 'content-type': 'application/json' } : undefined,
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

export function formatRow(cells: (string | number)[], widths: number[]): string {
  return cells.map((c, i) => String(c).padEnd(widths[i] ?? 10)).join(' ')
}
