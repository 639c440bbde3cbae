/**
 * The loyalty-claim staff tools (issue 19, decision 0197): the admin API adds a claim to a customer
 * (code generated or given, value above 0, a description) that the customer's getClaims then shows,
 * lists a customer's claims by id, e-mail or back-office id; bad input is a 400 naming the field, a
 * taken code a 409, an unknown customer a 404; the CLI verbs `claims` and `claim-add`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseBackofficeArgs, runBackofficeCommand } from '../src/backoffice/staff-command.ts'
import { TRADE_DEMO_PASSWORD } from '../src/seed/trade-customers.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { signIn } from './user-helpers.ts'

const ADMIN_KEY = 'test-admin-key-claims'
const BAKKER = 'info@fietsenmaker-bakker.nl'

describe(`loyalty claims staff tools (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
    t.ctx.config.accounts.adminApiKey = ADMIN_KEY
  })
  afterAll(() => t.close())

  const admin = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    t.app
      .inject({
        method,
        url: `/api/admin/backoffice/claims${path}`,
        headers: { 'x-admin-key': ADMIN_KEY },
        payload: body as never,
      })
      .then((r) => ({ status: r.statusCode, body: JSON.parse(r.body) }))

  it('adds a claim with a generated code; the customer sees it on the loyalty card', async () => {
    const added = await admin('POST', '', { customer: 'D10002', value: 12.5, description: 'Beursbonus 2026' })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect(added.body.result).toMatchObject({ value: 12.5, description: 'Beursbonus 2026' })
    expect(added.body.result.code).toMatch(/^LOY-D10002-\d{4}-[0-9A-F]{4}$/)
    const listed = await admin('GET', `?customer=${encodeURIComponent(BAKKER)}`)
    expect(listed.body.result.claims[0]).toMatchObject({ code: added.body.result.code, value: 12.5 })
    const { token } = await signIn(t.app, BAKKER, TRADE_DEMO_PASSWORD)
    const own = await call(t.app, 'POST', `/api/oculus/getClaims?token=${token}`, {})
    expect(own.body.result.body.claims[0].code).toBe(added.body.result.code)
    expect(own.body.result.body.total).toBe(listed.body.result.total)
  })

  it('takes a given code once; bad input is a 400 naming the field; an unknown customer a 404', async () => {
    const first = await admin('POST', '', {
      customer: 'D10001',
      value: 5,
      description: 'Eigen code',
      code: 'STAFF-TEST-1',
    })
    expect(first.status).toBe(200)
    const again = await admin('POST', '', {
      customer: 'D10001',
      value: 5,
      description: 'Eigen code',
      code: 'STAFF-TEST-1',
    })
    expect(again.status).toBe(409)
    expect(again.body.result).toContain('code')
    for (const [over, field] of [
      [{ value: 0 }, 'value'],
      [{ value: -3 }, 'value'],
      [{ value: 1.234 }, 'value'],
      [{ description: '' }, 'description'],
      [{ description: 'x'.repeat(501) }, 'description'],
      [{ code: 'met spatie' }, 'code'],
      [{ customer: '' }, 'customer'],
    ] as const) {
      const res = await admin(
        'POST',
        '',
        Object.assign({ customer: 'D10001', value: 5, description: 'Goed' }, over),
      )
      expect(res.status, JSON.stringify(over)).toBe(400)
      expect(res.body.result).toContain(field)
    }
    expect((await admin('POST', '', { customer: 'D99999', value: 5, description: 'Niemand' })).status).toBe(
      404,
    )
    expect((await admin('GET', '')).status).toBe(400)
  })

  it('the CLI lists and adds claims', async () => {
    const run = async (args: string[]) => {
      const parsed = parseBackofficeArgs(args)
      if (typeof parsed === 'string') throw new Error(parsed)
      const out: string[] = []
      const err: string[] = []
      const code = await runBackofficeCommand(
        { database: t.database, config: t.ctx.config, cache: t.ctx.cache },
        parsed,
        { out: (l) => out.push(l), err: (l) => err.push(l) },
      )
      return { code, out: out.join('\n'), err: err.join('\n') }
    }
    expect(parseBackofficeArgs(['claim-add', 'D10011', '--description', 'x y z'])).toMatch(/^value: /)
    expect(parseBackofficeArgs(['claim-add', 'D10011', '--value', '0', '--description', 'Nul'])).toMatch(
      /^value: must be greater than 0/,
    )
    expect(parseBackofficeArgs(['claims'])).toMatch(/claims takes 1 argument/)
    const added = await run(['claim-add', 'D10011', '--value', '25', '--description', 'Messebonus Köln'])
    expect(added.code, added.err).toBe(0)
    expect(added.out).toMatch(/^LOY-D10011-\d{4}-[0-9A-F]{4}\t25\.00\tMessebonus Köln/)
    const listed = await run(['claims', 'einkauf@fahrradhaus-mueller.de'])
    expect(listed.code).toBe(0)
    expect(listed.out).toContain('Messebonus Köln')
    expect(listed.out).toMatch(/total \d+\.\d{2} \(customer \d+\)/)
    const unknown = await run(['claims', 'D99999'])
    expect(unknown.code).toBe(1)
    expect(unknown.err).toContain('No customer D99999')
  })
})
