/**
 * The authorization matrix of issue 16's order extras and allowed methods: trade customers A and B
 * and a guest against every call that shows or uses A's order extras or A's allowed methods. A's
 * order carries a reference, a PO number, a line comment and a dropship address; nobody but A (and
 * the holder of the order's unguessable token, decision 0083) sees any of them. B's own limits
 * never widen through A's cart, nor A's through B's.
 */
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { insertCartFixture } from './cart-fixture.ts'
import { cartOf, extrasOrderBody, setCartExtras, shopperWith, type Shopper } from './order-extras-helpers.ts'

type Caller = 'A' | 'B' | 'guest'
type Res = Awaited<ReturnType<typeof call>>
interface Cell {
  status: number
  says?: string
  check?: (res: Res) => void
}
interface Row {
  call: string
  request: (as: Caller) => { method: 'GET' | 'POST'; url: string; body?: unknown }
  cells: Record<Caller, Cell>
}

const SKU = 'FX-RACE'
/** what only A's order holds */
const SECRET = { reference: 'A-GEHEIM-REF', po: 'PO-A-4711', comment: 'A-regelopmerking', city: 'A-stad' }
const text = (res: Res) => JSON.stringify(res.body)
const noneOfA = (res: Res) => {
  for (const secret of Object.values(SECRET)) expect(text(res)).not.toContain(secret)
}

