/**
 * The extras of a wholesale order at placement (decision 0143): from the cart (what
 * updateCartDataBeforeOrder stored) and the order body, checked again, stored on the order and its
 * lines, shown in the order answers and the confirmation mail, and handed to the back office. A bad
 * extra refuses the order with 400 naming it and writes nothing. A dropshipment ships to its own
 * address. Status changes of the order reach the back office (decision 0144).
 */
import { readOrderExtrasProblems } from '@shop/commerce'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { insertCartFixture } from './cart-fixture.ts'
import {
  cartOf,
  dayFrom,
  extrasOrderBody,
  mailTo,
  setCartExtras,
  shopperWith,
  type Shopper,
} from './order-extras-helpers.ts'
import { address } from './order-helpers.ts'
import { paymentBody, postForm } from './payment-test-app.ts'

const ADMIN_KEY = 'test-admin-key-0123456789'
const BIKE = 'FX-BIKE'
const PARCEL = 'FX-RACE'
const LINES = [
  { sku: BIKE, qty: 1 },
  { sku: PARCEL, qty: 2 },
]
const DROP_ADDRESS = {
  firstname: 'Piet',
  lastname: 'Klant',
  street: ['Dorpsstraat', '3'],
  postcode: '6711AA',
  city: 'Ede',
  country_id: 'NL',
}

