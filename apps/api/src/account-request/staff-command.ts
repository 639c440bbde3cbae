/**
 * The account-request and loyalty-claim verbs of `npm run backoffice` (decisions 0194, 0197),
 * dispatched from backoffice/staff-command.ts: the same staff services and schemas as the admin API.
 *
 *   account-requests [--status requested|approved|rejected] [--page <n>]
 *   account-request <id>
 *   account-request-approve <id> [--store nl|de] [--group <id>] [--backoffice-id <id>]
 *   account-request-reject <id> --reason "<text>"
 *   claims <customer>
 *   claim-add <customer> --value <euros> --description "<text>" [--code <code>]
 */
import { parseArgs } from 'node:util'
import type { z } from 'zod'
import type { CommandOutput } from '../cli/database-command.ts'
import type { StaffContext } from '../backoffice/staff-customers.ts'
import { cliContext, printResult } from '../backoffice/staff-cli-parts.ts'
import { addClaimBody, addCustomerClaim, listCustomerClaims } from '../loyalty/staff-claims.ts'
import { approveBody, rejectBody, requestIdParams, requestListQuery } from './schemas.ts'
import {
  approveAccountRequest,
  listAccountRequests,
  rejectAccountRequest,
  showAccountRequest,
  type StaffAccountRequest,
} from './staff-requests.ts'

export const ACCOUNT_REQUESTS_USAGE = `  account-requests [--status requested|approved|rejected] [--page <n>]
                                        account requests from /request-account, newest first
  account-request <id>                  one account request
  account-request-approve <id> [--store nl|de] [--group <id>] [--backoffice-id <id>]
                                        create the trade customer (default the next D1xxxx, group
                                        2) and mail the set-password link (7 days)
  account-request-reject <id> --reason "<text>"
                                        reject; the business is mailed the reason
  claims <customer>                     the customer's loyalty claims
  claim-add <customer> --value <euros> --description "<text>" [--code <code>]
                                        add a loyalty claim (code generated unless given)`

export interface AccountRequestsCommand {
  command: 'account-requests-staff'
  run: (ctx: StaffContext, io: CommandOutput) => Promise<number>
}

const TAKES: Record<string, { args: number; options: string[] }> = {
  'account-requests': { args: 0, options: ['status', 'page'] },
  'account-request': { args: 1, options: [] },
  'account-request-approve': { args: 1, options: ['store', 'group', 'backoffice-id'] },
  'account-request-reject': { args: 1, options: ['reason'] },
  claims: { args: 1, options: [] },
  'claim-add': { args: 1, options: ['value', 'description', 'code'] },
}

/** The CLI has no request log: a failed mail goes to stderr. */
const orDash = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v))

export function requestLines(r: StaffAccountRequest): string[] {
  return [
    `${r.id}\t${r.status}\t${r.email}\t${r.company}\t${r.created_at}`,
    `  ${r.contact_person}, ${r.phone}; VAT ${r.vat_id}, KvK ${r.kvk_number}; ${r.branch}; ${r.language}`,
    `  ${r.street}, ${r.postcode} ${r.city}, ${r.country_id}`,
    ...(r.message ? [`  message: ${r.message}`] : []),
    ...(r.status !== 'requested'
      ? [
          `  ${r.status} by ${orDash(r.decided_by)} at ${orDash(r.decided_at)}${r.customer_id ? `; customer ${r.customer_id} (${orDash(r.backoffice_id)})` : ''}${r.reject_reason ? `; reason: ${r.reject_reason}` : ''}`,
        ]
      : []),
    ...(r.mail_error ? [`  mail failed: ${r.mail_error}`] : []),
  ]
}

function checked<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> | string {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]!
  return `${issue.path.map(String).join('.') || 'input'}: ${issue.message}\n${ACCOUNT_REQUESTS_USAGE}`
}

const num = (v: string | undefined) =>
  v === undefined ? undefined : v.trim() === '' ? Number.NaN : Number(v)

