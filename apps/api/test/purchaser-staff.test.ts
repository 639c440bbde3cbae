/**
 * The staff tools for purchasers (decision 0152): the admin API and `npm run backoffice` make an
 * account a purchaser (flags), assign and take away customers, list them, and read the audit log,
 * newest first and paged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseBackofficeArgs, runBackofficeCommand } from '../src/backoffice/staff-command.ts'
import { takeOver } from './helpers/purchaser.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { customerSession } from './user-helpers.ts'

const ADMIN_KEY = 'test-admin-key-purchaser-0150'
const BASE = '/api/admin/backoffice'

describe(`purchaser staff tools (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let purchaser: { id: number; email: string; token: string }
  let dealer: { id: number; email: string; token: string }

  const admin = async (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, key = ADMIN_KEY) => {
    const res = await t.app.inject({
      method,
      url: `${BASE}${path}`,
      headers: key ? { 'x-admin-key': key } : {},
      payload: body as never,
    })
    return { status: res.statusCode, body: JSON.parse(res.body) }
  }
  const cli = async (...args: string[]) => {
    const parsed = parseBackofficeArgs(args)
    if (typeof parsed === 'string') return { code: 2, out: [], err: [parsed] }
    const out: string[] = []
    const err: string[] = []
    const code = await runBackofficeCommand(t.ctx, parsed, {
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    })
    return { code, out, err }
  }

  beforeAll(async () => {
    t = await buildTestApp()
    t.ctx.config.accounts.adminApiKey = ADMIN_KEY
    purchaser = await customerSession(t.app)
    dealer = await customerSession(t.app)
  })
  afterAll(() => t?.close())

  it('assigns only to a purchaser; the flag call makes one', async () => {
    const refused = await admin('POST', `/purchasers/${purchaser.id}/customers`, { customer: dealer.email })
    expect(refused.status).toBe(400)
    expect(refused.body.result).toContain('no purchaser')
    const flagged = await admin('POST', `/customers/${purchaser.id}/flags`, {
      is_purchaser: true,
      purchaser_max_discount_percent: 12.5,
    })
    expect(flagged.status, JSON.stringify(flagged.body)).toBe(200)
    expect(flagged.body.result).toMatchObject({ is_purchaser: true, purchaser_max_discount_percent: 12.5 })
    const assigned = await admin('POST', `/purchasers/${purchaser.id}/customers`, { customer: dealer.email })
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200)
    expect(assigned.body.result).toEqual([expect.objectContaining({ id: dealer.id, email: dealer.email })])
    // twice changes nothing
    expect(
      (await admin('POST', `/purchasers/${purchaser.id}/customers`, { customer: dealer.id })).body.result,
    ).toHaveLength(1)
    const listed = await admin('GET', `/purchasers/${purchaser.id}/customers`)
    expect(listed.body.result.map((c: { id: number }) => c.id)).toEqual([dealer.id])
    const me = await call(t.app, 'GET', `/api/purchaser/me-purchaser/${purchaser.token}`)
    expect(me.body.result.purchaser_max_discount_percent).toBe(12.5)
  })

  it('refuses without the admin key, and names a customer it does not know', async () => {
    expect((await admin('GET', `/purchasers/${purchaser.id}/customers`, undefined, '')).status).toBe(401)
    expect((await admin('GET', '/purchaser-audit', undefined, 'wrong')).status).toBe(401)
    const unknown = await admin('POST', `/purchasers/${purchaser.id}/customers`, {
      customer: 'nobody@nowhere.test',
    })
    expect(unknown.status).toBe(404)
  })

  it('reads the audit log newest first, filtered and paged', async () => {
    await takeOver(t, purchaser, dealer.id)
    await takeOver(t, purchaser, dealer.id, 'apart')
    const all = await admin('GET', `/purchaser-audit?purchaser=${purchaser.id}`)
    expect(all.status, JSON.stringify(all.body)).toBe(200)
    expect(all.body.result.total).toBe(2)
    const items = all.body.result.items as { id: number; action: string; customer_id: number }[]
    expect(items.every((i) => i.action === 'takeover' && i.customer_id === dealer.id)).toBe(true)
    expect(items[0]!.id).toBeGreaterThan(items[1]!.id)
    const paged = await admin('GET', `/purchaser-audit?customer=${dealer.id}&page=2&pageSize=1`)
    expect(paged.body.result).toMatchObject({ total: 2, page: 2, pageSize: 1 })
    expect(paged.body.result.items).toEqual([expect.objectContaining({ id: items[1]!.id })])
    expect(
      (await admin('GET', '/purchaser-audit?action=discount&purchaser=' + purchaser.id)).body.result.total,
    ).toBe(0)
    expect((await admin('GET', '/purchaser-audit?pageSize=0')).status).toBe(400)
  })

  it('takes a customer away', async () => {
    const removed = await admin('DELETE', `/purchasers/${purchaser.id}/customers/${dealer.id}`)
    expect(removed.status).toBe(200)
    expect(removed.body.result).toEqual([])
    expect((await admin('DELETE', `/purchasers/${purchaser.id}/customers/${dealer.id}`)).status).toBe(404)
    const hash = await call(t.app, 'POST', `/api/purchaser/create-hash?token=${purchaser.token}`, {
      customerId: dealer.id,
      purchaserId: purchaser.id,
    })
    expect(hash.status).toBe(403)
  })

  it('does the same from npm run backoffice', async () => {
    expect(parseBackofficeArgs(['assign', purchaser.email])).toMatch(/assign takes 2 argument/)
    expect(parseBackofficeArgs(['audit', '--page', '0'])).toMatch(/page/)
    const assigned = await cli('assign', purchaser.email, dealer.email)
    expect(assigned.code, assigned.err.join('\n')).toBe(0)
    expect(assigned.out.join('\n')).toContain(dealer.email)
    const listed = await cli('purchaser-customers', String(purchaser.id))
    expect(listed.out.join('\n')).toContain(dealer.email)
    const audit = await cli('audit', '--purchaser', purchaser.email, '--page-size', '1')
    expect(audit.code, audit.err.join('\n')).toBe(0)
    expect(audit.out.join('\n')).toMatch(/takeover[\s\S]*page 1, 1 of 2/)
    const unassigned = await cli('unassign', purchaser.email, dealer.email)
    expect(unassigned.out).toEqual(['no customers assigned'])
    const again = await cli('unassign', purchaser.email, dealer.email)
    expect(again.code).toBe(1)
    const noPurchaser = await cli('assign', dealer.email, purchaser.email)
    expect(noPurchaser.code).toBe(1)
    expect(noPurchaser.err.join('\n')).toContain('no purchaser')
  })
})
