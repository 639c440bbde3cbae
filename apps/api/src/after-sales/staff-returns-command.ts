/**
 * The returns verbs of `npm run backoffice` (decision 0178), dispatched from
 * backoffice/staff-command.ts: the same staff service and schemas as the admin API.
 *
 *   returns [--status <status>] [--type return|warranty] [--customer <customer>] [--page <n>]
 *   return <id or RMA number>
 *   return-status <id or RMA number> <status> [--note <text>] [--reject-reason <text>]
 */
import { parseArgs } from 'node:util'
import type { CommandOutput } from '../cli/database-command.ts'
import type { StaffContext } from '../backoffice/staff-customers.ts'
import { cliContext, printResult } from '../backoffice/staff-cli-parts.ts'
import type { StaffReturnView } from './return-list.ts'
import { adminListQuery, statusStepBody } from './schemas.ts'
import { listReturns, showReturn, stepReturn, type StaffReturnDetail } from './staff-returns.ts'

export const RETURNS_USAGE = `  returns [--status <status>] [--type return|warranty] [--customer <customer>] [--page <n>]
                                        return and warranty requests, newest first
  return <id or RMA number>             one request with its lines, photos and history
  return-status <id or RMA number> received|approved|rejected|credited|replaced
                [--note <text>] [--reject-reason <text>]
                                        the next step (rejected needs --reject-reason;
                                        credited issues the credit note); the customer is mailed`

export interface ReturnsCommand {
  command: 'returns-staff'
  run: (ctx: StaffContext, io: CommandOutput) => Promise<number>
}

const VERBS = new Set(['returns', 'return', 'return-status'])

/** The CLI's staff have no request log: failures of a mail go to stderr. */
function lines(r: StaffReturnView): string[] {
  return [
    `${r.returnId}\t${r.number}\t${r.type}\t${r.status}\torder ${r.orderId}\tcustomer ${r.customerId}\t${r.createdAt}`,
    `  reason ${r.reason}${r.reasonText ? `: ${r.reasonText}` : ''}${r.rejectReason ? `; rejected: ${r.rejectReason}` : ''}`,
    ...r.lines.map((l) => `  ${l.qty} × ${l.sku} ${l.name}`),
    ...(r.creditNote ? [`  credit note ${r.creditNote.number} (${r.creditNote.invoicePath})`] : []),
  ]
}

function detailLines(r: StaffReturnDetail): string[] {
  return [
    ...lines(r),
    ...r.photoFiles.map((p) => `  photo ${p.index}: ${p.fileName ?? '-'} ${p.contentType} ${p.size} bytes`),
    ...r.history.map((h) => `  ${h.at}\t${h.status}${h.note ? `\t${h.note}` : ''}`),
  ]
}

/** null: not a returns verb; a string: the problem to print. */
export function parseReturnsArgs(args: readonly string[]): ReturnsCommand | string | null {
  if (!VERBS.has(args[0] ?? '')) return null
  let parsed
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: {
        status: { type: 'string' },
        type: { type: 'string' },
        customer: { type: 'string' },
        page: { type: 'string' },
        note: { type: 'string' },
        'reject-reason': { type: 'string' },
      },
    })
  } catch (error) {
    return `${(error as Error).message}\n${RETURNS_USAGE}`
  }
  const { values, positionals } = parsed
  const [verb, ...rest] = positionals
  const problem = (issue: { path: PropertyKey[]; message: string }) =>
    `${issue.path.map(String).join('.')}: ${issue.message}\n${RETURNS_USAGE}`
  const done = printResult
  const full = cliContext
  if (verb === 'returns') {
    if (rest.length) return `returns takes no arguments\n${RETURNS_USAGE}`
    if (values.note || values['reject-reason'])
      return `returns takes no --note or --reject-reason\n${RETURNS_USAGE}`
    const query = adminListQuery.safeParse({
      status: values.status,
      type: values.type,
      customer: values.customer,
      page: values.page,
    })
    if (!query.success) return problem(query.error.issues[0]!)
    return {
      command: 'returns-staff',
      run: async (ctx, io) =>
        done<{ items: StaffReturnView[]; total: number; page: number }>((p) => [
          ...p.items.flatMap(lines),
          `page ${p.page}, ${p.items.length} of ${p.total}`,
        ])(await listReturns(full(ctx, io), query.data), io),
    }
  }
  const stray = ['status', 'type', 'customer', 'page'].find(
    (k) => values[k as keyof typeof values] !== undefined,
  )
  if (stray) return `${verb} takes no --${stray}\n${RETURNS_USAGE}`
  if (verb === 'return') {
    if (rest.length !== 1) return `return takes 1 argument, got ${rest.length}\n${RETURNS_USAGE}`
    if (values.note || values['reject-reason'])
      return `return takes no --note or --reject-reason\n${RETURNS_USAGE}`
    return {
      command: 'returns-staff',
      run: async (ctx, io) => done(detailLines)(await showReturn(full(ctx, io), rest[0]!), io),
    }
  }
  if (rest.length !== 2) return `return-status takes 2 arguments, got ${rest.length}\n${RETURNS_USAGE}`
  const step = statusStepBody.safeParse({
    status: rest[1],
    note: values.note,
    rejectReason: values['reject-reason'],
  })
  if (!step.success) return problem(step.error.issues[0]!)
  return {
    command: 'returns-staff',
    run: async (ctx, io) =>
      done(detailLines)(await stepReturn(full(ctx, io), rest[0]!, step.data, 'staff (cli)'), io),
  }
}
