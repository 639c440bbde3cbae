/**
 * The invoice verbs of `npm run backoffice` (decision 0173), the same services as the staff admin
 * API /api/admin/backoffice/invoices:
 *   invoices [--customer <id>] [--status open|paid] [--type debit|credit] [--limit <n>]
 *   invoice-pdf <number> <file>      write the stored PDF to a file
 *   invoice-paid <number> [--paid-at <ISO date-time>]
 */
import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import type { CommandOutput } from '../cli/database-command.ts'
import type { StaffContext } from '../backoffice/staff-customers.ts'
import { markInvoicePaid, staffInvoiceFile, staffInvoices, type StaffInvoice } from './invoice-service.ts'
import { markPaidBody, numberParams, staffListQuery } from './schemas.ts'

export const INVOICE_USAGE = `  invoices [--customer <id>] [--status open|paid] [--type debit|credit] [--limit <n>]
                                        issued invoices and credit notes, newest first
  invoice-pdf <number> <file>           write an invoice's stored PDF to a file
  invoice-paid <number> [--paid-at <ISO date-time>]
                                        mark an invoice paid`

export type InvoiceCommand =
  | { command: 'invoices'; filter: ReturnType<typeof staffListQuery.parse> }
  | { command: 'invoice-pdf'; number: string; file: string }
  | { command: 'invoice-paid'; number: string; paidAt?: string }

const VERBS = ['invoices', 'invoice-pdf', 'invoice-paid']

/** null: not an invoice verb; a string: the message to print. */
export function parseInvoiceArgs(args: readonly string[]): InvoiceCommand | string | null {
  if (!VERBS.includes(args[0] ?? '')) return null
  let parsed
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: {
        customer: { type: 'string' },
        status: { type: 'string' },
        type: { type: 'string' },
        limit: { type: 'string' },
        'paid-at': { type: 'string' },
      },
    })
  } catch (error) {
    return `${(error as Error).message}\n${INVOICE_USAGE}`
  }
  const { values, positionals } = parsed
  const [command, ...rest] = positionals
  const problem = (issues: { path: PropertyKey[]; message: string }[]) =>
    `${issues[0]!.path.join('.')}: ${issues[0]!.message}\n${INVOICE_USAGE}`
  if (command === 'invoices') {
    if (rest.length || values['paid-at'])
      return `invoices takes only --customer, --status, --type, --limit\n${INVOICE_USAGE}`
    const filter = staffListQuery.safeParse({
      customerId: values.customer,
      status: values.status,
      type: values.type,
      limit: values.limit,
    })
    return filter.success ? { command, filter: filter.data } : problem(filter.error.issues)
  }
  const number = numberParams.safeParse({ number: rest[0] })
  if (!number.success) return problem(number.error.issues)
  if (values.customer || values.status || values.type || values.limit)
    return `${command} takes no filter options\n${INVOICE_USAGE}`
  if (command === 'invoice-pdf') {
    if (rest.length !== 2 || values['paid-at']) return `invoice-pdf takes <number> <file>\n${INVOICE_USAGE}`
    return { command, number: number.data.number, file: rest[1]! }
  }
  if (rest.length !== 1) return `invoice-paid takes <number>\n${INVOICE_USAGE}`
  const body = markPaidBody.safeParse(values['paid-at'] ? { paidAt: values['paid-at'] } : {})
  if (!body.success) return problem(body.error.issues)
  return { command: 'invoice-paid', number: number.data.number, paidAt: body.data?.paidAt }
}

const line = (i: StaffInvoice) =>
  `${i.number}\t${i.type}\t${i.issueDate}\tdue ${i.dueDate}\t${i.grandTotal.toFixed(2)} ${i.currency}\t${i.status}\tcustomer ${i.customerId}\t${i.orderId ?? '-'}${i.returnNumber ? `\t${i.returnNumber}` : ''}`

export async function runInvoiceCommand(
  ctx: StaffContext,
  parsed: InvoiceCommand,
  io: CommandOutput,
): Promise<number> {
  const db = ctx.database.db
  if (parsed.command === 'invoices') {
    const list = await staffInvoices(db, parsed.filter)
    if (list.length === 0) io.out('no invoices')
    for (const i of list) io.out(line(i))
    return 0
  }
  if (parsed.command === 'invoice-pdf') {
    const file = await staffInvoiceFile(db, parsed.number)
    if (!file.ok) {
      io.err(file.message)
      return 1
    }
    await writeFile(parsed.file, file.value.bytes)
    io.out(`${parsed.number}: ${file.value.bytes.length} bytes written to ${parsed.file}`)
    return 0
  }
  const paid = await markInvoicePaid(db, parsed.number, parsed.paidAt ? new Date(parsed.paidAt) : new Date())
  if (!paid.ok) {
    io.err(paid.message)
    return 1
  }
  io.out(line(paid.value))
  return 0
}
