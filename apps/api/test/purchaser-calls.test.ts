/**
 * The purchaser calls of spec 001 §7 (decision 0150): me-purchaser, the customer list, save and
 * delete address for the customer acted for (audited), and the demo purchasers of the seed.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customerAddress, purchaserAudit } from '../src/db/schema/index.ts'
import { TRADE_DEMO_PASSWORD } from '../src/seed/trade-customers.ts'
import { assign, makePurchaser, takeOver, type TestPurchaser } from './helpers/purchaser.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { customerSession, homeAddress, signIn } from './user-helpers.ts'

describe(`purchaser calls (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let purchaser: TestPurchaser
  let dealer: { id: number; token: string; email: string }

  beforeAll(async () => {
    t = await buildTestApp()
    purchaser = await makePurchaser(t, { maxDiscount: 7.5 })
    dealer = await customerSession(t.app)
    await assign(t, purchaser.id, dealer.id)
  })
  afterAll(() => t?.close())

  it('me-purchaser answers the purchaser, by path token or query token', async () => {
    for (const url of [
      `/api/purchaser/me-purchaser/${purchaser.token}`,
      `/api/purchaser/me-purchaser?token=${purchaser.token}`,
    ]) {
      const res = await call(t.app, 'GET', url)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body.result).toMatchObject({
        id: purchaser.id,
        email: purchaser.email,
        is_purchaser: 1,
        purchaser_max_discount_percent: 7.5,
        acting_customer_id: null,
        apart_cart: false,
      })
    }
    const apart = await takeOver(t, purchaser, dealer.id, 'apart')
    const acting = await call(t.app, 'GET', `/api/purchaser/me-purchaser?token=${apart.token}${apart.query}`)
    expect(acting.body.result).toMatchObject({
      id: purchaser.id,
      acting_customer_id: dealer.id,
      apart_cart: true,
    })
  })

  it('the demo purchaser sees the five demo dealers, sorted by company', async () => {
    const demo = await signIn(t.app, 'verkoop@fietsgroothandel.nl', TRADE_DEMO_PASSWORD)
    const res = await call(t.app, 'POST', `/api/purchaser/customer-list/${demo.token}`, {})
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const list = res.body.result as { oculus_customer_id: string; company: string }[]
    expect(list.map((c) => c.oculus_customer_id)).toEqual(['D10011', 'D10002', 'D10004', 'D10001', 'D10003'])
    expect(list[0]).toEqual({
      id: expect.any(Number),
      oculus_customer_id: 'D10011',
      company: 'Fahrradhaus Müller GmbH',
      name: expect.any(String),
      email: 'einkauf@fahrradhaus-mueller.de',
      city: 'Köln',
      postcode: expect.any(String),
      hidden_price_mode: 3,
    })
    expect(list.find((c) => c.oculus_customer_id === 'D10004')).toMatchObject({ hidden_price_mode: 1 })
    const me = await call(t.app, 'GET', `/api/purchaser/me-purchaser/${demo.token}`)
    expect(me.body.result.purchaser_max_discount_percent).toBe(10)
    const outside = await signIn(t.app, 'buitendienst@fietsgroothandel.nl', TRADE_DEMO_PASSWORD)
    const some = await call(t.app, 'POST', `/api/purchaser/customer-list?token=${outside.token}`)
    expect(some.body.result.map((c: { oculus_customer_id: string }) => c.oculus_customer_id).sort()).toEqual([
      'D10001',
      'D10005',
      'D10006',
      'D10012',
    ])
  })

  it('saves and deletes an address of the customer acted for, audited', async () => {
    const taken = await takeOver(t, purchaser, dealer.id)
    const saved = await call(t.app, 'POST', `/api/purchaser/save-address?token=${taken.token}`, {
      address: homeAddress({ city: 'Amersfoort', postcode: '3811AB', default_shipping: false }),
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const id = saved.body.result.address.id as number
    expect(saved.body.result.address).toMatchObject({ city: 'Amersfoort', customer_id: dealer.id })
    const changed = await call(t.app, 'POST', `/api/purchaser/save-address?token=${taken.token}`, {
      address: homeAddress({ id, city: 'Zeist', postcode: '3701AA', default_shipping: false }),
    })
    expect(changed.body.result.address).toMatchObject({ id, city: 'Zeist' })
    // the customer sees it on their own profile
    const me = await call(t.app, 'GET', `/api/user/me?token=${dealer.token}`)
    expect(me.body.result.addresses.map((a: { city: string }) => a.city)).toContain('Zeist')
    const deleted = await call(t.app, 'POST', `/api/purchaser/delete-address?token=${taken.token}`, {
      addressId: id,
    })
    expect(deleted.status).toBe(200)
    expect(await t.database.db.select().from(customerAddress).where(eq(customerAddress.id, id))).toEqual([])
    const again = await call(t.app, 'POST', `/api/purchaser/delete-address?token=${taken.token}`, {
      addressId: id,
    })
    expect(again.status).toBe(404)
    expect(again.body.result).toMatch(/^addressId:/)
    const audit = await t.database.db
      .select({ action: purchaserAudit.action })
      .from(purchaserAudit)
      .where(and(eq(purchaserAudit.purchaserId, purchaser.id), eq(purchaserAudit.customerId, dealer.id)))
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['address_saved', 'address_deleted']))
    expect(audit.filter((a) => a.action === 'address_saved')).toHaveLength(2)
  })

  it("audits a profile change made through /api/user/me and never changes the customer's password", async () => {
    const taken = await takeOver(t, purchaser, dealer.id)
    const saved = await call(t.app, 'POST', `/api/user/me?token=${taken.token}`, {
      customer: { firstname: 'Gerrit' },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const audit = await t.database.db
      .select({ action: purchaserAudit.action })
      .from(purchaserAudit)
      .where(and(eq(purchaserAudit.purchaserId, purchaser.id), eq(purchaserAudit.action, 'profile_saved')))
    expect(audit).toHaveLength(1)
    const password = await call(t.app, 'POST', `/api/user/change-password?token=${taken.token}`, {
      currentPassword: 'Geheim123!',
      newPassword: 'Anders456!x',
    })
    expect(password.status).toBe(403)
    expect((await signIn(t.app, dealer.email, 'Geheim123!')).token).toEqual(expect.any(String))
  })

  it('refuses bad address input with a 400 naming the field, and another customer address with 404', async () => {
    const taken = await takeOver(t, purchaser, dealer.id)
    const bad = await call(t.app, 'POST', `/api/purchaser/save-address?token=${taken.token}`, {
      address: homeAddress({ country_id: 'nl' }),
    })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body.result)).toContain('country_id')
    const other = await customerSession(t.app)
    const [foreign] = await t.database.db
      .select({ id: customerAddress.id })
      .from(customerAddress)
      .where(eq(customerAddress.customerId, other.id))
    const stolen = await call(t.app, 'POST', `/api/purchaser/save-address?token=${taken.token}`, {
      address: homeAddress({ id: foreign!.id }),
    })
    expect(stolen.status).toBe(404)
    const gone = await call(t.app, 'POST', `/api/purchaser/delete-address?token=${taken.token}`, {
      addressId: foreign!.id,
    })
    expect(gone.status).toBe(404)
    expect(
      await t.database.db.select().from(customerAddress).where(eq(customerAddress.id, foreign!.id)),
    ).toHaveLength(1)
    const noId = await call(t.app, 'POST', `/api/purchaser/delete-address?token=${taken.token}`, {
      addressId: 'x',
    })
    expect(noId.status).toBe(400)
    expect(JSON.stringify(noId.body.result)).toContain('addressId')
  })
})
