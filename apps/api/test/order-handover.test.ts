/**
 * Placing an order hands it to the back office (decision 0126, 0127), and a step that refuses
 * halfway leaves the database as it was: no order, the stock and the cart untouched.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backOfficeOf, useBackOffice } from '../src/backoffice/back-office-factory.ts'
import { createBuiltinBackOffice } from '../src/backoffice/builtin-back-office.ts'
import { fail } from '../src/result.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { insertCartFixture } from './cart-fixture.ts'
import { cartWith, orderBody } from './order-helpers.ts'

describe(`order handover to the back office (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
    await insertCartFixture(t.ctx.database)
  })
  afterAll(() => t.close())

  const one = async <T>(query: ReturnType<typeof sql>) => (await t.ctx.database.rows<T>(query))[0]
  const stockOf = async (sku: string) =>
    (await one<{ qty: string }>(
      sql`select s.qty::text as qty from stock_item s join product p on p.id = s.product_id where p.sku = ${sku}`,
    ))!.qty

  it('hands every placed order over: the back office has its own number beside the shop order number', async () => {
    const cartId = await cartWith(t.app, [{ sku: 'FX-BIKE', qty: 1 }])
    const res = await call(t.app, 'POST', '/api/order', orderBody(cartId, [{ sku: 'FX-BIKE', qty: 1 }]))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const handed = await backOfficeOf(t.ctx).order(res.body.result.orderNumber)
    expect(handed).toMatchObject({ orderNumber: res.body.result.orderNumber, status: 'pending' })
    expect(handed!.backofficeNumber).toMatch(/^BO\d{8}$/)
  })

  it('when the back office refuses, nothing of the order remains: no order, stock and cart as they were', async () => {
    const builtin = createBuiltinBackOffice(t.ctx.database, () => t.ctx.now())
    useBackOffice(t.ctx.database, {
      ...builtin,
      submitOrder: async () => fail('upstream_failed', 'The back office is not taking orders'),
    })
    try {
      const before = await stockOf('FX-BIKE')
      const orders = await one<{ n: number }>(sql`select count(*)::int as n from sales_order`)
      const cartId = await cartWith(t.app, [{ sku: 'FX-BIKE', qty: 1 }])
      const res = await call(t.app, 'POST', '/api/order', orderBody(cartId, [{ sku: 'FX-BIKE', qty: 1 }]))
      expect(res.status).toBe(502)
      expect(res.body.result).toBe('The back office is not taking orders')
      expect(await stockOf('FX-BIKE')).toBe(before)
      expect(await one(sql`select count(*)::int as n from sales_order`)).toEqual(orders)
      expect(await one(sql`select is_active from quote where token = ${cartId}`)).toEqual({ is_active: true })

      // the same cart orders once the back office takes orders again
      useBackOffice(t.ctx.database, builtin)
      const again = await call(t.app, 'POST', '/api/order', orderBody(cartId, [{ sku: 'FX-BIKE', qty: 1 }]))
      expect(again.status, JSON.stringify(again.body)).toBe(200)
      expect(Number(await stockOf('FX-BIKE'))).toBe(Number(before) - 1)
    } finally {
      useBackOffice(
        t.ctx.database,
        createBuiltinBackOffice(t.ctx.database, () => t.ctx.now()),
      )
    }
  })
})
