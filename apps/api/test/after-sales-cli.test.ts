/**
 * The returns verbs of `npm run backoffice` (decision 0178): arguments checked before any
 * database, and list, show and a status step on the shop's database through runBackofficeCommand,
 * the same staff service as the admin API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseBackofficeArgs, runBackofficeCommand } from '../src/backoffice/staff-command.ts'
import { TRADE_DEMO_PASSWORD } from '../src/seed/trade-customers.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { signIn } from './user-helpers.ts'
import { JANSEN } from './order-list-helpers.ts'
import { deliveredOrder, lineQty, oculus } from './helpers/returns.ts'

const DB = process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'

function captured() {
  const out: string[] = []
  const err: string[] = []
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } }
}

describe('backoffice CLI: returns arguments', () => {
  it.each([
    [['returns', 'extra'], /returns takes no arguments/],
    [['returns', '--status', 'lost'], /^status: /],
    [['returns', '--type', 'gift'], /^type: must be return or warranty/],
    [['return'], /return takes 1 argument, got 0/],
    [['return', 'RMA1000001', '--status', 'received'], /return takes no --status/],
    [['return-status', 'RMA1000001'], /return-status takes 2 arguments, got 1/],
    [['return-status', 'RMA1000001', 'lost'], /^status: must be one of requested, received/],
    [['return-status', 'RMA1000001', 'received', '--bogus', 'x'], /Unknown option '--bogus'/],
  ])('%j is refused: %s', (args, message) => {
    const parsed = parseBackofficeArgs(args)
    expect(typeof parsed).toBe('string')
    expect(parsed).toMatch(message)
  })

  it('the usage names the returns verbs', () => {
    expect(parseBackofficeArgs([])).toMatch(/return-status <id or RMA number>/)
  })
})

describe(`backoffice CLI: returns on the database (${DB})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t?.close())

  const run = async (args: string[]) => {
    const parsed = parseBackofficeArgs(args)
    if (typeof parsed === 'string') throw new Error(parsed)
    const c = captured()
    const code = await runBackofficeCommand(
      { database: t.database, config: t.ctx.config, cache: t.ctx.cache },
      parsed,
      c.io,
    )
    return { code, ...c }
  }

  it('lists, shows and steps a request; a refused step says why and exits 1', async () => {
    const token = (await signIn(t.app, JANSEN, TRADE_DEMO_PASSWORD)).token
    const customerId = (await call(t.app, 'GET', `/api/user/me?token=${token}`)).body.result.id
    const order = await deliveredOrder(t, customerId, [{ sku: 'CLI-1', name: 'Spaak', qty: 10 }])
    const sent = await oculus(t, token, 'sendItensBackToOculus', {
      items: [order.lines[0]!.id],
      qtys: [3],
      oculus_order: order.number,
      type: 'return',
      reason: 'wrong_item',
    })
    expect(sent.status).toBe(200)
    const { number } = sent.body.result.body

    const list = await run(['returns', '--status', 'requested', '--customer', JANSEN])
    expect(list.code).toBe(0)
    expect(list.out.join('\n')).toContain(`${number}\treturn\trequested\torder ${order.number}`)

    const skip = await run(['return-status', number, 'approved'])
    expect(skip.code).toBe(1)
    expect(skip.err.join('\n')).toBe(
      'status: a request that is requested cannot become approved; next can be received or rejected.',
    )
    const rejected = await run(['return-status', number, 'rejected', '--reject-reason', 'Niet ontvangen'])
    expect(rejected.code, rejected.err.join('\n')).toBe(0)
    expect(rejected.out[0]).toContain('\trejected\t')
    expect(rejected.out.join('\n')).toContain('rejected: Niet ontvangen')
    expect(await lineQty(t, order.lines[0]!.id)).toEqual({ delivered: 10, returned: 0 })

    const show = await run(['return', number])
    expect(show.code).toBe(0)
    expect(show.out.join('\n')).toMatch(/\trequested\n.*\trejected\tNiet ontvangen/s)
    expect((await run(['return', 'RMA0000000'])).code).toBe(1)
  })
})
