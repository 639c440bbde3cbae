/**
 * `npm run backoffice -- orders …` (decision 0170): the staff order steps from the shell, the same
 * functions and zod schemas as /api/admin/backoffice/orders…. Arguments are checked before any
 * database is opened.
 */
import { parseArgs } from 'node:util'
import type { z } from 'zod'
import type { CommandOutput } from '../cli/database-command.ts'
import type { Result } from '../result.ts'
import type { LifeContext } from './life-context.ts'
import { backorderSchema, createOrderSchema, shipSchema, staffCancelSchema } from './schemas.ts'
import * as staff from './staff-orders.ts'

export const ORDERS_USAGE = `  orders list <customer>                the customer's back-office orders, newest first
  orders show <order>                   one order (BO number or shop order number) with lines,
                                        shipments and invoices
  orders create <customer> --source phone|counter --line <sku>:<qty> [--line …]
         [--po <number>] [--reference <text>] [--comment <text>]
                                        an order by phone or at the counter, at the customer's prices
  orders ship <order> --line <lineId>:<qty> [--line …] [--carrier <name>] [--tracking <number>]
         [--backorder-rest] [--expected YYYY-MM-DD]
                                        a shipment (invoiced); the rest on backorder when asked
  orders backorder <order> <lineId> [--qty <n>] [--expected YYYY-MM-DD]
  orders deliver <shipment number>      the shipment arrived (ZD…)
  orders cancel-backorder <order> <lineId> [--qty <n>]`

export type OrdersCommand = { command: 'orders'; verb: string; args: string[]; input: unknown }

const OPTIONS = {
  source: { type: 'string' },
  line: { type: 'string', multiple: true },
  po: { type: 'string' },
  reference: { type: 'string' },
  comment: { type: 'string' },
  carrier: { type: 'string' },
  tracking: { type: 'string' },
  'backorder-rest': { type: 'boolean' },
  expected: { type: 'string' },
  qty: { type: 'string' },
} as const

const POSITIONALS: Record<string, number> = {
  list: 1,
  show: 1,
  create: 1,
  ship: 1,
  backorder: 2,
  deliver: 1,
  'cancel-backorder': 2,
}

function checked<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> | string {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]!
  return `${issue.path.join('.')}: ${issue.message}`
}

const pairs = (lines: string[] | undefined) =>
  (lines ?? []).map((l) => {
    const at = l.lastIndexOf(':')
    return at < 0 ? [l, ''] : [l.slice(0, at), l.slice(at + 1)]
  })

/** `args` starts with 'orders'; a string is the message to print. */
export function parseOrdersArgs(args: readonly string[]): OrdersCommand | string {
  let parsed
  try {
    parsed = parseArgs({ args: args.slice(1), options: OPTIONS, allowPositionals: true, strict: true })
  } catch (error) {
    return `${(error as Error).message}\n${ORDERS_USAGE}`
  }
  const { values: v, positionals } = parsed
  const [verb, ...rest] = positionals
  if (!verb || !(verb in POSITIONALS)) return ORDERS_USAGE
  if (rest.length !== POSITIONALS[verb])
    return `orders ${verb} takes ${POSITIONALS[verb]} argument(s), got ${rest.length}\n${ORDERS_USAGE}`
  const qty = v.qty === undefined ? undefined : v.qty
  let input: unknown = null
  switch (verb) {
    case 'create':
      input = checked(createOrderSchema, {
        customer: rest[0],
        source: v.source,
        lines: pairs(v.line).map(([sku, q]) => ({ sku, qty: q })),
        poNumber: v.po,
        reference: v.reference,
        comment: v.comment,
      })
      break
    case 'ship':
      input = checked(shipSchema, {
        lines: pairs(v.line).map(([lineId, q]) => ({ lineId, qty: q })),
        carrier: v.carrier,
        trackingNumber: v.tracking,
        backorderRest: v['backorder-rest'],
        expectedDate: v.expected,
      })
      break
    case 'backorder':
      input = checked(backorderSchema, { lineId: rest[1], qty, expectedDate: v.expected })
      break
    case 'cancel-backorder':
      input = checked(staffCancelSchema, { lineId: rest[1], qty })
      break
  }
  if (typeof input === 'string') return `${input}\n${ORDERS_USAGE}`
  return { command: 'orders', verb, args: rest, input }
}

export async function runOrdersCommand(
  staffCtx: LifeContext,
  c: OrdersCommand,
  io: CommandOutput,
): Promise<number> {
  // the invoice mail logs through the context: from the shell, to stderr
  const log = {
    warn: (o: unknown, m?: string) => io.err(`${m ?? ''} ${JSON.stringify(o)}`),
    error: (o: unknown, m?: string) =>
      io.err(`${m ?? ''} ${String((o as { err?: unknown })?.err ?? JSON.stringify(o))}`),
  }
  const ctx: LifeContext = { log: log as unknown as NonNullable<LifeContext['log']>, ...staffCtx }
  const done = (result: Result<unknown>) => {
    if (!result.ok) {
      io.err(result.message)
      return 1
    }
    io.out(JSON.stringify(result.value, null, 2))
    return 0
  }
  const [first, second] = c.args as [string, string]
  switch (c.verb) {
    case 'list':
      return done(await staff.listOrders(ctx, first))
    case 'show':
      return done(await staff.showOrder(ctx, first))
    case 'create':
      return done(await staff.createOrder(ctx, c.input as z.infer<typeof createOrderSchema>))
    case 'ship':
      return done(await staff.ship(ctx, { orderId: first, ...(c.input as z.infer<typeof shipSchema>) }))
    case 'backorder':
      return done(
        await staff.backorder(ctx, { orderId: first, ...(c.input as z.infer<typeof backorderSchema>) }),
      )
    case 'deliver':
      return done(await staff.deliver(ctx, first))
    default:
      return done(
        await staff.staffCancelBackorder(ctx, {
          orderId: first,
          ...(c.input as z.infer<typeof staffCancelSchema>),
        }),
      )
  }
  void second
}
