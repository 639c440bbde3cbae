/**
 * The authorization matrix of issue 14: two customers (A, B) and a guest against every
 * customer-scoped call. Every call aims at A's things (A's cart, order, payment, address, review,
 * newsletter address) with the caller's own credentials plus whatever the caller could know or
 * guess of A's (cart id, order number, entity id, e-mail). One row per call, one cell per caller,
 * each cell an explicit expectation: A is served, B and the guest are refused or served only their own.
 *
 * Wishlist: none. The wishlist lives in the browser (decision 0075); the API has no wishlist call.
 * Profile, password and token refusals (401 for forged/expired tokens): auth-matrix.test.ts.
 */
import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { insertCartFixture } from './cart-fixture.ts'
import { address, orderBody } from './order-helpers.ts'
import { customerSession, homeAddress } from './user-helpers.ts'
import { review } from '../src/db/schema/index.ts'

type Caller = 'A' | 'B' | 'guest'
type Res = Awaited<ReturnType<typeof call>>
type Method = 'GET' | 'POST' | 'DELETE'

/** What a cell expects: a status, optionally with a check of the answer. */
interface Cell {
  status: number
  /** what the cell means, when the status alone does not say it */
  says?: string
  check?: (res: Res) => void | Promise<void>
}

interface Row {
  area: string
  call: string
  request: (as: Caller) => { method: Method; url: string; body?: unknown }
  cells: Record<Caller, Cell | number>
}

