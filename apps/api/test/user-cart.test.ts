/**
 * Carts of signed-in customers: one active cart per customer and store, shared by every browser;
 * a guest cart merges in at sign-in; a customer's token never opens another customer's cart; an
 * order placed with the token lands in that customer's order history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { CART_FX, insertCartFixture } from './cart-fixture.ts'
import { cartWith, orderBody } from './order-helpers.ts'
import { customerSession, signIn } from './user-helpers.ts'

type Session = Awaited<ReturnType<typeof customerSession>>

describe(`customer carts (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let clock = Date.now()
  let a: Session
  let b: Session
  beforeAll(async () => {
    t = await buildTestApp({ now: () => new Date(clock) })
    await insertCartFixture(t.ctx.database)
    a = await customerSession(t.app)
    b = await customerSession(t.app)
  })
  afterAll(() => t.close())

  const create = (token: string, extra = '') => call(t.app, 'POST', `/api/cart/create?token=${token}${extra}`)
  const pull = (token: string, cartId: string | number) =>
    call(t.app, 'GET', `/api/cart/pull?token=${token}&cartId=${cartId}`)
  const add = (token: string, cartId: string | number, sku: string, qty: number) =>
    call(t.app, 'POST', `/api/cart/update?token=${token}&cartId=${cartId}`, { cartItem: { sku, qty } })
  const qtyOf = (items: any[], sku: string) => items.find((i) => i.sku === sku)?.qty

  it('answers the same numeric cart to every browser of the customer', async () => {
    const first = await create(a.token)
    expect(first.status).toBe(200)
    expect(typeof first.body.result).toBe('number')
    expect((await add(a.token, first.body.result, 'FX-RACE', 1)).status).toBe(200)

    const otherBrowser = await signIn(t.app, a.email, a.password)
    const second = await create(otherBrowser.token)
    expect(second.body.result).toBe(first.body.result)
    const items = (await pull(otherBrowser.token, second.body.result)).body.result
    expect(qtyOf(items, 'FX-RACE')).toBe(1)

    // the German store view has its own cart
    const de = await create(a.token, '&storeCode=de')
    expect(de.body.result).not.toBe(first.body.result)
  })

  it("never opens another customer's cart", async () => {
    const cartA = (await create(a.token)).body.result
    const cartB = (await create(b.token)).body.result
    expect(cartB).not.toBe(cartA)
    for (const token of [b.token, '']) {
      expect((await pull(token, cartA)).status).toBe(404)
      expect((await add(token, cartA, 'FX-RACE', 5)).status).toBe(404)
      expect((await call(t.app, 'GET', `/api/cart/totals?token=${token}&cartId=${cartA}`)).status).toBe(404)
      expect(
        (await call(t.app, 'POST', `/api/cart/apply-coupon?token=${token}&cartId=${cartA}&coupon=FIETS10`))
          .status,
      ).toBe(404)
    }
    const items = (await pull(a.token, cartA)).body.result
    expect(qtyOf(items, 'FX-RACE')).toBe(1)
  })

  it("no cart call reads or changes another customer's cart, and no order is placed from it", async () => {
    // a customer of its own: the other tests count A's lines
    const owner = await customerSession(t.app)
    const cartA = (await create(owner.token)).body.result
    await add(owner.token, cartA, 'FX-RACE', 1)
    const before = JSON.stringify((await pull(owner.token, cartA)).body.result)
    const address = {
      region: '',
      region_id: 0,
      country_id: 'NL',
      street: ['Stationsweg', '12'],
      postcode: '3511AA',
      city: 'Utrecht',
      region_code: '',
    }
    const calls: ['GET' | 'POST', string, unknown][] = [
      ['GET', 'pull', undefined],
      ['GET', 'totals', undefined],
      ['GET', 'payment-methods', undefined],
      ['GET', 'coupon', undefined],
      ['GET', 'updated', undefined],
      ['POST', 'update', { cartItem: { sku: 'FX-BIKE', qty: 1 } }],
      ['POST', 'delete', { cartItem: { sku: 'FX-RACE' } }],
      ['POST', 'shipping-methods', { address }],
      [
        'POST',
        'shipping-information',
        {
          addressInformation: {
            shippingAddress: address,
            billingAddress: address,
            shippingCarrierCode: 'flatrate',
            shippingMethodCode: 'flatrate',
          },
        },
      ],
      ['POST', 'collect-totals', { methods: { paymentMethod: { method: 'ideal' } } }],
      ['POST', 'apply-coupon', undefined],
      ['POST', 'delete-coupon', undefined],
      ['POST', 'is-cart-updated', { cart_id: String(cartA) }],
    ]
    const intruder = await signIn(t.app, b.email, b.password)
    for (const token of [intruder.token, '']) {
      for (const [method, path, body] of calls) {
        const query = `token=${token}&cartId=${cartA}${path === 'apply-coupon' ? '&coupon=FIETS10' : ''}`
        const res = await call(t.app, method, `/api/cart/${path}?${query}`, body)
        expect(res.status, `${path} with ${token ? "B's token" : 'no token'}`).toBe(404)
        expect(JSON.stringify(res.body)).not.toContain('FX-RACE')
      }
      const order = await call(
        t.app,
        'POST',
        `/api/order?token=${token}`,
        orderBody(String(cartA), [{ sku: 'FX-RACE', qty: 1 }]),
      )
      expect(order.status, `order with ${token ? "B's token" : 'no token'}`).toBeGreaterThanOrEqual(400)
      expect(order.status).toBeLessThan(500)
    }
    // A's cart is as it was, and still A's
    expect(JSON.stringify((await pull(owner.token, cartA)).body.result)).toBe(before)
    expect((await call(t.app, 'GET', `/api/cart/coupon?token=${owner.token}&cartId=${cartA}`)).status).toBe(
      200,
    )
  })

  it('merges a guest cart into the customer cart at sign-in and closes it', async () => {
    const guest = await cartWith(t.app, [
      { sku: 'FX-RACE', qty: 2 },
      { sku: 'FX-BIKE', qty: 1 },
    ])
    const merged = await create(a.token, `&cartId=${guest}`)
    expect(merged.status).toBe(200)
    const items = (await pull(a.token, merged.body.result)).body.result
    expect(qtyOf(items, 'FX-RACE')).toBe(3)
    expect(qtyOf(items, 'FX-BIKE')).toBe(1)
    expect((await pull('', guest)).status).toBe(404)
    // merging again changes nothing: the guest cart is closed
    await create(a.token, `&cartId=${guest}`)
    expect(qtyOf((await pull(a.token, merged.body.result)).body.result, 'FX-RACE')).toBe(3)
  })

  it('refuses forged and expired tokens with 401, so the client falls back to a guest cart', async () => {
    expect((await create('forged')).status).toBe(401)
    const s = await customerSession(t.app)
    clock += (t.ctx.config.accounts.accessTokenTtlSeconds + 5) * 1000
    expect((await create(s.token)).status).toBe(401)
    expect((await create('')).status).toBe(200)
  })

  it("puts an order placed with the token in that customer's order history only", async () => {
    const fresh = await signIn(t.app, a.email, a.password)
    const cartId = (await create(fresh.token)).body.result
    const placed = await call(
      t.app,
      'POST',
      `/api/order?token=${fresh.token}`,
      orderBody(String(cartId), [
        { sku: 'FX-RACE', qty: 3 },
        { sku: 'FX-BIKE', qty: 1 },
      ]),
    )
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const number = placed.body.result.orderNumber
    const historyA = await call(t.app, 'GET', `/api/user/order-history?token=${fresh.token}`)
    expect(historyA.body.result.items.map((o: any) => o.increment_id)).toContain(number)
    const order = historyA.body.result.items.find((o: any) => o.increment_id === number)
    expect(order.items.map((i: any) => i.sku).sort()).toEqual(['FX-BIKE', 'FX-RACE'])
    const freshB = await signIn(t.app, b.email, b.password)
    const historyB = await call(t.app, 'GET', `/api/user/order-history?token=${freshB.token}`)
    expect(historyB.body.result.items.map((o: any) => o.increment_id)).not.toContain(number)
    expect(order.items.find((i: any) => i.sku === 'FX-RACE')).toMatchObject({
      qty_ordered: 3,
      product_type: 'simple',
      product_id: expect.any(Number),
    })
    // the ordered cart is closed: the next create gives a new, empty cart
    const next = (await create(fresh.token)).body.result
    expect(next).not.toBe(cartId)
    expect((await pull(fresh.token, next)).body.result).toEqual([])
  })

  it('keeps what a reorder needs of a configurable line: parent sku, chosen options and their labels', async () => {
    const fresh = await signIn(t.app, a.email, a.password)
    const cartId = (await create(fresh.token)).body.result
    const chosen = {
      extension_attributes: {
        configurable_item_options: [
          { option_id: String(CART_FX.attrKleur), option_value: String(CART_FX.rood) },
        ],
      },
    }
    const placed = await call(
      t.app,
      'POST',
      `/api/order?token=${fresh.token}`,
      orderBody(String(cartId), [
        { sku: 'FX-CC-RD', qty: 1, parentSku: 'FX-CC', product_option: chosen } as never,
      ]),
    )
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const history = await call(t.app, 'GET', `/api/user/order-history?token=${fresh.token}`)
    const order = history.body.result.items.find(
      (o: any) => o.increment_id === placed.body.result.orderNumber,
    )
    expect(order.items).toEqual([
      expect.objectContaining({
        sku: 'FX-CC-RD',
        parent_sku: 'FX-CC',
        product_type: 'configurable',
        product_option: {
          extension_attributes: {
            configurable_item_options: [expect.objectContaining({ option_id: String(CART_FX.attrKleur) })],
          },
        },
        options: [{ label: 'Kleur', value: 'Rood' }],
      }),
    ])
  })
})