/** null: not one of these verbs; a string: the problem to print. */
export function parseAccountRequestArgs(args: readonly string[]): AccountRequestsCommand | string | null {
  const verb = args[0] ?? ''
  const takes = TAKES[verb]
  if (!takes) return null
  let parsed
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: {
        status: { type: 'string' },
        page: { type: 'string' },
        store: { type: 'string' },
        group: { type: 'string' },
        'backoffice-id': { type: 'string' },
        reason: { type: 'string' },
        value: { type: 'string' },
        description: { type: 'string' },
        code: { type: 'string' },
      },
    })
  } catch (error) {
    return `${(error as Error).message}\n${ACCOUNT_REQUESTS_USAGE}`
  }
  const { values, positionals } = parsed
  const rest = positionals.slice(1)
  const stray = Object.keys(values).find((k) => !takes.options.includes(k))
  if (stray) return `${verb} takes no --${stray}\n${ACCOUNT_REQUESTS_USAGE}`
  if (rest.length !== takes.args)
    return `${verb} takes ${takes.args} argument(s), got ${rest.length}\n${ACCOUNT_REQUESTS_USAGE}`
  const done = printResult
  const full = cliContext
  const make = (run: AccountRequestsCommand['run']): AccountRequestsCommand => ({
    command: 'account-requests-staff',
    run,
  })
  if (verb === 'claims')
    return make(async (ctx, io) => done(claimLines)(await listCustomerClaims(ctx, rest[0]!), io))
  if (verb === 'claim-add') {
    const input = checked(addClaimBody, {
      customer: rest[0],
      value: num(values.value),
      description: values.description,
      code: values.code,
    })
    if (typeof input === 'string') return input
    return make(async (ctx, io) =>
      done((c: { code: string; value: number; description: string; customer_id: number }) => [
        `${c.code}\t${c.value.toFixed(2)}\t${c.description}\tcustomer ${c.customer_id}`,
      ])(await addCustomerClaim(full(ctx, io), input), io),
    )
  }
  if (verb === 'account-requests') {
    const query = checked(requestListQuery, { status: values.status, page: values.page })
    if (typeof query === 'string') return query
    return make(async (ctx, io) =>
      done((p: { items: StaffAccountRequest[]; total: number; page: number }) => [
        ...p.items.flatMap(requestLines),
        `page ${p.page}, ${p.items.length} of ${p.total}`,
      ])(await listAccountRequests(full(ctx, io), query), io),
    )
  }
  const params = checked(requestIdParams, { id: rest[0] })
  if (typeof params === 'string') return params
  const id = params.id
  if (verb === 'account-request')
    return make(async (ctx, io) => done(requestLines)(await showAccountRequest(full(ctx, io), id), io))
  if (verb === 'account-request-reject') {
    const body = checked(rejectBody, { reason: values.reason })
    if (typeof body === 'string') return body
    return make(async (ctx, io) =>
      done((r: StaffAccountRequest & { mailed: boolean }) => [
        ...requestLines(r),
        r.mailed ? `  the reason was mailed to ${r.email}` : '  the mail was NOT sent (see above)',
      ])(await rejectAccountRequest(full(ctx, io), id, body.reason, 'staff (cli)'), io),
    )
  }
  const body = checked(approveBody, {
    store: values.store,
    group_id: num(values.group),
    backoffice_id: values['backoffice-id'],
  })
  if (typeof body === 'string') return body
  return make(async (ctx, io) =>
    done(
      (a: { request: StaffAccountRequest; customer_id: number; backoffice_id: string; mailed: boolean }) => [
        ...requestLines(a.request),
        a.mailed
          ? `  customer ${a.customer_id} (${a.backoffice_id}) created; the set-password link was mailed to ${a.request.email}`
          : `  customer ${a.customer_id} (${a.backoffice_id}) created; the mail was NOT sent: send a reset-password link`,
      ],
    )(await approveAccountRequest(full(ctx, io), id, body ?? {}, 'staff (cli)'), io),
  )
}

function claimLines(c: {
  customer_id: number
  claims: { code: string; created_at: string; value: number; description: string }[]
  total: number
}) {
  return [
    ...(c.claims.length
      ? c.claims.map(
          (x) => `${x.code}\t${x.created_at.slice(0, 10)}\t${x.value.toFixed(2)}\t${x.description}`,
        )
      : ['no claims']),
    `total ${c.total.toFixed(2)} (customer ${c.customer_id})`,
  ]
}