describe(`authorization matrix: A, B and a guest on A's things (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  const tokens: Record<Caller, string> = { A: '', B: '', guest: '' }
  // A's things, and what B has of its own
  const A = {
    id: 0,
    email: '',
    cartId: '',
    addressId: 0,
    reviewId: 0,
    order: { magentoOrderId: '', orderNumber: '', orderToken: '' },
  }
  const B = { orderToken: '' }
  let productId = 0

  const shipTo = {
    region: '',
    region_id: 0,
    country_id: 'NL',
    street: ['Stationsweg', '12'],
    postcode: '3511AA',
    city: 'Utrecht',
    region_code: '',
  }
  /** the caller's own token (empty for the guest) and A's cart */
  const cartQuery = (as: Caller, extra = '') => `token=${tokens[as]}&cartId=${A.cartId}${extra}`
  const cart =
    (method: Method, path: string, body?: unknown, extra = '') =>
    (as: Caller) => ({
      method,
      url: `/api/cart/${path}?${cartQuery(as, extra)}`,
      body,
    })
  const withToken = (method: Method, path: string, body?: unknown) => (as: Caller) => ({
    method,
    url: `${path}${path.includes('?') ? '&' : '?'}token=${tokens[as]}`,
    body,
  })
  const payment = (path: string, body: (as: Caller) => unknown) => (as: Caller) => ({
    method: 'POST' as const,
    url: `/api/ext/payment-service/${path}`,
    body: body(as),
  })
  /** the proof each caller has: A its order token, B the token of its own order, the guest none */
  const proofOf = (as: Caller) =>
    as === 'A' ? { token: A.order.orderToken } : as === 'B' ? { token: B.orderToken } : {}
  const newsletter = (method: Method) => (as: Caller) => ({
    method,
    url: `/api/ext/mailchimp-subscribe/subscribe?token=${tokens[as]}${method === 'GET' ? `&email=${encodeURIComponent(A.email)}` : ''}`,
    body: method === 'GET' ? undefined : { email: A.email },
  })
  const notFound = 404
  const refused = 403
  const signInFirst = 401
  const own = (says: string, check: Cell['check']): Cell => ({ status: 200, says, check })
  const text = (res: Res) => JSON.stringify(res.body)
  const badLink: Cell = {
    status: 400,
    says: 'refused: not the link mailed to the address',
    check: (r) => expect(text(r)).toMatch(/link/i),
  }
  const pending: Cell = {
    status: 200,
    says: 'pending until the link mailed to the address is followed',
    check: (r) => expect(r.body.result.status).toBe('pending'),
  }

  const rows: Row[] = [
    // carts: A's customer cart by its numeric id
    {
      area: 'cart',
      call: 'POST /api/cart/create',
      request: cart('POST', 'create'),
      cells: {
        A: own("A's cart", (r) => expect(String(r.body.result)).toBe(A.cartId)),
        B: own('a cart of its own', (r) => expect(String(r.body.result)).not.toBe(A.cartId)),
        guest: own('a new guest cart', (r) => expect(r.body.result).toMatch(/^[0-9a-f]{32}$/)),
      },
    },
    {
      area: 'cart',
      call: 'GET /api/cart/pull',
      request: cart('GET', 'pull'),
      cells: { A: 200, B: notFound, guest: notFound },
    },
    {
      area: 'cart',
      call: 'POST /api/cart/update',
      request: cart('POST', 'update', { cartItem: { sku: 'FX-BIKE', qty: 1 } }),
      cells: { A: 200, B: notFound, guest: notFound },
    },
    {
      area: 'cart',
      call: 'POST /api/cart/delete',
      request: cart('POST', 'delete', { cartItem: { sku: 'FX-BIKE' } }),
      cells: { A: 200, B: notFound, guest: notFound },
    },
    {
      area: 'cart',
      call: 'GET /api/cart/totals',
      request: cart('GET', 'totals'),
      cells: { A: 200, B: notFound, guest: notFound },
    },
    {
      area: 'cart',
      call: 'POST /api/cart/collect-totals',
      request: cart('POST', 'collect-totals', { methods: { paymentMethod: { method: 'ideal' } } }),
      cells: { A: 200, B: notFound, guest: notFound },
    },
    {
      area: 'cart',
      call: 'GET /api/cart/payment-methods',
      request: cart('GET', 'payment-methods'),
      cells: { A: 200, B: notFound, guest: notFound },
    },
    {
      area: 'cart',
      call: 'POST /api/cart/shipping-methods',
      request: cart('POST', 'shipping-methods', { address: shipTo }),
      cells: { A: 200, B: notFound, guest: notFound },
    },
    {
      area: 'cart',
      call: 'POST /api/cart/shipping-information',
      request: cart('POST', 'shipping-information', {
        addressInformation: {
          shippingAddress: shipTo,
          billingAddress: shipTo,
          shippingCarrierCode: 'flatrate',
          shippingMethodCode: 'flatrate',
        },
      }),
      cells: { A: 200, B: notFound, guest: notFound },
    },
    {
      area: 'cart',
      call: 'POST /api/cart/apply-coupon',
      request: cart('POST', 'apply-coupon', undefined, '&coupon=FIETS10'),
      cells: { A: 200, B: notFound, guest: notFound },
    },
    {
      area: 'cart',
      call: 'GET /api/cart/coupon',
      request: cart('GET', 'coupon'),
      cells: {
        A: own('the coupon on A’s cart', (r) => expect(r.body.result).toBe('FIETS10')),
        B: notFound,
        guest: notFound,
      },
    },
    {
      area: 'cart',
      call: 'POST /api/cart/delete-coupon',
      request: cart('POST', 'delete-coupon'),
      cells: { A: 200, B: notFound, guest: notFound },
    },
    {
      area: 'cart',
      call: 'GET /api/cart/updated',
      request: cart('GET', 'updated'),
      cells: { A: 200, B: notFound, guest: notFound },
    },
    {
      area: 'cart',
      call: 'POST /api/cart/is-cart-updated',
      request: (as) => cart('POST', 'is-cart-updated', { cart_id: A.cartId })(as),
      cells: { A: 200, B: notFound, guest: notFound },
    },
    // orders
    {
      area: 'order',
      call: "POST /api/order from A's cart",
      request: (as) => ({
        method: 'POST',
        url: `/api/order?token=${tokens[as]}`,
        body: orderBody(A.cartId, [{ sku: 'FX-UNMANAGED', qty: 1 }]),
      }),
      cells: {
        A: own('an order of A', (r) => expect(r.body.result.orderToken).toMatch(/^[0-9a-f]{48}$/)),
        B: notFound,
        guest: notFound,
      },
    },
    {
      area: 'order',
      call: "POST /api/order with A's order_id",
      request: (as) => ({
        method: 'POST',
        url: `/api/order?token=${tokens[as]}`,
        body: { ...orderBody('', [{ sku: 'FX-UNMANAGED', qty: 1 }]), order_id: 'matrix-a-order' },
      }),
      cells: {
        A: own("A's first order again", (r) => expect(r.body.result).toEqual(A.order)),
        B: own('an order of its own', (r) => expect(text(r)).not.toContain(A.order.orderToken)),
        guest: own('an order of its own', (r) => expect(text(r)).not.toContain(A.order.orderToken)),
      },
    },
    {
      area: 'order',
      call: 'GET /api/order/status/:token',
      // the order token is the key; B and the guest can only guess one
      request: (as) => ({
        method: 'GET',
        url: `/api/order/status/${as === 'A' ? A.order.orderToken : randomBytes(24).toString('hex')}`,
      }),
      cells: {
        A: own("A's order", (r) => expect(r.body.result.increment_id).toBe(A.order.orderNumber)),
        B: notFound,
        guest: notFound,
      },
    },
    {
      area: 'order',
      call: 'GET /api/user/order-history',
      request: withToken('GET', '/api/user/order-history'),
      cells: {
        A: own("A's orders", (r) => expect(text(r)).toContain(A.order.orderNumber)),
        B: own('only its own orders', (r) => expect(text(r)).not.toContain(`"${A.order.orderNumber}"`)),
        guest: signInFirst,
      },
    },
    // payments on A's order, addressed by its number or id (guessable), proven by the order token
    {
      area: 'payment',
      call: 'POST /api/ext/payment-service/post-payment',
      request: payment('post-payment', (as) => ({
        currency: 'EUR',
        order_id: A.order.orderNumber,
        description: `Order # ${A.order.orderNumber}`,
        redirectUrl: `${t.ctx.config.publicUrl}/order-status/`,
        method: 'ideal',
        issuer: 'ideal_INGBNL2A',
        ...proofOf(as),
      })),
      cells: { A: 200, B: refused, guest: refused },
    },
    {
      area: 'payment',
      call: 'POST /api/ext/payment-service/get-payment-status',
      request: payment('get-payment-status', (as) =>
        as === 'A'
          ? { token: A.order.orderToken }
          : { order_id: as === 'B' ? A.order.orderNumber : A.order.magentoOrderId },
      ),
      cells: {
        A: own("A's payment", (r) => expect(r.body.result.order.increment_id).toBe(A.order.orderNumber)),
        B: notFound,
        guest: notFound,
      },
    },
    {
      area: 'payment',
      call: 'POST /api/ext/payment-service/order-comments',
      request: payment('order-comments', (as) => ({
        order_id: A.order.magentoOrderId,
        ...proofOf(as),
        order_comment: { statusHistory: { comment: 'Betaling gestart', status: 'pending_payment' } },
      })),
      cells: { A: 200, B: refused, guest: refused },
    },
    // addresses
    {
      area: 'address',
      call: 'GET /api/user/me',
      request: withToken('GET', '/api/user/me'),
      cells: {
        A: own("A's profile", (r) => expect(r.body.result.email).toBe(A.email)),
        B: own('its own profile', (r) => expect(text(r)).not.toContain(A.email)),
        guest: signInFirst,
      },
    },
    {
      area: 'address',
      call: "POST /api/user/me changing A's address",
      request: (as) =>
        withToken('POST', '/api/user/me', {
          customer: { addresses: [{ ...homeAddress({ city: `Stad van ${as}` }), id: A.addressId }] },
        })(as),
      cells: { A: 200, B: refused, guest: signInFirst },
    },
    // reviews
    {
      area: 'review',
      call: "POST /api/review/create in A's name",
      request: (as) =>
        withToken('POST', '/api/review/create', {
          review: {
            product_id: productId,
            title: `Door ${as}`,
            detail: 'Tekst',
            nickname: as,
            customer_id: A.id,
          },
        })(as),
      cells: {
        A: 200,
        B: refused,
        guest: own('an anonymous review, never in A’s name', async (r) => {
          const [row] = await t.ctx.database.db.select().from(review).where(eq(review.id, r.body.result.id))
          expect(row!.customerId).toBeNull()
        }),
      },
    },
    {
      area: 'review',
      call: 'GET /api/review/mine',
      request: withToken('GET', '/api/review/mine'),
      cells: {
        A: own("A's reviews", (r) =>
          expect(r.body.result.map((x: { id: number }) => x.id)).toContain(A.reviewId),
        ),
        B: own('only its own reviews', (r) =>
          expect(r.body.result.map((x: { id: number }) => x.id)).not.toContain(A.reviewId),
        ),
        guest: signInFirst,
      },
    },
    // newsletter, on A's e-mail address
    {
      area: 'newsletter',
      call: "GET subscribe?email= (A's status)",
      request: newsletter('GET'),
      // only the signed-in owner reads a subscription (decision 0113)
      cells: { A: 200, B: signInFirst, guest: signInFirst },
    },
    {
      area: 'newsletter',
      call: "POST subscribe (A's address)",
      request: newsletter('POST'),
      // anyone may ask, but only a mailed link to A's address starts the subscription (double opt-in)
      cells: {
        A: pending,
        B: pending,
        guest: pending,
      },
    },
    {
      area: 'newsletter',
      call: "DELETE subscribe (A's address)",
      request: newsletter('DELETE'),
      // the owner or the signed link of the welcome mail ends a subscription
      cells: { A: 200, B: signInFirst, guest: signInFirst },
    },
    {
      area: 'newsletter',
      call: 'POST confirm (a link not mailed to A)',
      // only the signed link mailed to the address confirms it; no session stands in for it
      request: (as) => ({
        method: 'POST',
        url: `/api/ext/mailchimp-subscribe/confirm?token=${tokens[as]}`,
        body: { token: `forged.${Buffer.from(A.email).toString('base64url')}` },
      }),
      cells: { A: badLink, B: badLink, guest: badLink },
    },
    // /api/shop/info and /api/review/ratings are public shop facts, not anyone's things: no rows
  ]

  beforeAll(async () => {
    t = await buildTestApp()
    await insertCartFixture(t.ctx.database)
    const a = await customerSession(t.app)
    const b = await customerSession(t.app)
    tokens.A = a.token
    tokens.B = b.token
    A.id = a.id
    A.email = a.email
    A.cartId = String((await call(t.app, 'POST', `/api/cart/create?token=${a.token}`)).body.result)
    const added = await call(t.app, 'POST', `/api/cart/update?token=${a.token}&cartId=${A.cartId}`, {
      cartItem: { sku: 'FX-UNMANAGED', qty: 1 },
    })
    expect(added.status).toBe(200)
    A.addressId = (await call(t.app, 'GET', `/api/user/me?token=${a.token}`)).body.result.addresses[0].id
    const order = (token: string, orderId: string) =>
      call(t.app, 'POST', `/api/order?token=${token}`, {
        ...orderBody('', [{ sku: 'FX-UNMANAGED', qty: 1 }]),
        order_id: orderId,
        addressInformation: {
          ...orderBody('', []).addressInformation,
          billingAddress: address({ email: token === a.token ? a.email : b.email }),
        },
      })
    A.order = (await order(a.token, 'matrix-a-order')).body.result
    B.orderToken = (await order(b.token, 'matrix-b-order')).body.result.orderToken
    const [p] = await t.ctx.database.rows<{ id: number }>(sql`select id from product order by id limit 1`)
    productId = p!.id
    A.reviewId = (
      await call(t.app, 'POST', `/api/review/create?token=${a.token}`, {
        review: { product_id: productId, title: 'Van A', detail: 'Tekst', nickname: 'A' },
      })
    ).body.result.id
    expect(A.order.orderToken).toMatch(/^[0-9a-f]{48}$/)
  })
  afterAll(() => t.close())

  const table = rows.flatMap((row) =>
    // B and the guest first: the owner's call may change or close what they aim at
    (['B', 'guest', 'A'] as const).map((as) => {
      const raw = row.cells[as]
      const cell: Cell = typeof raw === 'number' ? { status: raw } : raw
      const meaning =
        cell.says ?? (cell.status < 300 ? 'allowed' : cell.status === 401 ? 'sign in first' : 'refused')
      const name = `${row.area.padEnd(10)} ${row.call.padEnd(48)} ${as.padEnd(5)} -> ${cell.status} ${meaning}`
      return { name, row, as, cell }
    }),
  )

  // one test per cell, named like a line of the table (it.each would shorten the names)
  for (const { name, row, as, cell } of table)
    it(name, async () => {
      const { method, url, body } = row.request(as)
      const res = await call(t.app, method, url, body)
      expect(res.status, `${as}: ${method} ${url} -> ${text(res).slice(0, 300)}`).toBe(cell.status)
      expect(res.body.code).toBe(cell.status)
      if (as !== 'A' && cell.status >= 400) {
        // a refusal carries nothing of A's
        expect(text(res)).not.toContain(A.order.orderToken)
        expect(text(res)).not.toContain(A.email)
      }
      await cell.check?.(res)
    })
})