describe(`order extras at placement (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let clock = Date.now()
  let dealer: Shopper
  let dropper: Shopper
  let consumer: Shopper

  beforeAll(async () => {
    t = await buildTestApp({ now: () => new Date(clock), env: { PUBLIC_URL: 'https://shop.example' } })
    t.ctx.config.accounts.adminApiKey = ADMIN_KEY
    await insertCartFixture(t.ctx.database)
    await t.ctx.database.rows(sql`update stock_item set qty = '1000'`)
    dealer = await shopperWith(t, 'D9201', { drop_enabled: 0 })
    dropper = await shopperWith(t, 'D9202', { drop_enabled: 1, allowed_payment_methods: ['OR', 'ideal'] })
    consumer = await shopperWith(t, null)
  })
  afterAll(() => t.close())

  const rows = <T>(query: ReturnType<typeof sql>) => t.ctx.database.rows<T>(query)
  const orderRow = async (orderNumber: string) =>
    (
      await rows<{ id: number; po_number: string | null; extras: any; status: string }>(
        sql`select id, po_number, extras, status from sales_order where increment_id = ${orderNumber}`,
      )
    )[0]!
  const handover = async (orderNumber: string) =>
    (
      await rows<{ extras: any; lines: any[]; status: string }>(
        sql`select extras, lines, status from backoffice_order where shop_order_number = ${orderNumber}`,
      )
    )[0]
  const place = (who: Shopper | null, body: object) =>
    call(t.app, 'POST', `/api/order?token=${who?.token ?? ''}`, body)
  const today = () => new Date(clock)

  it('stores the cart extras with the body over them, shows them in the answers and the mail, and hands them over', async () => {
    const cartId = await cartOf(t, dealer, LINES)
    await setCartExtras(t, cartId, {
      po_number: '',
      comment: 'Graag via de achteringang',
      delivery_date: dayFrom(today(), 2),
      is_yearorder: true,
      reference: 'WINKEL-7',
      lines: {
        [BIKE]: { comment: 'Met standaard', delivery_date: dayFrom(today(), 5) },
        'NOT-ORDERED': { comment: 'weg' },
      },
    })
    const body = extrasOrderBody(cartId, LINES, {
      payment: 'purchaseorder',
      // the body's fields win; a line merges per sku
      extras: { po_number: 'PO-2026-77', lines: { [PARCEL]: { comment: 'Los verpakt' } } },
    })
    const res = await place(dealer, body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const { orderNumber, orderToken } = res.body.result

    const order = await orderRow(orderNumber)
    expect(order.po_number).toBe('PO-2026-77')
    expect(order.extras).toEqual({
      po_number: 'PO-2026-77',
      comment: 'Graag via de achteringang',
      delivery_date: dayFrom(today(), 2),
      is_yearorder: true,
      reference: 'WINKEL-7',
      lines: {
        [BIKE]: { comment: 'Met standaard', delivery_date: dayFrom(today(), 5) },
        [PARCEL]: { comment: 'Los verpakt' },
      },
    })
    const items = await rows<{ sku: string; comment: string | null; delivery_date: string | null }>(
      sql`select sku, comment, delivery_date::text as delivery_date from sales_order_item where order_id = ${order.id} order by sku`,
    )
    expect(items).toEqual([
      { sku: BIKE, comment: 'Met standaard', delivery_date: dayFrom(today(), 5) },
      { sku: PARCEL, comment: 'Los verpakt', delivery_date: null },
    ])

    // handed over with the extras and each line's comment and date
    const handed = (await handover(orderNumber))!
    expect(handed.extras).toEqual(order.extras)
    expect(handed.lines).toEqual([
      expect.objectContaining({ sku: BIKE, comment: 'Met standaard', deliveryDate: dayFrom(today(), 5) }),
      expect.objectContaining({ sku: PARCEL, comment: 'Los verpakt' }),
    ])
    expect(handed.lines[1]).not.toHaveProperty('deliveryDate')

    // the status page's order and the account's order history
    const status = await call(t.app, 'GET', `/api/order/status/${orderToken}`)
    expect(status.body.result.extension_attributes).toEqual({
      po_number: 'PO-2026-77',
      order_extras: order.extras,
    })
    expect(status.body.result.items.find((i: any) => i.sku === BIKE).extension_attributes).toEqual({
      comment: 'Met standaard',
      delivery_date: dayFrom(today(), 5),
    })
    const history = await call(t.app, 'GET', `/api/user/order-history?token=${dealer.token}`)
    const mine = history.body.result.items.find((o: any) => o.increment_id === orderNumber)
    expect(mine.extension_attributes.po_number).toBe('PO-2026-77')
    expect(mine.extension_attributes.order_extras.reference).toBe('WINKEL-7')
    expect(mine.extension_attributes.shipping_assignments).toHaveLength(1)
    expect(mine.items.find((i: any) => i.sku === PARCEL).extension_attributes).toEqual({
      comment: 'Los verpakt',
    })

    // purchase order is an offline method: confirmed at once, with the extras
    const mail = await mailTo(t, body.addressInformation.billingAddress.email)
    for (const text of [
      'Inkoopordernummer: PO-2026-77',
      'Referentie: WINKEL-7',
      'Gewenste leverdatum (niet eerder dan):',
      'Jaarorder: ja',
      'Opmerking: Graag via de achteringang',
      'Opmerking: Met standaard',
      'Opmerking: Los verpakt',
    ])
      expect(mail).toContain(text)
  })

  it('takes the extras from the body alone (a client without the cart call, the offline queue)', async () => {
    const res = await place(
      dealer,
      extrasOrderBody(undefined, [{ sku: PARCEL, qty: 1 }], {
        extras: {
          reference: 'OFFLINE-1',
          is_yearorder: 1,
          lines: { [PARCEL]: { delivery_date: dayFrom(today(), 1) } },
        },
      }),
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const order = await orderRow(res.body.result.orderNumber)
    // a trade customer's order always has a PO number: 000000000 when none is given, iDEAL or not
    expect(order.po_number).toBe('000000000')
    expect(order.extras).toMatchObject({ reference: 'OFFLINE-1', is_yearorder: true, po_number: '000000000' })
  })

  it('pays a trade customer on account with the default PO number, and leaves a consumer without one', async () => {
    const trade = await place(
      dealer,
      extrasOrderBody(undefined, [{ sku: PARCEL, qty: 1 }], { payment: 'purchaseorder' }),
    )
    expect(trade.status, JSON.stringify(trade.body)).toBe(200)
    expect((await orderRow(trade.body.result.orderNumber)).po_number).toBe('000000000')
    const withPo = await place(
      dealer,
      extrasOrderBody(undefined, [{ sku: PARCEL, qty: 1 }], {
        payment: 'purchaseorder',
        po: 'PO-ADDITIONAL',
      }),
    )
    expect((await orderRow(withPo.body.result.orderNumber)).po_number).toBe('PO-ADDITIONAL')

    const person = await place(consumer, extrasOrderBody(undefined, [{ sku: PARCEL, qty: 1 }]))
    expect(person.status, JSON.stringify(person.body)).toBe(200)
    const row = await orderRow(person.body.result.orderNumber)
    expect(row.po_number).toBeNull()
    expect(row.extras).toEqual({})
    const status = await call(t.app, 'GET', `/api/order/status/${person.body.result.orderToken}`)
    expect(status.body.result.extension_attributes).toEqual({})
    expect(status.body.result.items[0]).not.toHaveProperty('extension_attributes')
  })

  it('ships a dropshipment to its own address; the billing address stays the dealer', async () => {
    const cartId = await cartOf(t, dropper, [{ sku: PARCEL, qty: 1 }])
    await setCartExtras(t, cartId, {
      is_dropship: true,
      dropship_address: { ...DROP_ADDRESS, company: null },
    })
    const body = extrasOrderBody(cartId, [{ sku: PARCEL, qty: 1 }])
    const res = await place(dropper, body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const order = await orderRow(res.body.result.orderNumber)
    expect(order.extras).toMatchObject({ is_dropship: true, dropship_address: { city: 'Ede' } })
    const addresses = await rows<{
      address_type: string
      city: string
      firstname: string
      company: string | null
    }>(
      sql`select address_type, city, firstname, company from sales_order_address where order_id = ${order.id} order by address_type`,
    )
    expect(addresses).toEqual([
      { address_type: 'billing', city: 'Utrecht', firstname: 'Jan', company: 'Rijwielhandel Test B.V.' },
      { address_type: 'shipping', city: 'Ede', firstname: 'Piet', company: null },
    ])
    expect((await handover(res.body.result.orderNumber))!.extras.is_dropship).toBe(true)
    const status = await call(t.app, 'GET', `/api/order/status/${res.body.result.orderToken}`)
    expect(status.body.result.shipping_address).toMatchObject({ city: 'Ede', firstname: 'Piet' })
    // the order is confirmed once paid; the mail builder is covered in mail/order-confirmation.test.ts

    // without a shipping address of its own in the body: the dropship address is where it goes
    const bare = await place(
      dropper,
      extrasOrderBody(undefined, [{ sku: PARCEL, qty: 1 }], {
        shippingAddress: null,
        extras: { is_dropship: true, dropship_address: DROP_ADDRESS },
      }),
    )
    expect(bare.status, JSON.stringify(bare.body)).toBe(200)
  })

  const counts = async () =>
    (
      await rows<{ orders: number; handovers: number; stock: string }>(
        sql`select (select count(*)::int from sales_order) as orders,
                   (select count(*)::int from backoffice_order) as handovers,
                   (select sum(qty)::text from stock_item) as stock`,
      )
    )[0]!

  const BAD: { name: string; who: () => Shopper; extras: object; field: string }[] = [
    {
      name: 'a reference of 16 characters',
      who: () => dealer,
      extras: { reference: '1234567890123456' },
      field: 'order_extras.reference',
    },
    {
      name: 'an order delivery date in the past',
      who: () => dealer,
      extras: { delivery_date: dayFrom(new Date(), -1) },
      field: 'order_extras.delivery_date',
    },
    {
      name: 'a line delivery date in the past',
      who: () => dealer,
      extras: { lines: { [PARCEL]: { delivery_date: dayFrom(new Date(), -1) } } },
      field: `order_extras.lines.${PARCEL}.delivery_date`,
    },
    {
      name: 'a delivery date that is no date',
      who: () => dealer,
      extras: { delivery_date: '2030-02-30' },
      field: 'order_extras.delivery_date',
    },
    {
      name: 'a dropshipment without drop_enabled',
      who: () => dealer,
      extras: { is_dropship: true, dropship_address: DROP_ADDRESS },
      field: 'order_extras.is_dropship',
    },
    {
      name: 'a dropshipment of a consumer',
      who: () => consumer,
      extras: { is_dropship: true, dropship_address: DROP_ADDRESS },
      field: 'order_extras.is_dropship',
    },
    {
      name: 'a dropshipment without its address',
      who: () => dropper,
      extras: { is_dropship: true },
      field: 'order_extras.dropship_address',
    },
    {
      name: 'a PO number of 65 characters',
      who: () => dealer,
      extras: { po_number: 'P'.repeat(65) },
      field: 'order_extras.po_number',
    },
    {
      name: 'an order comment of 501 characters',
      who: () => dealer,
      extras: { comment: 'x'.repeat(501) },
      field: 'order_extras.comment',
    },
    {
      name: 'a line comment of 251 characters',
      who: () => dealer,
      extras: { lines: { [PARCEL]: { comment: 'x'.repeat(251) } } },
      field: `order_extras.lines.${PARCEL}.comment`,
    },
  ]

  for (const bad of BAD) {
    for (const from of ['cart', 'body'] as const) {
      it(`refuses ${bad.name} from the ${from} with 400 naming it, and writes nothing`, async () => {
        const who = bad.who()
        const lines = [{ sku: PARCEL, qty: 1 }]
        const cartId = await cartOf(t, who, lines)
        if (from === 'cart') await setCartExtras(t, cartId, bad.extras)
        const before = await counts()
        const res = await place(
          who,
          extrasOrderBody(cartId, lines, from === 'body' ? { extras: bad.extras } : {}),
        )
        expect(res.status, JSON.stringify(res.body)).toBe(400)
        expect(res.body.result).toContain(`(${bad.field})`)
        // the same problem for a client to read, as the commerce rules name it
        const [problem] = readOrderExtrasProblems(res.body.meta?.problems)
        expect(bad.field).toContain(problem!.field)
        expect(await counts()).toEqual(before)
        const [cart] = await rows<{ is_active: boolean }>(
          sql`select is_active from quote where id = ${Number(cartId)}`,
        )
        expect(cart!.is_active).toBe(true)
      })
    }
  }

  it('refuses a dropship address without its fields, and a body extra that is no extra', async () => {
    const bad = await place(
      dropper,
      extrasOrderBody(undefined, [{ sku: PARCEL, qty: 1 }], {
        extras: { is_dropship: true, dropship_address: { ...DROP_ADDRESS, city: '' } },
      }),
    )
    expect(bad.status).toBe(400)
    expect(bad.body.result).toMatch(/order_extras\.dropship_address\.city/)
    const stranger = await place(
      dealer,
      extrasOrderBody(undefined, [{ sku: PARCEL, qty: 1 }], { extras: { reference: 42 } }),
    )
    expect(stranger.status).toBe(400)
    expect(stranger.body.result).toMatch(/order_extras\.reference/)
  })

  it('reports status changes to the back office: paid, canceled by the shopper, expired', async () => {
    const placeIdeal = async () => {
      const res = await place(dealer, extrasOrderBody(undefined, [{ sku: PARCEL, qty: 1 }]))
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return res.body.result as { orderNumber: string; orderToken: string }
    }
    // paid at the (test) provider
    const paid = await placeIdeal()
    const created = await call(
      t.app,
      'POST',
      '/api/ext/payment-service/post-payment',
      paymentBody(
        { id: 0, incrementId: paid.orderNumber, orderToken: paid.orderToken },
        { amount: undefined },
      ),
    )
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect((await postForm(t, created.body.result.payment_gateway_url, { status: 'paid' })).statusCode).toBe(
      303,
    )
    expect((await orderRow(paid.orderNumber)).status).toBe('processing')
    expect((await handover(paid.orderNumber))!.status).toBe('processing')

    // canceled by the shopper's browser before paying
    const canceled = await placeIdeal()
    const comment = await call(t.app, 'POST', '/api/ext/payment-service/order-comments', {
      order_id: canceled.orderToken,
      order_comment: {
        statusHistory: {
          comment: 'Payment could not be created',
          status: 'canceled',
          is_customer_notified: 0,
          is_visible_on_front: 0,
        },
      },
    })
    expect(comment.status, JSON.stringify(comment.body)).toBe(200)
    expect((await orderRow(canceled.orderNumber)).status).toBe('canceled')
    expect((await handover(canceled.orderNumber))!.status).toBe('canceled')

    // never paid: expired
    const unpaid = await placeIdeal()
    clock += 1000 * 60 * 60 * 24
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/expire-unpaid',
      headers: { 'x-admin-key': ADMIN_KEY },
    })
    expect(JSON.parse(run.body).result.canceled).toContain(unpaid.orderNumber)
    expect((await handover(unpaid.orderNumber))!.status).toBe('canceled')
    clock = Date.now()
  })

  it('keeps the address helper honest (a shipping address of the body when there is no dropshipment)', async () => {
    const res = await place(
      dropper,
      extrasOrderBody(undefined, [{ sku: PARCEL, qty: 1 }], {
        shippingAddress: address({ city: 'Zwolle' }),
        // an address left in a draft without the flag is no dropshipment
        extras: { is_dropship: false, dropship_address: DROP_ADDRESS },
      }),
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const order = await orderRow(res.body.result.orderNumber)
    expect(order.extras).not.toHaveProperty('dropship_address')
    const [shipping] = await rows<{ city: string }>(
      sql`select city from sales_order_address where order_id = ${order.id} and address_type = 'shipping'`,
    )
    expect(shipping!.city).toBe('Zwolle')
  })
})
