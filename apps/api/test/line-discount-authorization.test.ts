/**
 * The authorization matrix of the line-discount calls (decision 0158): applyDiscountCart and
 * getDiscountsAppliedMagento aimed at customer A's cart line, by every kind of caller: a guest, a
 * forged token, A, another customer B, a purchaser assigned to A acting for A, the same purchaser
 * on their own token, a purchaser not assigned to A (own token; a takeover is refused), and a
 * purchaser acting for B. Every cell is asserted, and only the acting purchaser changes A's line.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertCartFixture } from './cart-fixture.ts'
import { assign, makePurchaser, takeOver } from './helpers/purchaser.ts'
import { cartOf, shopperWith } from './order-extras-helpers.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'

type Caller =
  'guest' | 'forged' | 'customerA' | 'customerB' | 'actingForA' | 'purchaserOwn' | 'unassigned' | 'actingForB'
const CALLERS: Caller[] = [
  'guest',
  'forged',
  'customerA',
  'customerB',
  'actingForA',
  'purchaserOwn',
  'unassigned',
  'actingForB',
]

describe(`authorization matrix of the line-discount calls (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  const tokens = {} as Record<Caller, string>
  const A = { id: 0, cartId: '', itemId: 0 }

  const request = (as: Caller, name: string, body: unknown) =>
    call(t.app, 'POST', `/api/oculus/${name}${tokens[as] ? `?token=${tokens[as]}` : ''}`, body)
  const linePercent = async () =>
    (
      await t.ctx.database.rows<{ p: string | null }>(
        sql`select discount_percent::text as p from quote_item where id = ${A.itemId}`,
      )
    )[0]!.p

  beforeAll(async () => {
    t = await buildTestApp()
    await insertCartFixture(t.ctx.database)
    await t.ctx.database.rows(sql`update stock_item set qty = '1000'`)
    const a = await shopperWith(t, 'D9401', {})
    const b = await shopperWith(t, 'D9402', {})
    A.id = a.id
    A.cartId = await cartOf(t, a, [{ sku: 'FX-BIKE', qty: 1 }])
    A.itemId = (
      await t.ctx.database.rows<{ id: number }>(
        sql`select id from quote_item where quote_id = ${Number(A.cartId)}`,
      )
    )[0]!.id
    const purchaser = await makePurchaser(t, { maxDiscount: 10 })
    await assign(t, purchaser.id, a.id)
    await assign(t, purchaser.id, b.id)
    const unassigned = await makePurchaser(t, { maxDiscount: 50 })
    Object.assign(tokens, {
      guest: '',
      forged: 'eyJhbGciOiJIUzI1NiJ9.e30.forged',
      customerA: a.token,
      customerB: b.token,
      actingForA: (await takeOver(t, purchaser, a.id, 'customer')).token,
      purchaserOwn: purchaser.token,
      unassigned: unassigned.token,
      actingForB: (await takeOver(t, purchaser, b.id, 'customer')).token,
    })
    // the unassigned purchaser cannot even start a takeover of A
    const hash = await call(t.app, 'POST', `/api/purchaser/create-hash?token=${unassigned.token}`, {
      customerId: a.id,
      purchaserId: unassigned.id,
    })
    expect(hash.status).toBe(403)
  })
  afterAll(() => t?.close())

  const apply: Record<Caller, number> = {
    guest: 401,
    forged: 401,
    customerA: 403,
    customerB: 403,
    actingForA: 200,
    purchaserOwn: 403,
    unassigned: 403,
    actingForB: 403,
  }
  const list: Record<Caller, number> = { ...apply, customerA: 200 }

  for (const as of CALLERS) {
    it(`applyDiscountCart by ${as}: ${apply[as]}`, async () => {
      const res = await request(as, 'applyDiscountCart', {
        customer_id: A.id,
        cart_id: A.cartId,
        quote_item_id: A.itemId,
        disc_perc: 4,
        comment: 'matrix',
        type: 'internal',
      })
      expect(res.status, JSON.stringify(res.body)).toBe(apply[as])
      expect(res.body.code).toBe(apply[as])
      if (apply[as] === 200) {
        expect(res.body.result.body).toEqual([
          { item_id: A.itemId, sku: 'FX-BIKE', disc_perc: 4, comment: 'matrix', type: 'internal' },
        ])
        expect(await linePercent()).toBe('4.00')
        // back to none for the next cell
        await request(as, 'applyDiscountCart', { cart_id: A.cartId, quote_item_id: A.itemId, disc_perc: 0 })
      } else {
        expect(res.body.result).toEqual(expect.any(String))
        expect(JSON.stringify(res.body)).not.toContain('matrix')
      }
      expect(await linePercent()).toBeNull()
    })

    it(`getDiscountsAppliedMagento by ${as}: ${list[as]}`, async () => {
      await request('actingForA', 'applyDiscountCart', {
        cart_id: A.cartId,
        quote_item_id: A.itemId,
        disc_perc: 3,
        comment: 'intern',
        type: 'internal',
      })
      const res = await request(as, 'getDiscountsAppliedMagento', { customer_id: A.id, cart_id: A.cartId })
      expect(res.status, JSON.stringify(res.body)).toBe(list[as])
      expect(res.body.code).toBe(list[as])
      if (as === 'actingForA')
        expect(res.body.result.body).toEqual([
          { item_id: A.itemId, sku: 'FX-BIKE', disc_perc: 3, comment: 'intern', type: 'internal' },
        ])
      else if (as === 'customerA')
        expect(res.body.result.body).toEqual([
          { item_id: A.itemId, sku: 'FX-BIKE', disc_perc: 3, comment: null, type: 'internal' },
        ])
      else expect(JSON.stringify(res.body)).not.toContain('intern"')
      await request('actingForA', 'applyDiscountCart', {
        cart_id: A.cartId,
        quote_item_id: A.itemId,
        disc_perc: 0,
      })
    })
  }
})
