/**
 * Customer A's token never reads or changes customer B's data: profile, addresses, orders, reviews
 * (carts: see user-cart.test.ts). And every customer-scoped call refuses a missing, forged or expired
 * token with exactly `{code: 401, result}`. The full table of A, B and a guest against every
 * customer-scoped call (issue 14) is authorization-matrix.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { customerSession, homeAddress, signIn } from './user-helpers.ts'
import { salesOrder } from '../src/db/schema/index.ts'

type Session = Awaited<ReturnType<typeof customerSession>>

describe(`authorization matrix (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let clock = Date.now()
  let a: Session
  let b: Session
  let bAddressId: number
  let bOrder: string

  const insertOrder = async (customerId: number | null, email: string) => {
    const [row] = await t.ctx.database.db
      .insert(salesOrder)
      .values({
        orderToken: `tok-${Math.random().toString(36).slice(2)}-${Date.now()}`,
        status: 'pending',
        storeId: 1,
        customerId,
        customerEmail: email,
        idempotencyKey: `idem-${Math.random().toString(36).slice(2)}-${Date.now()}`,
        currency: 'EUR',
        subtotal: '100',
        subtotalInclTax: '121',
        shippingAmount: '4',
        shippingInclTax: '5',
        discountAmount: '0',
        taxAmount: '21.84',
        grandTotal: '126',
        totalSegments: [],
        paymentMethod: 'ideal',
      })
      .returning({ incrementId: salesOrder.incrementId })
    return row!.incrementId
  }

  beforeAll(async () => {
    t = await buildTestApp({ now: () => new Date(clock) })
    a = await customerSession(t.app)
    b = await customerSession(t.app)
    const meB = await call(t.app, 'GET', `/api/user/me?token=${b.token}`)
    bAddressId = meB.body.result.addresses[0].id
    await insertOrder(a.id, a.email)
    await insertOrder(a.id, a.email)
    bOrder = await insertOrder(b.id, b.email)
    // a guest order with A's e-mail is not A's account order
    await insertOrder(null, a.email)
  })
  afterAll(() => t.close())

  it("reads only one's own profile", async () => {
    const me = await call(t.app, 'GET', `/api/user/me?token=${a.token}`)
    expect(me.body.result.id).toBe(a.id)
    expect(JSON.stringify(me.body)).not.toContain(b.email)
  })

  it("cannot update, take over or delete B's address", async () => {
    const takeOver = await call(t.app, 'POST', `/api/user/me?token=${a.token}`, {
      customer: { addresses: [{ ...homeAddress({ city: 'Gekaapt' }), id: bAddressId }] },
    })
    expect(takeOver).toMatchObject({
      status: 403,
      body: { result: 'Provided invalid address.id or address.customer_id' },
    })
    const asB = await call(t.app, 'POST', `/api/user/me?token=${a.token}`, {
      customer: { addresses: [{ ...homeAddress(), customer_id: b.id }] },
    })
    expect(asB.status).toBe(403)
    // A replacing its own list never touches B's address book
    const own = await call(t.app, 'POST', `/api/user/me?token=${a.token}`, { customer: { addresses: [] } })
    expect(own.status).toBe(200)
    const meB = await call(t.app, 'GET', `/api/user/me?token=${b.token}`)
    expect(meB.body.result.addresses).toHaveLength(1)
    expect(meB.body.result.addresses[0]).toMatchObject({ id: bAddressId, city: 'Utrecht' })
  })

  it("cannot take B's e-mail address", async () => {
    // no e-mail address can be taken: it cannot be changed at all (spec 001 §5, issue 16)
    const res = await call(t.app, 'POST', `/api/user/me?token=${a.token}`, { customer: { email: b.email } })
    expect(res.status).toBe(400)
    expect(res.body.result).toMatch(/^email: /)
    await signIn(t.app, b.email, b.password)
  })

  it("lists only one's own orders, newest first, paged", async () => {
    const historyA = await call(t.app, 'GET', `/api/user/order-history?token=${a.token}`)
    expect(historyA.status).toBe(200)
    const { items, total_count, search_criteria } = historyA.body.result
    expect(total_count).toBe(2)
    expect(items.every((o: any) => o.customer_id === a.id)).toBe(true)
    expect(items.map((o: any) => o.increment_id)).not.toContain(bOrder)
    expect(items[0].entity_id).toBeGreaterThan(items[1].entity_id)
    expect(search_criteria).toMatchObject({ page_size: 20, current_page: 1 })
    expect(items[0]).toMatchObject({ grand_total: 126, order_currency_code: 'EUR', status: 'pending' })

    const page2 = await call(
      t.app,
      'GET',
      `/api/user/order-history?token=${a.token}&pageSize=1&currentPage=2`,
    )
    expect(page2.body.result.items).toHaveLength(1)
    expect(page2.body.result.total_count).toBe(2)

    const historyB = await call(t.app, 'GET', `/api/user/order-history?token=${b.token}`)
    expect(historyB.body.result.items.map((o: any) => o.increment_id)).toEqual([bOrder])
  })

  it("changes only one's own password", async () => {
    const res = await call(t.app, 'POST', `/api/user/change-password?token=${a.token}`, {
      currentPassword: b.password,
      newPassword: 'Anders12345',
    })
    // same demo password for both: A's current password is right, A's password changes, not B's
    expect(res.status).toBe(200)
    await signIn(t.app, b.email, b.password)
    // the change ended A's access tokens (decision 0111): A signs in again
    a = { ...a, password: 'Anders12345', ...(await signIn(t.app, a.email, 'Anders12345')) }
  })

  it("sees only one's own reviews", async () => {
    const [p] = await t.ctx.database.rows<{ id: number }>(sql`select id from product order by id limit 1`)
    const review = { product_id: p!.id, title: 'B schrijft', detail: 'Tekst', nickname: 'B' }
    const byB = await call(t.app, 'POST', `/api/review/create?token=${b.token}`, { review })
    expect(byB.status).toBe(200)
    const inNameOfB = await call(t.app, 'POST', `/api/review/create?token=${a.token}`, {
      review: { ...review, customer_id: b.id },
    })
    expect(inNameOfB.status).toBe(403)
    const mineA = await call(t.app, 'GET', `/api/review/mine?token=${a.token}`)
    expect(mineA.body.result).toEqual([])
  })

  describe('every customer-scoped call refuses bad tokens with 401 and nothing else', () => {
    const calls: [string, 'GET' | 'POST', string, unknown][] = [
      ['profile', 'GET', '/api/user/me', undefined],
      ['profile update', 'POST', '/api/user/me', { customer: { firstname: 'Inbreker' } }],
      ['order history', 'GET', '/api/user/order-history', undefined],
      [
        'change password',
        'POST',
        '/api/user/change-password',
        { currentPassword: 'x', newPassword: 'Inbraak12345' },
      ],
      ['own reviews', 'GET', '/api/review/mine', undefined],
    ]
    const expected = { code: 401, result: "The consumer isn't authorized to access self." }

    it.each(calls)('%s', async (_name, method, path, body) => {
      const forged = a.token.replace(/\.[^.]+$/, '.c2lnbmF0dXJlLXZhbi1lZW4taW5icmVrZXI')
      for (const token of ['', 'x', forged, `${b.token}x`]) {
        const res = await call(t.app, method, `${path}?token=${encodeURIComponent(token)}`, body)
        expect(res.status, `${path} with token "${token.slice(0, 12)}"`).toBe(401)
        expect(res.body).toEqual(expected)
      }
      const header = await t.app.inject({
        method,
        url: path,
        headers: { authorization: 'Bearer nonsense' },
        payload: body as never,
      })
      expect(JSON.parse(header.body)).toEqual(expected)
    })

    it('expired tokens too, and nothing changed', async () => {
      const fresh = await signIn(t.app, b.email, b.password)
      clock += (t.ctx.config.accounts.accessTokenTtlSeconds + 5) * 1000
      for (const [, method, path, body] of calls) {
        const res = await call(t.app, method, `${path}?token=${fresh.token}`, body)
        expect(res.body).toEqual(expected)
      }
      const [row] = await t.ctx.database.rows<{ firstname: string }>(
        sql`select firstname from customer where id = ${b.id}`,
      )
      expect(row!.firstname).toBe('Jan')
      await signIn(t.app, b.email, b.password)
    })
  })

  it('a deleted account is refused like a forged token', async () => {
    const c = await customerSession(t.app)
    await t.ctx.database.rows(sql`delete from customer where id = ${c.id}`)
    expect((await call(t.app, 'GET', `/api/user/me?token=${c.token}`)).status).toBe(401)
    expect((await call(t.app, 'POST', '/api/user/refresh', { refreshToken: c.refreshToken })).status).toBe(
      401,
    )
    expect(await t.ctx.database.db.select().from(salesOrder).where(eq(salesOrder.customerId, c.id))).toEqual(
      [],
    )
  })
})
