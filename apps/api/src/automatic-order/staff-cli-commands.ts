/**
 * `npm run backoffice -- automatic-orders [--failing]` and `… automatic-orders run [--now ISO]`
 * (decision 0186): the staff list and one scheduler pass from the shell, the same service as the
 * admin API. Hooked into backoffice/staff-command.ts.
 */
import { parseArgs } from 'node:util'
import type { FastifyBaseLogger } from 'fastify'
import type { CommandOutput } from '../cli/database-command.ts'
import type { StaffContext } from '../backoffice/staff-customers.ts'
import { listAutomaticOrders, runPassAt } from './staff-automatic-orders.ts'

export const AUTOMATIC_ORDERS_USAGE = `  automatic-orders [--failing]          every customer's automatic orders (only failing ones)
  automatic-orders run [--now <ISO date-time>]
                                        one scheduler pass as at --now (default: now)`

export type AutomaticOrderCommand =
  | { command: 'automatic-orders'; action: 'list'; failing: boolean }
  | { command: 'automatic-orders'; action: 'run'; now?: string }

/** null: not an automatic-orders command; a string: the problem to print. */
export function parseAutomaticOrderArgs(args: readonly string[]): AutomaticOrderCommand | string | null {
  if (args[0] !== 'automatic-orders') return null
  let parsed
  try {
    parsed = parseArgs({
      args: args.slice(1),
      options: { failing: { type: 'boolean' }, now: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    })
  } catch (error) {
    return `${(error as Error).message}\n${AUTOMATIC_ORDERS_USAGE}`
  }
  const { values, positionals } = parsed
  if (positionals.length === 0) {
    if (values.now !== undefined) return `automatic-orders takes no --now (use: automatic-orders run --now …)`
    return { command: 'automatic-orders', action: 'list', failing: values.failing ?? false }
  }
  if (positionals.length === 1 && positionals[0] === 'run') {
    if (values.failing) return 'automatic-orders run takes no --failing'
    if (values.now !== undefined && Number.isNaN(Date.parse(values.now)))
      return `--now: must be an ISO date-time, got "${values.now}"`
    return { command: 'automatic-orders', action: 'run', ...(values.now ? { now: values.now } : {}) }
  }
  return `automatic-orders: unknown "${positionals.join(' ')}"\n${AUTOMATIC_ORDERS_USAGE}`
}

/** The shell has no request log: errors go to stderr, the rest is quiet. */
function shellLog(io: CommandOutput): FastifyBaseLogger {
  const quiet = () => undefined
  const log = {
    level: 'error',
    fatal: (o: unknown, m?: string) => io.err(m ?? String(o)),
    error: (o: unknown, m?: string) => io.err(m ?? String(o)),
    warn: quiet,
    info: quiet,
    debug: quiet,
    trace: quiet,
    silent: quiet,
    child: () => log,
  }
  return log as unknown as FastifyBaseLogger
}

export async function runAutomaticOrderCommand(
  ctx: StaffContext,
  parsed: AutomaticOrderCommand,
  io: CommandOutput,
): Promise<number> {
  if (parsed.action === 'list') {
    const all = await listAutomaticOrders(ctx, { failingOnly: parsed.failing })
    if (!all.length) io.out(parsed.failing ? 'no failing automatic orders' : 'no automatic orders')
    for (const a of all) {
      io.out(
        `${a.auto_id}\t${a.customer_email}\t${a.enabled ? 'enabled' : 'disabled'}\t${a.repeat}\tnext ${a.next_run_at ?? '-'}\tlast ${a.last_order_number ?? '-'}\tfailures ${a.failure_count}`,
      )
      if (a.last_error) io.out(`  last error: ${a.last_error}`)
    }
    return 0
  }
  const result = await runPassAt({ ...ctx, log: shellLog(io), now: () => new Date() }, parsed.now)
  for (const p of result.placed) io.out(`placed\t${p.auto_id}\t${p.order_number}`)
  for (const f of result.failed) io.out(`failed\t${f.auto_id}\t${f.error}`)
  if (!result.placed.length && !result.failed.length) io.out('nothing due')
  return 0
}
