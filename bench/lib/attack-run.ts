/**
 * Sends attack requests a few at a time, counts statuses, 5xx answers and hangs (no answer in
 * time), and measures the event loop of this process (where the shop runs) meanwhile.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { request as httpRequest } from 'node:http'
import type { AttackRequest } from './attack-cases.ts'

export type Send = (req: AttackRequest) => Promise<number>

export interface AttackReport {
  sent: number
  statuses: Record<number, number>
  serverErrors: { status: number; what: string }[]
  hangs: string[]
  /** longest event-loop block in ms (null when the shop runs elsewhere) */
  longestBlockMs: number | null
  seconds: number
  /** the slowest answers (where to look first when the event loop was held) */
  slowest: { ms: number; what: string }[]
  /** the longest blocks seen by a 10 ms timer, with the requests in flight at the time */
  blocks: { ms: number; inFlight: string[] }[]
}

export async function runAttack(
  requests: Iterable<AttackRequest>,
  send: Send,
  options: { concurrency?: number; timeoutMs?: number; measureLoop?: boolean } = {},
): Promise<AttackReport> {
  const { concurrency = 8, timeoutMs = 10_000, measureLoop = true } = options
  const report: AttackReport = {
    sent: 0,
    statuses: {},
    serverErrors: [],
    slowest: [],
    blocks: [],
    hangs: [],
    longestBlockMs: null,
    seconds: 0,
  }
  const delay = monitorEventLoopDelay({ resolution: 5 })
  if (measureLoop) delay.enable()
  const started = performance.now()
  const inFlight = new Set<string>()
  let tick = performance.now()
  const sampler = setInterval(() => {
    const now = performance.now()
    const late = now - tick - 10
    tick = now
    if (late > 50) {
      report.blocks.push({ ms: late, inFlight: [...inFlight] })
      report.blocks.sort((a, b) => b.ms - a.ms).splice(5)
    }
  }, 10)
  const queue = requests[Symbol.iterator]()
  const worker = async () => {
    for (let next = queue.next(); !next.done; next = queue.next()) {
      const req = next.value
      report.sent++
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<'hang'>((resolve) => (timer = setTimeout(() => resolve('hang'), timeoutMs)))
      const sentAt = performance.now()
      inFlight.add(req.what)
      const status = await Promise.race([send(req).catch(() => 599), timeout])
      inFlight.delete(req.what)
      clearTimeout(timer)
      const ms = performance.now() - sentAt
      if (report.slowest.length < 5 || ms > report.slowest.at(-1)!.ms) {
        report.slowest.push({ ms, what: req.what })
        report.slowest.sort((a, b) => b.ms - a.ms).splice(5)
      }
      if (status === 'hang') {
        report.hangs.push(req.what)
        continue
      }
      report.statuses[status] = (report.statuses[status] ?? 0) + 1
      if (status >= 500) report.serverErrors.push({ status, what: req.what })
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  clearInterval(sampler)
  if (measureLoop) {
    delay.disable()
    report.longestBlockMs = delay.max / 1e6
  }
  report.seconds = (performance.now() - started) / 1000
  return report
}

/** Sends over a real socket, path and body exactly as written (no URL normalisation). */
export function httpSender(baseUrl: string): Send {
  const { hostname, port } = new URL(baseUrl)
  return (req) =>
    new Promise((resolve, reject) => {
      const r = httpRequest(
        { host: hostname, port, method: req.method, path: req.path, headers: req.headers, agent: false },
        (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
          res.on('error', reject)
        },
      )
      r.on('error', (err: NodeJS.ErrnoException) => {
        // a refused oversized body may close the socket before all of it was written: not a 5xx
        if (err.code === 'EPIPE' || err.code === 'ECONNRESET') resolve(413)
        else reject(err)
      })
      r.end(req.body)
    })
}

export function printReport(report: AttackReport, targets: { maxBlockMs: number }): boolean {
  const ok =
    report.serverErrors.length === 0 &&
    report.hangs.length === 0 &&
    (report.longestBlockMs === null || report.longestBlockMs <= targets.maxBlockMs)
  console.log(`requests sent:        ${report.sent} in ${report.seconds.toFixed(1)} s`)
  console.log(
    `status counts:        ${Object.entries(report.statuses)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')}`,
  )
  console.log(`5xx answers:          ${report.serverErrors.length} (target 0)`)
  for (const e of report.serverErrors.slice(0, 20)) console.log(`  ${e.status} ${e.what}`)
  console.log(`hangs:                ${report.hangs.length} (target 0)`)
  for (const h of report.hangs.slice(0, 20)) console.log(`  ${h}`)
  console.log(
    `longest event-loop block: ${report.longestBlockMs === null ? 'not measured (shop elsewhere)' : `${report.longestBlockMs.toFixed(1)} ms`} (target <= ${targets.maxBlockMs} ms)`,
  )
  console.log('longest blocks, with the requests in flight:')
  for (const b of report.blocks) {
    console.log(`  ${b.ms.toFixed(0)} ms`)
    for (const w of b.inFlight) console.log(`    ${w.slice(0, 160)}`)
  }
  console.log('slowest answers:')
  for (const s of report.slowest) console.log(`  ${s.ms.toFixed(0)} ms ${s.what.slice(0, 160)}`)
  console.log(ok ? 'all targets met' : 'TARGETS MISSED')
  return ok
}