describe(`authorization matrix: trade customers A, B and a guest on A's order extras (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let A: Shopper
  let B: Shopper
  const token = (as: Caller) => (as === 'A' ? A.token : as === 'B' ? B.token : '')
  const mine = { orderNumber: '', orderToken: '', cartId: '', bOrderToken: '' }

  beforeAll(async () => {
    t = await buildTestApp()
    await insertCartFixture(t.ctx.database)
    await t.ctx.database.rows(sql`update stock_item set qty = '1000'`)
    A = await shopperWith(t, 'D9301', { drop_enabled: 1, allowed_payment_methods: ['OR'] })
    // B may pay by iDEAL only and has no dropshipment
    B = await shopperWith(t, 'D9302', { drop_enabled: 0, allowed_payment_methods: ['ideal'] })
    const cartId = await cartOf(t, A, [{ sku: SKU, qty: 1 }])
    await setCartExtras(t, cartId, {
      reference: SECRET.reference,
      po_number: SECRET.po,
      lines: { [SKU]: { comment: SECRET.comment } },
      is_dropship: true,
      dropship_address: {
        firstname: 'X',
        lastname: 'Y',
        street: ['Z 1'],
        postcode: '1234AB',
        city: SECRET.city,
        country_id: 'NL',
      },
    })
    const placed = await call(
      t.app,
      'POST',
      `/api/order?token=${A.token}`,
      extrasOrderBody(cartId, [{ sku: SKU, qty: 1 }], { payment: 'purchaseorder' }),
    )
    expect(placed.status, text(placed)).toBe(200)
    mine.orderNumber = placed.body.result.orderNumber
    mine.orderToken = placed.body.result.orderToken
    // A's next cart, with extras waiting for the order
    mine.cartId = await cartOf(t, A, [{ sku: SKU, qty: 1 }])
    await setCartExtras(t, mine.cartId, { reference: SECRET.reference, po_number: SECRET.po })
    const bOrder = await call(
      t.app,
      'POST',
      `/api/order?token=${B.token}`,
      extrasOrderBody(undefined, [{ sku: SKU, qty: 1 }]),
    )
    expect(bOrder.status, text(bOrder)).toBe(200)
    mine.bOrderToken = bOrder.body.result.orderToken
  })
  afterAll(() => t.close())

  const rows: Row[] = [
    {
      call: 'GET /api/user/order-history',
      request: (as) => ({ method: 'GET', url: `/api/user/order-history?token=${token(as)}` }),
      cells: {
        A: {
          status: 200,
          says: "A's orders with their extras",
          check: (r) => {
            const order = r.body.result.items.find((o: any) => o.increment_id === mine.orderNumber)
            expect(order.extension_attributes.order_extras.reference).toBe(SECRET.reference)
            expect(order.extension_attributes.po_number).toBe(SECRET.po)
          },
        },
        B: { status: 200, says: 'only its own orders, none of A extras', check: noneOfA },
        guest: { status: 401, says: 'sign in first', check: noneOfA },
      },
    },
    {
      call: 'GET /api/order/status/:token (A: its token; B, guest: a guess)',
      request: (as) => ({
        method: 'GET',
        url: `/api/order/status/${as === 'A' ? mine.orderToken : randomBytes(24).toString('hex')}`,
      }),
      cells: {
        A: {
          status: 200,
          says: 'the order with its extras',
          check: (r) =>
            expect(r.body.result.extension_attributes.order_extras.reference).toBe(SECRET.reference),
        },
        B: { status: 404, says: 'no such order', check: noneOfA },
        guest: { status: 404, says: 'no such order', check: noneOfA },
      },
    },
    {
      call: "GET /api/order/status/:token (B's own order)",
      request: () => ({ method: 'GET', url: `/api/order/status/${mine.bOrderToken}` }),
      cells: {
        A: { status: 200, says: "B's order shows nothing of A", check: noneOfA },
        B: { status: 200, says: 'its own order, none of A extras', check: noneOfA },
        guest: { status: 200, says: 'the token holder', check: noneOfA },
      },
    },
    {
      call: "POST /api/order naming A's cart (A's extras wait there)",
      request: (as) => ({
        method: 'POST',
        url: `/api/order?token=${token(as)}`,
        body: extrasOrderBody(mine.cartId, [{ sku: SKU, qty: 1 }], {
          payment: as === 'A' ? 'purchaseorder' : 'ideal',
        }),
      }),
      cells: {
        A: {
          status: 200,
          says: 'ordered with its extras',
          check: (r) => expect(r.body.result.orderNumber).toMatch(/\d+/),
        },
        B: { status: 404, says: "not B's cart", check: noneOfA },
        guest: { status: 404, says: 'not the guest cart', check: noneOfA },
      },
    },
    {
      call: "GET /api/cart/payment-methods of A's cart",
      request: (as) => ({
        method: 'GET',
        url: `/api/cart/payment-methods?token=${token(as)}&cartId=${mine.cartId}`,
      }),
      cells: {
        A: { status: 404, says: 'ordered above: the cart is closed' },
        B: { status: 404, says: "not B's cart" },
        guest: { status: 404, says: 'not the guest cart' },
      },
    },
    {
      call: "POST /api/order: A's allowed method (purchase order) by B",
      request: (as) => ({
        method: 'POST',
        url: `/api/order?token=${token(as)}`,
        body: extrasOrderBody(undefined, [{ sku: SKU, qty: 1 }], { payment: 'purchaseorder' }),
      }),
      cells: {
        A: { status: 200, says: 'allowed for A' },
        B: {
          status: 400,
          says: 'B may pay by iDEAL only',
          check: (r) => expect(r.body.result).toContain('purchaseorder is not allowed for this customer'),
        },
        guest: { status: 400, says: 'no purchase order for a guest' },
      },
    },
    {
      call: "POST /api/order: A's dropshipment right by B",
      request: (as) => ({
        method: 'POST',
        url: `/api/order?token=${token(as)}`,
        body: extrasOrderBody(undefined, [{ sku: SKU, qty: 1 }], {
          payment: as === 'A' ? 'purchaseorder' : 'ideal',
          extras: {
            is_dropship: true,
            dropship_address: {
              firstname: 'X',
              lastname: 'Y',
              street: ['Z 1'],
              postcode: '1234AB',
              city: 'Elders',
              country_id: 'NL',
            },
          },
        }),
      }),
      cells: {
        A: { status: 200, says: 'A has drop_enabled' },
        B: {
          status: 400,
          says: 'B has not',
          check: (r) => expect(r.body.result).toContain('(order_extras.is_dropship)'),
        },
        guest: {
          status: 400,
          says: 'a guest has not',
          check: (r) => expect(r.body.result).toContain('(order_extras.is_dropship)'),
        },
      },
    },
  ]

  const table = rows.flatMap((row) =>
    (['B', 'guest', 'A'] as const).map((as) => {
      const cell = row.cells[as]
      return {
        name: `${row.call.padEnd(64)} ${as.padEnd(5)} -> ${cell.status} ${cell.says ?? ''}`,
        row,
        as,
        cell,
      }
    }),
  )

  for (const { name, row, as, cell } of table)
    it(name, async () => {
      const { method, url, body } = row.request(as)
      const res = await call(t.app, method, url, body)
      expect(res.status, `${as}: ${method} ${url} -> ${text(res).slice(0, 300)}`).toBe(cell.status)
      cell.check?.(res)
    })
})
