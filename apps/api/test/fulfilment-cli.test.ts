/**
 * `npm run backoffice -- orders …` (issue 18, decision 0170): the staff order steps from the shell,
 * checked before a database is opened, then the same functions as the admin API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseBackofficeArgs, runBackofficeCommand } from '../src/backoffice/staff-command.ts'
import { buildTestApp, type TestApp } from './test-app.ts'
import { simpleSkus } from './order-list-helpers.ts'

describe(`backoffice CLI: orders (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const run = async (...args: string[]) => {
    const parsed = parseBackofficeArgs(args)
    if (typeof parsed === 'string') return { code: 1, out: '', err: parsed }
    const out: string[] = []
    const err: string[] = []
    const code = await runBackofficeCommand(t.ctx, parsed, {
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    })
    return { code, out: out.join('\n'), err: err.join('\n') }
  }

  it('refuses bad arguments naming them, before any database', () => {
    expect(parseBackofficeArgs(['orders', 'ship', 'BO1'])).toMatch(/^lines: at least one line/)
    expect(parseBackofficeArgs(['orders', 'ship', 'BO1', '--line', '5:0'])).toMatch(/qty: must be 1 or more/)
    expect(parseBackofficeArgs(['orders', 'create', 'D10001', '--line', 'X:1'])).toMatch(/^source/)
    expect(parseBackofficeArgs(['orders', 'backorder', 'BO1', '7', '--expected', '2026-02-30'])).toMatch(
      /expectedDate: a calendar date/,
    )
    expect(parseBackofficeArgs(['orders', 'deliver'])).toMatch(/takes 1 argument/)
    expect(parseBackofficeArgs(['--help'])).toEqual({ command: 'help' })
  })

  it('creates a phone order, ships part with the rest on backorder, delivers, cancels the backorder', async () => {
    const [p] = await simpleSkus(t, 1)
    const created = await run(
      'orders',
      'create',
      'D10001',
      '--source',
      'phone',
      '--line',
      `${p!.sku}:4`,
      '--po',
      'PO-CLI',
    )
    expect(created.code, created.err).toBe(0)
    const order = JSON.parse(created.out)
    expect(order).toMatchObject({ source: 'phone', poNumber: 'PO-CLI', fulfilment: 'confirmed' })
    const lineId = String(order.lines[0].lineId)
    const shipped = await run(
      'orders',
      'ship',
      order.orderId,
      '--line',
      `${lineId}:1`,
      '--carrier',
      'DPD',
      '--tracking',
      '0123',
      '--backorder-rest',
      '--expected',
      '2027-01-10',
    )
    expect(shipped.code, shipped.err).toBe(0)
    const s = JSON.parse(shipped.out)
    expect(s).toMatchObject({
      fulfilment: 'partly_shipped',
      invoice: { number: expect.stringMatching(/^F/) },
    })
    expect((await run('orders', 'deliver', s.shipment.number)).code).toBe(0)
    const canceled = await run('orders', 'cancel-backorder', order.orderId, lineId, '--qty', '3')
    expect(canceled.code, canceled.err).toBe(0)
    expect(JSON.parse(canceled.out)).toMatchObject({
      qtyCanceled: 3,
      qtyBackordered: 0,
      fulfilment: 'delivered',
    })
    const list = await run('orders', 'list', 'D10001')
    expect(list.out).toContain(order.orderId)
    const missing = await run('orders', 'show', 'BO00000000')
    expect(missing).toMatchObject({ code: 1, err: 'orderId: no order BO00000000' })
  })
})
