/**
 * The invoice verbs of `npm run backoffice` (decision 0173): arguments checked before the
 * database is opened, then list, write the stored PDF, mark paid, on the shop's database.
 */
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseBackofficeArgs, runBackofficeCommand } from '../src/backoffice/staff-command.ts'
import { issueShipmentInvoice } from '../src/invoice/issue-invoice.ts'
import { buildTestApp, type TestApp } from './test-app.ts'
import { customerSession } from './user-helpers.ts'
import { shippedOrder } from './helpers/invoice-fixture.ts'

function captured() {
  const out: string[] = []
  const err: string[] = []
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } }
}

describe('invoice CLI arguments', () => {
  it.each([
    [['invoices', '--status', 'late'], /status/],
    [['invoices', 'extra'], /invoices takes only/],
    [['invoices', '--limit', '0'], /limit/],
    [['invoice-pdf', 'F26-1', '/tmp/x.pdf'], /number: must be an invoice number/],
    [['invoice-pdf', 'F2026-000001'], /invoice-pdf takes <number> <file>/],
    [['invoice-paid', 'F2026-000001', '--paid-at', 'yesterday'], /paidAt/],
    [['invoice-paid', 'F2026-000001', '--bogus'], /Unknown option '--bogus'/],
  ])('%j is refused naming the problem', (args, message) => {
    const parsed = parseBackofficeArgs(args)
    expect(typeof parsed).toBe('string')
    expect(parsed).toMatch(message)
  })
})

describe(`invoice CLI commands (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let number = ''
  let customerId = 0
  beforeAll(async () => {
    t = await buildTestApp()
    customerId = (await customerSession(t.app)).id
    const o = await shippedOrder(t.database.db, customerId)
    await t.database.db.transaction(async (tx) => {
      const r = await issueShipmentInvoice(tx, o.shipment.id, { now: new Date('2032-01-02T09:00:00Z') })
      if (!r.ok) throw new Error(r.message)
      number = r.value.number
    })
  })
  afterAll(() => t.close())

  const run = async (args: string[]) => {
    const parsed = parseBackofficeArgs(args)
    if (typeof parsed === 'string') throw new Error(parsed)
    const c = captured()
    const code = await runBackofficeCommand(t.ctx, parsed, c.io)
    return { code, ...c }
  }

  it('lists, writes the PDF, marks paid (once)', async () => {
    const list = await run(['invoices', '--customer', String(customerId)])
    expect(list.code).toBe(0)
    expect(list.out.join('\n')).toContain(`${number}\tdebit\t2032-01-02\tdue 2032-02-01\t175.02 EUR\topen`)
    const file = join(await mkdtemp(join(tmpdir(), 'invoice-cli-')), 'out.pdf')
    const pdf = await run(['invoice-pdf', number, file])
    expect(pdf.code).toBe(0)
    expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-')
    const paid = await run(['invoice-paid', number])
    expect(paid.code).toBe(0)
    expect(paid.out[0]).toContain('\tpaid\t')
    const again = await run(['invoice-paid', number])
    expect(again.code).toBe(1)
    expect(again.err[0]).toBe(`Invoice ${number} is already paid.`)
    const unknown = await run(['invoice-pdf', 'F2032-999999', file])
    expect(unknown.code).toBe(1)
    expect(unknown.err[0]).toContain('F2032-999999 does not exist')
  })
})
