/**
 * The authorization matrix of the back-office calls (spec 001 §7, decision 0136): two trade
 * customers A (Rijwielhandel Jansen, D10001) and B (Fietsenmaker Bakker, D10002) and a guest
 * against every call, aimed at A's things (A's customer id, A's back-office id, A's cart). A is
 * served; B is refused (403) and never sees A's prices, flags, agreements or cart; the guest and a
 * forged token are asked to sign in (401). Then bad input per call: a 400 naming the field.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quote } from '../src/db/schema/index.ts'
import { TRADE_DEMO_PASSWORD } from '../src/seed/trade-customers.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { signIn } from './user-helpers.ts'

type Caller = 'A' | 'B' | 'guest' | 'forged'
type Res = Awaited<ReturnType<typeof call>>

interface Cell {
  status: number
  check?: (res: Res) => void
}
interface Row {
  call: string
  method?: 'GET' | 'POST'
  body: () => unknown
  /** A's answer */
  served: (res: Res) => void
  /** B's status: 403 when the body names A's things, 200 (its own answer) when it names nothing */
  b?: Cell
}

describe(`authorization matrix of the back-office calls (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  const tokens: Record<Caller, string> = {
    A: '',
    B: '',
    guest: '',
    forged: 'eyJhbGciOiJIUzI1NiJ9.e30.forged',
  }
  const A = { id: 0, cartId: '', sku: '', itemId: 0 }
  const B = { id: 0, cartId: '' }

  const request = (as: Caller, name: string, body?: unknown, method: 'GET' | 'POST' = 'POST') =>
    call(t.app, method, `/api/oculus/${name}${tokens[as] ? `?token=${tokens[as]}` : ''}`, body)
  const result = (res: Res) => res.body.result.body
  const refusedWithoutLeak: Cell = {
    status: 403,
    check: (res) => {
      const text = JSON.stringify(res.body)
      expect(text).not.toContain('D10001')
      expect(text).not.toContain(A.sku)
      expect(res.body.result).toEqual(expect.any(String))
    },
  }
  const ownAnswer: Cell = { status: 200 }

  const rows: Row[] = [
    {
      call: 'getOculusPrices',
      body: () => ({ skus: [A.sku], qtys: { [A.sku]: 12 }, customer_id: A.id }),
      served: (r) => expect(result(r)[A.sku]).toHaveProperty('display_amount'),
    },
    {
      call: 'getSupplierStock',
      body: () => ({ skus: [A.sku] }),
      served: (r) => expect(result(r)).toEqual(expect.any(Object)),
      // supplier stock is the same for every signed-in customer: B gets it too, guests do not
      b: ownAnswer,
    },
    {
      call: 'refreshOculusCartPrices',
      body: () => ({ cart_id: A.cartId, customer_id: A.id }),
      served: (r) => expect(result(r)[0]).toMatchObject({ sku: A.sku, qty: 2 }),
    },
    {
      call: 'updateCartDataBeforeOrder',
      body: () => ({
        cart_id: A.cartId,
        oculus_code: 'D10001',
        products: [],
        po_number: 'PO-A',
        reference: 'A-ref',
      }),
      served: (r) => expect(result(r)).toMatchObject({ po_number: 'PO-A', reference: 'A-ref' }),
    },
    {
      call: 'isCartAlreadyOrdered',
      body: () => ({ cartId: A.cartId }),
      served: (r) => expect(result(r)).toEqual({ ordered: false, order_number: null }),
    },
    {
      call: 'isCartUpdated',
      body: () => ({ cart_id: A.cartId }),
      served: (r) => expect(result(r).updated_at).toMatch(/^\d{4}-\d\d-\d\dT/),
    },
    {
      call: 'updateall',
      body: () => ({ cartId: A.cartId, cartItems: [{ item_id: A.itemId, qty: 2 }] }),
      served: (r) => expect(result(r)).toEqual([expect.objectContaining({ sku: A.sku, qty: 2 })]),
    },
    {
      call: 'oculusCustomerIdEndpoint',
      body: () => ({ customer_id: A.id }),
      served: (r) => expect(result(r)).toBe('D10001'),
    },
    {
      call: 'isPurchaserEndpoint',
      body: () => ({ customer_id: 'D10001' }),
      served: (r) => expect(result(r)).toBe(0),
    },
    {
      call: 'hasDropshippingEnabled',
      body: () => ({ customer_id: A.id }),
      served: (r) => expect(result(r)).toBe(0),
    },
    {
      call: 'getAllowedPaymentMethodsInMagento',
      body: () => ({ customer_id: A.id }),
      served: (r) => expect(result(r)).toEqual(['ideal', 'purchaseorder']),
    },
    {
      call: 'getAllowedShipmentMethodsInMagento',
      body: () => ({ customer_id: String(A.id) }),
      served: (r) => expect(result(r)).toEqual(['flatrate', '0001', '0003', '0009']),
    },
    {
      call: 'getPurchaserMaxDiscountPercMagento',
      body: () => ({ customer_id: A.id }),
      served: (r) => expect(result(r)).toBe(0),
    },
    {
      call: 'getDiscountsAppliedMagento',
      body: () => ({ customer_id: A.id, cart_id: A.cartId }),
      served: (r) => expect(result(r)).toEqual([]),
    },
    {
      call: 'allcarriers',
      body: () => undefined,
      served: (r) => expect(result(r)).toHaveLength(4),
      // B's own carriers: every method, not A's four
      b: { status: 200, check: (r) => expect(result(r).length).toBe(12) },
    },
    {
      call: 'getAttributeSetsData',
      method: 'GET',
      body: () => undefined,
      served: (r) => expect(result(r)[0]).toHaveProperty('attribute_set_id'),
      b: ownAnswer,
    },
  ]

  beforeAll(async () => {
    t = await buildTestApp()
    tokens.A = (await signIn(t.app, 'inkoop@rijwielhandel-jansen.nl', TRADE_DEMO_PASSWORD)).token
    tokens.B = (await signIn(t.app, 'info@fietsenmaker-bakker.nl', TRADE_DEMO_PASSWORD)).token
    A.id = (await call(t.app, 'GET', `/api/user/me?token=${tokens.A}`)).body.result.id
    B.id = (await call(t.app, 'GET', `/api/user/me?token=${tokens.B}`)).body.result.id
    const [row] = await t.ctx.database.rows<{ sku: string }>(sql`
      select p.sku from product p join stock_item s on s.product_id = p.id
      where p.type_id = 'simple' and p.status = 1 and s.is_in_stock and s.qty >= 100 order by p.id limit 1`)
    A.sku = row!.sku
    for (const who of ['A', 'B'] as const) {
      const cartId = String((await call(t.app, 'POST', `/api/cart/create?token=${tokens[who]}`)).body.result)
      const added = await call(t.app, 'POST', `/api/cart/update?token=${tokens[who]}&cartId=${cartId}`, {
        cartItem: { sku: A.sku, qty: 2 },
      })
      expect(added.status).toBe(200)
      if (who === 'A') [A.cartId, A.itemId] = [cartId, added.body.result.item_id]
      else B.cartId = cartId
    }
  })
  afterAll(() => t?.close())

  for (const row of rows) {
    it(`${row.call}: A served, B ${row.b?.status ?? 403}, guest and forged token 401`, async () => {
      const before = await aCart()
      for (const as of ['B', 'guest', 'forged'] as const) {
        const res = await request(as, row.call, row.body(), row.method)
        const cell: Cell = as === 'B' ? (row.b ?? refusedWithoutLeak) : { status: 401 }
        expect(res.status, `${as}: ${JSON.stringify(res.body)}`).toBe(cell.status)
        expect(res.body.code).toBe(cell.status)
        cell.check?.(res)
      }
      // nobody but A changed A's cart
      expect(await aCart()).toEqual(before)
      const res = await request('A', row.call, row.body(), row.method)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      row.served(res)
    })
  }

  async function aCart() {
    const [q] = await t.ctx.database.db
      .select({ updatedAt: quote.updatedAt, extras: quote.orderExtras })
      .from(quote)
      .where(eq(quote.id, Number(A.cartId)))
    const lines = await call(t.app, 'GET', `/api/cart/pull?token=${tokens.A}&cartId=${A.cartId}`)
    return { ...q, lines: lines.body.result }
  }

  it("B may not name A's cart from its own customer, nor its own cart with A's customer or code", async () => {
    const cases: [string, unknown][] = [
      ['refreshOculusCartPrices', { cart_id: B.cartId, customer_id: A.id }],
      ['refreshOculusCartPrices', { cart_id: A.cartId, customer_id: B.id }],
      ['updateCartDataBeforeOrder', { cart_id: B.cartId, oculus_code: 'D10001' }],
      ['getDiscountsAppliedMagento', { customer_id: B.id, cart_id: A.cartId }],
      ['getOculusPrices', { skus: [A.sku], customer_id: 'D10001' }],
      ['oculusCustomerIdEndpoint', { customerId: A.id }],
    ]
    for (const [name, body] of cases) {
      const res = await request('B', name, body)
      expect(res.status, `${name} ${JSON.stringify(body)}`).toBe(403)
      refusedWithoutLeak.check!(res)
    }
    // B's own things with its own ids are served
    expect(
      (await request('B', 'refreshOculusCartPrices', { cart_id: B.cartId, customer_id: 'D10002' })).status,
    ).toBe(200)
  })

  it('answers 404 for a cart that does not exist, for A as for anybody', async () => {
    expect((await request('A', 'isCartUpdated', { cart_id: '999999999' })).status).toBe(404)
    expect(
      (await request('A', 'isCartAlreadyOrdered', { cartId: 'ffffffffffffffffffffffffffffffff' })).status,
    ).toBe(404)
  })

  describe('bad input: 400 naming the field, never 500', () => {
    const cases: [string, unknown, RegExp][] = [
      ['getOculusPrices', {}, /body\.skus/],
      ['getOculusPrices', { skus: 'not json' }, /body\.skus: not JSON/],
      ['getOculusPrices', { skus: '{"a":1}' }, /body\.skus/],
      ['getOculusPrices', { skus: [42] }, /body\.skus/],
      ['getOculusPrices', { skus: ['X'], qtys: { X: 'many' } }, /body\.qtys/],
      ['getOculusPrices', { skus: ['X'], qtys: '{"X":-1}' }, /body\.qtys\.X/],
      ['getOculusPrices', { skus: Array.from({ length: 501 }, (_, i) => `S${i}`) }, /body\.skus/],
      ['getSupplierStock', { skus: null }, /body\.skus/],
      ['refreshOculusCartPrices', { customer_id: 1 }, /body\.cart_id/],
      ['refreshOculusCartPrices', { cart_id: { id: 1 } }, /body\.cart_id/],
      ['updateCartDataBeforeOrder', { oculus_code: 'D10001' }, /body\.cart_id/],
      ['updateCartDataBeforeOrder', { cart_id: '1', is_dropship: 'yes' }, /body\.is_dropship/],
      ['updateCartDataBeforeOrder', { cart_id: '1', products: [{ comment: 'x' }] }, /body\.products\.0\.sku/],
      ['updateCartDataBeforeOrder', { cart_id: '1', reference: 42 }, /body\.reference/],
      [
        'updateCartDataBeforeOrder',
        { cart_id: '1', dropship_address: { city: 'Haarlem' } },
        /body\.dropship_address/,
      ],
      ['isCartAlreadyOrdered', {}, /body\.cartId/],
      ['isCartUpdated', { cartId: '1' }, /body\.cart_id/],
      ['updateall', { cartId: '1' }, /body\.cartItems/],
      ['updateall', { cartId: '1', cartItems: [] }, /body\.cartItems/],
      ['updateall', { cartId: '1', cartItems: [{ qty: 1 }] }, /body\.cartItems\.0/],
      ['oculusCustomerIdEndpoint', { customer_id: [1] }, /body\.customer_id/],
      ['getDiscountsAppliedMagento', { cart_id: true }, /body\.cart_id/],
    ]
    for (const [name, body, message] of cases) {
      it(`${name} ${JSON.stringify(body).slice(0, 60)}`, async () => {
        const res = await request('A', name, body)
        expect(res.status, JSON.stringify(res.body)).toBe(400)
        expect(res.body.result).toMatch(message)
      })
    }

    it("rules of the order extras on A's cart: reference, past date, dropshipment without drop_enabled", async () => {
      const send = (over: Record<string, unknown>) =>
        request('A', 'updateCartDataBeforeOrder', { cart_id: A.cartId, oculus_code: 'D10001', ...over })
      const reference = await send({ reference: '1234567890123456' })
      expect([reference.status, reference.body.result]).toEqual([
        400,
        'The reference may have at most 15 characters (reference)',
      ])
      const past = await send({ date: '2001-09-11' })
      expect([past.status, past.body.result]).toEqual([
        400,
        'The delivery date may not be in the past (date)',
      ])
      const dropship = await send({ is_dropship: 1 })
      expect([dropship.status, dropship.body.result]).toEqual([
        400,
        'Dropshipment is not enabled for this customer (is_dropship)',
      ])
      expect((await send({ reference: '123456789012345' })).status).toBe(200)
    })
  })
})
