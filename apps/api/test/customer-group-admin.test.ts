/**
 * Making a business customer (docs/decisions/0077): POST /api/admin/customers/:id/group behind
 * x-admin-key, and the same change through the `npm run customers` command. A customer moved to
 * group 2 gets a groupToken of that group at the next /me, and the catalogue then shows the
 * demo catalogue's trade prices (decision 0078). (Carts read the group from the customer row, 0064.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { resolveGroupId } from '../src/catalog/customer-group.ts'
import { CUSTOMERS_USAGE, parseCustomersArgs, runCustomersCommand } from '../src/user/customers-command.ts'
import { call, buildTestApp, type TestApp } from './test-app.ts'
import { customerSession, register } from './user-helpers.ts'

const ADMIN_KEY = 'test-admin-key-0123456789'
const kind = process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'

describe(`admin: customer groups (${kind})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ cache: true })
    t.ctx.config.accounts.adminApiKey = ADMIN_KEY
  })
  afterAll(() => t.close())

  const setGroup = (id: number | string, body: unknown, key: string | null = ADMIN_KEY) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${id}/group`,
      headers: key === null ? {} : { 'x-admin-key': key },
      payload: body as never,
    })
  const parsed = (res: { statusCode: number; body: string }) => ({
    status: res.statusCode,
    body: JSON.parse(res.body),
  })
  const groupOf = async (id: number) =>
    (await t.ctx.database.rows<{ g: number }>(sql`select group_id as g from customer where id = ${id}`))[0]!.g

  it('moves a customer to the business group; the next groupToken carries it', async () => {
    const customer = await customerSession(t.app)
    const res = parsed(await setGroup(customer.id, { group_id: 2 }))
    expect(res).toEqual({
      status: 200,
      body: {
        code: 200,
        result: { id: customer.id, email: customer.email, group_id: 2, previous_group_id: 1 },
      },
    })
    expect(await groupOf(customer.id)).toBe(2)
    const me = await call(t.app, 'GET', `/api/user/me?token=${customer.token}`)
    expect(me.body.result.group_id).toBe(2)
    expect(await resolveGroupId(t.ctx, null, me.body.result.groupToken)).toBe(2)
    // and back to retail
    const back = parsed(await setGroup(customer.id, { group_id: 1 }))
    expect(back.body.result).toMatchObject({ group_id: 1, previous_group_id: 2 })
  })

  it('gives the new business customer lower catalogue prices than a guest on a trade-priced product', async () => {
    const [tier] = await t.ctx.database.rows<{ sku: string }>(sql`
      select p.sku from tier_price tp join product p on p.id = tp.product_id
      where tp.customer_group_id = 2 and tp.qty = 1 and p.status = 1 and p.visibility = 4
        and p.type_id = 'simple' and p.special_price is null
      order by p.id limit 1`)
    expect(tier, 'a simple product with a trade price in the demo catalogue').toBeDefined()
    const customer = await customerSession(t.app)
    expect((await setGroup(customer.id, { group_id: 2 })).statusCode).toBe(200)
    const { groupToken } = (await call(t.app, 'GET', `/api/user/me?token=${customer.token}`)).body.result
    const price = async (extra: object) => {
      const res = await call(
        t.app,
        'POST',
        '/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query',
        { _appliedFilters: [{ attribute: 'sku', value: { eq: tier!.sku } }], ...extra },
      )
      return res.body.hits.hits[0]._source.final_price_incl_tax as number
    }
    const guest = await price({})
    const business = await price({ groupToken })
    expect(business).toBeLessThan(guest)
    expect(business).toBeCloseTo(guest * 0.97, 1)
  })

  it('answers unknown customers with 404 and unknown or guest groups with 400, changing nothing', async () => {
    const { id } = await register(t.app)
    expect(parsed(await setGroup(99_999_999, { group_id: 2 }))).toEqual({
      status: 404,
      body: { code: 404, result: 'No customer with id 99999999' },
    })
    const unknown = parsed(await setGroup(id, { group_id: 9 }))
    expect(unknown.status).toBe(400)
    expect(unknown.body.result).toBe(
      'Unknown customer group 9; choose one of 1 (Particulier), 2 (Zakelijk), 3 (Dealer)',
    )
    const guest = parsed(await setGroup(id, { group_id: 0 }))
    expect(guest.status).toBe(400)
    expect(guest.body.result).toMatch(/^Customer group 0 is for guests \(not logged in\); choose one of 1 /)
    expect(await groupOf(id)).toBe(1)
  })

  it('refuses bad input with 4xx naming the problem', async () => {
    const { id } = await register(t.app)
    for (const body of [{}, { group_id: '2' }, { group_id: -1 }, { group_id: 1.5 }]) {
      const res = parsed(await setGroup(id, body))
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(JSON.stringify(res.body.result)).toContain('group_id')
    }
    expect((await setGroup('abc', { group_id: 2 })).statusCode).toBe(400)
    expect((await setGroup(0, { group_id: 2 })).statusCode).toBe(400)
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${id}/group`,
      headers: { 'x-admin-key': ADMIN_KEY, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'group_id=2',
    })
    expect(form.statusCode).toBe(415)
    expect(await groupOf(id)).toBe(1)
  })

  it('needs the admin key, and does not exist without ADMIN_API_KEY', async () => {
    const { id } = await register(t.app)
    expect((await setGroup(id, { group_id: 2 }, null)).statusCode).toBe(401)
    expect((await setGroup(id, { group_id: 2 }, 'wrong-key-0123456789')).statusCode).toBe(401)
    t.ctx.config.accounts.adminApiKey = undefined
    try {
      const off = parsed(await setGroup(id, { group_id: 2 }, ADMIN_KEY))
      expect(off.status).toBe(404)
      expect(off.body.result).toContain('ADMIN_API_KEY')
    } finally {
      t.ctx.config.accounts.adminApiKey = ADMIN_KEY
    }
    expect(await groupOf(id)).toBe(1)
  })

  it('lists the customer groups', async () => {
    const res = parsed(
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/customer-groups',
        headers: { 'x-admin-key': ADMIN_KEY },
      }),
    )
    expect(res.body.result).toEqual([
      { id: 0, code: 'NOT LOGGED IN' },
      { id: 1, code: 'Particulier' },
      { id: 2, code: 'Zakelijk' },
      { id: 3, code: 'Dealer' },
    ])
  })

  it('npm run customers: set-group by e-mail or id, groups, and an unknown customer exits 1', async () => {
    const { id, email } = await register(t.app)
    const out: string[] = []
    const err: string[] = []
    const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) }
    const cli = { database: t.ctx.database }
    const byEmail = parseCustomersArgs(['set-group', email.toUpperCase(), '2'])
    if (typeof byEmail === 'string') throw new Error(byEmail)
    expect(await runCustomersCommand(cli, byEmail, io)).toBe(0)
    expect(out).toEqual([`Customer ${id} (${email}): group 1 -> 2`])
    expect(await groupOf(id)).toBe(2)
    expect(await runCustomersCommand(cli, { command: 'set-group', who: { id }, groupId: 3 }, io)).toBe(0)
    expect(await groupOf(id)).toBe(3)
    expect(
      await runCustomersCommand(
        cli,
        { command: 'set-group', who: { email: 'nobody@fietsen.test' }, groupId: 2 },
        io,
      ),
    ).toBe(1)
    expect(err).toEqual(['No customer with e-mail nobody@fietsen.test'])
    out.length = 0
    expect(await runCustomersCommand(cli, { command: 'groups' }, io)).toBe(0)
    expect(out).toEqual(['0\tNOT LOGGED IN\t(guests)', '1\tParticulier', '2\tZakelijk', '3\tDealer'])
  })
})

describe('npm run customers: arguments', () => {
  it.each([
    [[], CUSTOMERS_USAGE],
    [['set-group'], /A customer id or e-mail address is needed, got ""/],
    [['set-group', 'jan'], /A customer id or e-mail address is needed, got "jan"/],
    [['set-group', '0', '2'], /got "0"/],
    [['set-group', '12'], /A group id \(a whole number\) is needed, got ""/],
    [['set-group', '12', 'zakelijk'], /got "zakelijk"/],
    [['set-group', '12', '2', 'x'], /Unexpected argument "x"/],
    [['groups', 'x'], /Unexpected argument "x"/],
    [['delete', '12'], CUSTOMERS_USAGE],
  ])('refuses %j with a message and the usage', (args, message) => {
    const result = parseCustomersArgs(args)
    expect(typeof result).toBe('string')
    if (typeof message === 'string') expect(result).toBe(message)
    else expect(result).toMatch(message)
    expect(result).toContain(CUSTOMERS_USAGE)
  })

  it('reads groups and set-group <id|e-mail> <group>', () => {
    expect(parseCustomersArgs(['groups'])).toEqual({ command: 'groups' })
    expect(parseCustomersArgs(['set-group', '12', '2'])).toEqual({
      command: 'set-group',
      who: { id: 12 },
      groupId: 2,
    })
    expect(parseCustomersArgs(['set-group', 'jan@fietsen.nl', '0'])).toEqual({
      command: 'set-group',
      who: { email: 'jan@fietsen.nl' },
      groupId: 0,
    })
  })
})
