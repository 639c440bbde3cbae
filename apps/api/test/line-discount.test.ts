/**
 * A purchaser's line discounts (issue 17, decision 0158): applyDiscountCart and
 * getDiscountsAppliedMagento through HTTP. Only a purchaser acting for the customer gives one, up
 * to the PURCHASER's maximum; bad input is 400 naming the field; the discount lowers the line, its
 * tax and the grand total, travels to the order lines, the order answers, the mail and the
 * handover; an 'internal' comment never reaches the customer's answers.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { netFromGross, percentOf, toCents } from '@shop/commerce'
import { insertCartFixture } from './cart-fixture.ts'
import { assign, makePurchaser, takeOver, type TestPurchaser } from './helpers/purchaser.ts'
import { cartOf, extrasOrderBody, mailTo, shopperWith, type Shopper } from './order-extras-helpers.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'

const BIKE = 'FX-BIKE'
const PARCEL = 'FX-RACE'
const LINES = [
  { sku: BIKE, qty: 1 },
  { sku: PARCEL, qty: 2 },
]

describe(`line discounts (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let dealer: Shopper
  let stranger: Shopper
  let purchaser: TestPurchaser
  let acting: string

  const rows = <T>(query: ReturnType<typeof sql>) => t.ctx.database.rows<T>(query)
  const oc = (name: string, token: string, body?: unknown) =>
    call(t.app, 'POST', `/api/oculus/${name}?token=${token}`, body)
  const lineIds = async (cartId: string) =>
    Object.fromEntries(
      (
        await rows<{ id: number; sku: string }>(
          sql`select id, sku from quote_item where quote_id = ${Number(cartId)} order by id`,
        )
      ).map((r) => [r.sku, r.id]),
    ) as Record<string, number>
  const give = (token: string, cartId: string, itemId: number, over: Record<string, unknown> = {}) =>
    oc('applyDiscountCart', token, {
      customer_id: dealer.id,
      cart_id: cartId,
      item_id: itemId,
      quote_item_id: itemId,
      disc_perc: 5,
      comment: 'Vaste klant, actie voorjaar',
      type: 'internal',
      ...over,
    })
  const totals = async (token: string, cartId: string) =>
    (await call(t.app, 'GET', `/api/cart/totals?token=${token}&cartId=${cartId}`)).body.result

  beforeAll(async () => {
    t = await buildTestApp()
    await insertCartFixture(t.ctx.database)
    await t.ctx.database.rows(sql`update stock_item set qty = '1000'`)
    dealer = await shopperWith(t, 'D9301', { drop_enabled: 0 })
    stranger = await shopperWith(t, 'D9302', { drop_enabled: 0 })
    purchaser = await makePurchaser(t, { maxDiscount: 10 })
    await assign(t, purchaser.id, dealer.id)
    acting = (await takeOver(t, purchaser, dealer.id, 'customer')).token
  })
  afterAll(() => t?.close())

  it('a purchaser acting for the customer gives 5 %: stored on the line, the cart moves, the audit log has it', async () => {
    const cartId = await cartOf(t, dealer, LINES)
    const ids = await lineIds(cartId)
    const [before] = await rows<{ u: Date }>(
      sql`select updated_at as u from quote where id = ${Number(cartId)}`,
    )
    await new Promise((resolve) => setTimeout(resolve, 5))
    const res = await give(acting, cartId, ids[BIKE]!)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.result.body).toEqual([
      {
        item_id: ids[BIKE],
        sku: BIKE,
        disc_perc: 5,
        comment: 'Vaste klant, actie voorjaar',
        type: 'internal',
      },
    ])
    const [line] = await rows<any>(
      sql`select discount_percent::text as p, discount_comment as c, discount_type as ty, discount_by as by from quote_item where id = ${ids[BIKE]!}`,
    )
    expect(line).toEqual({ p: '5.00', c: 'Vaste klant, actie voorjaar', ty: 'internal', by: purchaser.id })
    const [after] = await rows<{ u: Date }>(
      sql`select updated_at as u from quote where id = ${Number(cartId)}`,
    )
    expect(new Date(after!.u).getTime()).toBeGreaterThan(new Date(before!.u).getTime())
    const audit = await rows<any>(
      sql`select purchaser_id, customer_id, action, details from purchaser_audit where action = 'discount' order by id desc limit 1`,
    )
    expect(audit[0]).toMatchObject({
      purchaser_id: purchaser.id,
      customer_id: dealer.id,
      action: 'discount',
      details: { item_id: ids[BIKE], sku: BIKE, disc_perc: 5, type: 'internal' },
    })

    // 0 removes it (and its comment)
    const removed = await give(acting, cartId, ids[BIKE]!, { disc_perc: 0 })
    expect(removed.status, JSON.stringify(removed.body)).toBe(200)
    expect(removed.body.result.body).toEqual([])
    const [gone] = await rows<any>(
      sql`select discount_percent as p, discount_comment as c from quote_item where id = ${ids[BIKE]!}`,
    )
    expect(gone).toEqual({ p: null, c: null })
  })

  it('lowers the row, its tax and the grand total before tax; pull and totals carry the percent', async () => {
    const cartId = await cartOf(t, dealer, LINES)
    const ids = await lineIds(cartId)
    const plain = await totals(dealer.token, cartId)
    expect((await give(acting, cartId, ids[BIKE]!, { disc_perc: '7,5' })).status).toBe(200)
    const cut = await totals(dealer.token, cartId)
    const bikeBefore = plain.items.find((i: any) => i.item_id === ids[BIKE])
    const bike = cut.items.find((i: any) => i.item_id === ids[BIKE])
    const off = percentOf(toCents(bikeBefore.row_total_incl_tax), 7.5)
    const offNet = netFromGross(off, bikeBefore.tax_percent)
    expect(bike).toMatchObject({
      discount_percent: 7.5,
      discount_amount: offNet / 100,
      row_total: bikeBefore.row_total,
      row_total_with_discount: (toCents(bikeBefore.row_total) - offNet) / 100,
      row_total_with_discount_incl_tax: (toCents(bikeBefore.row_total_incl_tax) - off) / 100,
    })
    expect(toCents(bike.tax_amount)).toBe(toCents(bikeBefore.tax_amount) - (off - offNet))
    expect(toCents(cut.tax_amount)).toBe(toCents(plain.tax_amount) - (off - offNet))
    expect(toCents(cut.grand_total)).toBe(toCents(plain.grand_total) - off)
    expect(cut.total_segments.find((s: any) => s.code === 'discount')).toEqual({
      code: 'discount',
      title: 'Korting',
      value: -off / 100,
    })
    // the other line is untouched
    const parcel = cut.items.find((i: any) => i.item_id === ids[PARCEL])
    expect(parcel).toMatchObject({ discount_percent: 0, discount_amount: 0 })

    const pull = await call(t.app, 'GET', `/api/cart/pull?token=${dealer.token}&cartId=${cartId}`)
    const pulled = pull.body.result.find((i: any) => i.item_id === ids[BIKE])
    expect(pulled).toMatchObject({ discount_percent: 7.5, discount_amount: offNet / 100 })
    // an internal comment is not the customer's to read
    expect(pulled).not.toHaveProperty('discount_comment')
  })

  it('refuses above the PURCHASER maximum with 400 naming it (the customer has no maximum of their own)', async () => {
    const cartId = await cartOf(t, dealer, LINES)
    const ids = await lineIds(cartId)
    const res = await give(acting, cartId, ids[BIKE]!, { disc_perc: 10.5 })
    expect(res.status).toBe(400)
    expect(res.body.result).toBe('disc_perc: The discount may be at most 10 %, your maximum as a purchaser.')
    expect((await give(acting, cartId, ids[BIKE]!, { disc_perc: 10 })).status).toBe(200)
    // the acting purchaser asks their own maximum
    const max = await oc('getPurchaserMaxDiscountPercMagento', acting, {})
    expect(max.body.result.body).toBe(10)
  })

  it.each([
    [{ disc_perc: -1 }, 'disc_perc: A negative discount is not allowed.'],
    [{ disc_perc: 'veel' }, 'disc_perc: The discount must be a number (percent).'],
    [{ disc_perc: 5.125 }, 'disc_perc: The discount may have at most 2 decimals.'],
    [{ disc_perc: 150 }, 'disc_perc: The discount may be at most 100 %.'],
    [{ comment: 'x'.repeat(256) }, 'comment: The comment may have at most 255 characters.'],
    [{ type: 'secret' }, "type: The type must be 'customer' or 'internal'."],
    [{ quote_item_id: null, item_id: null }, 'quote_item_id: the cart line is required'],
    [{ quote_item_id: 'abc', item_id: null }, 'quote_item_id: must be the cart line id (a whole number)'],
  ])('bad input %j: 400 naming the field', async (over, message) => {
    const cartId = await cartOf(t, dealer, LINES)
    const ids = await lineIds(cartId)
    const res = await give(acting, cartId, ids[BIKE]!, over)
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect(res.body.result).toBe(message)
  })

  it('bad input the schema refuses (a flag as percent, no cart) is 400 naming the field', async () => {
    const cartId = await cartOf(t, dealer, LINES)
    const ids = await lineIds(cartId)
    const flag = await give(acting, cartId, ids[BIKE]!, { disc_perc: true })
    expect(flag.status).toBe(400)
    expect(flag.body.result).toContain('disc_perc')
    const noCart = await oc('applyDiscountCart', acting, { item_id: ids[BIKE], disc_perc: 5 })
    expect(noCart.status).toBe(400)
    expect(noCart.body.result).toContain('cart_id')
  })

  it('a line of another cart is 404, another customer or their cart 403', async () => {
    const cartId = await cartOf(t, dealer, LINES)
    const foreignCart = await cartOf(t, stranger, LINES)
    const foreign = await lineIds(foreignCart)
    const notHere = await give(acting, cartId, foreign[BIKE]!)
    expect(notHere.status).toBe(404)
    expect(notHere.body.result).toBe('item_id: This line is not in the cart.')
    const theirCart = await give(acting, foreignCart, foreign[BIKE]!, { customer_id: null })
    expect(theirCart.status).toBe(403)
    expect(theirCart.body.result).toContain('cart_id')
    const theirId = await give(acting, cartId, foreign[BIKE]!, { customer_id: stranger.id })
    expect(theirId.status).toBe(403)
    expect(theirId.body.result).toContain('customer_id')
  })

  it('the customer cannot give a discount; a purchaser without the customer assigned cannot act for them', async () => {
    const cartId = await cartOf(t, dealer, LINES)
    const ids = await lineIds(cartId)
    const own = await give(dealer.token, cartId, ids[BIKE]!)
    expect(own.status).toBe(403)
    expect(own.body.result).toBe('Only a purchaser acting for this customer can give a line discount.')
    // a purchaser on their own token (not acting) is a plain customer here
    const plain = await give(purchaser.token, cartId, ids[BIKE]!)
    expect(plain.status).toBe(403)
    const unassigned = await makePurchaser(t, { maxDiscount: 50 })
    const hash = await call(t.app, 'POST', `/api/purchaser/create-hash?token=${unassigned.token}`, {
      customerId: dealer.id,
      purchaserId: unassigned.id,
    })
    expect(hash.status).toBe(403)
    expect((await give(unassigned.token, cartId, ids[BIKE]!, { customer_id: null })).status).toBe(403)
    const [line] = await rows<any>(sql`select discount_percent as p from quote_item where id = ${ids[BIKE]!}`)
    expect(line.p).toBeNull()
  })

  it('getDiscountsAppliedMagento: the purchaser reads every comment, the customer only one of type customer', async () => {
    const cartId = await cartOf(t, dealer, LINES)
    const ids = await lineIds(cartId)
    expect((await give(acting, cartId, ids[BIKE]!, { comment: 'Geheim: marge' })).status).toBe(200)
    expect(
      (
        await give(acting, cartId, ids[PARCEL]!, {
          disc_perc: 3,
          comment: 'Actie voorjaar',
          type: 'customer',
        })
      ).status,
    ).toBe(200)
    const asPurchaser = await oc('getDiscountsAppliedMagento', acting, {
      customer_id: dealer.id,
      cart_id: cartId,
    })
    expect(asPurchaser.body.result.body).toEqual([
      { item_id: ids[BIKE], sku: BIKE, disc_perc: 5, comment: 'Geheim: marge', type: 'internal' },
      { item_id: ids[PARCEL], sku: PARCEL, disc_perc: 3, comment: 'Actie voorjaar', type: 'customer' },
    ])
    const asCustomer = await oc('getDiscountsAppliedMagento', dealer.token, {
      customer_id: dealer.id,
      cart_id: cartId,
    })
    expect(asCustomer.body.result.body).toEqual([
      { item_id: ids[BIKE], sku: BIKE, disc_perc: 5, comment: null, type: 'internal' },
      { item_id: ids[PARCEL], sku: PARCEL, disc_perc: 3, comment: 'Actie voorjaar', type: 'customer' },
    ])
    expect(JSON.stringify(asCustomer.body)).not.toContain('Geheim')
    // the cart's totals carry only the comment meant for the customer
    const cart = await totals(dealer.token, cartId)
    expect(cart.items.find((i: any) => i.item_id === ids[PARCEL]).discount_comment).toBe('Actie voorjaar')
    expect(cart.items.find((i: any) => i.item_id === ids[BIKE])).not.toHaveProperty('discount_comment')
    expect(JSON.stringify(cart)).not.toContain('Geheim')
    const other = await oc('getDiscountsAppliedMagento', stranger.token, { cart_id: cartId })
    expect(other.status).toBe(403)
  })

  it('in Apart-cart mode the discount goes on the apart cart; the customer never reaches that cart', async () => {
    const apart = await takeOver(t, purchaser, dealer.id, 'apart')
    const created = await call(t.app, 'POST', `/api/cart/create?token=${apart.token}${apart.query}`)
    const apartCartId = String(created.body.result)
    const added = await call(
      t.app,
      'POST',
      `/api/cart/update?token=${apart.token}&cartId=${apartCartId}${apart.query}`,
      { cartItem: { sku: BIKE, qty: 1 } },
    )
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const itemId = added.body.result.item_id as number
    const res = await call(
      t.app,
      'POST',
      `/api/oculus/applyDiscountCart?token=${apart.token}${apart.query}`,
      {
        cart_id: apartCartId,
        quote_item_id: itemId,
        disc_perc: 6,
        type: 'internal',
      },
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const cut = await call(
      t.app,
      'GET',
      `/api/cart/totals?token=${apart.token}&cartId=${apartCartId}${apart.query}`,
    )
    expect(cut.body.result.items[0]).toMatchObject({ discount_percent: 6 })
    const asCustomer = await oc('getDiscountsAppliedMagento', dealer.token, { cart_id: apartCartId })
    expect(asCustomer.status).toBe(403)
  })

  it('the order lines, totals, answers, mail and handover carry it; an internal comment never reaches the customer', async () => {
    const cartId = await cartOf(t, dealer, LINES)
    const ids = await lineIds(cartId)
    expect((await give(acting, cartId, ids[BIKE]!, { comment: 'Geheim: marge' })).status).toBe(200)
    expect(
      (
        await give(acting, cartId, ids[PARCEL]!, {
          disc_perc: 2.5,
          comment: 'Actie voorjaar',
          type: 'customer',
        })
      ).status,
    ).toBe(200)
    const cart = await totals(acting, cartId)
    const body = extrasOrderBody(cartId, LINES, { payment: 'purchaseorder', po: 'PO-DISC-1' })
    // a discount sent with the order counts for nothing: only the cart's
    ;(body.products as any[])[0].discount_percent = 99
    const res = await call(t.app, 'POST', `/api/order?token=${acting}`, body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const { orderNumber, orderToken } = res.body.result

    const [order] = await rows<any>(
      sql`select id, grand_total::text as g, discount_amount::text as d from sales_order where increment_id = ${orderNumber}`,
    )
    expect(Number(order.g)).toBe(cart.grand_total)
    expect(Number(order.d)).toBe(cart.discount_amount)
    const items = await rows<any>(
      sql`select sku, discount_percent::text as p, discount_comment as c, discount_type as ty, discount_amount::text as a
          from sales_order_item where order_id = ${order.id} order by sku`,
    )
    const cartItem = (id: number) => cart.items.find((i: any) => i.item_id === id)
    expect(items).toEqual([
      { sku: BIKE, p: '5.00', c: 'Geheim: marge', ty: 'internal', a: expect.any(String) },
      { sku: PARCEL, p: '2.50', c: 'Actie voorjaar', ty: 'customer', a: expect.any(String) },
    ])
    expect(Number(items[0].a)).toBe(cartItem(ids[BIKE]!).discount_amount)

    const history = await call(t.app, 'GET', `/api/user/order-history?token=${dealer.token}`)
    const mine = history.body.result.items.find((o: any) => o.increment_id === orderNumber)
    expect(mine.items.find((i: any) => i.sku === BIKE)).toMatchObject({ discount_percent: 5 })
    expect(mine.items.find((i: any) => i.sku === BIKE)).not.toHaveProperty('discount_comment')
    expect(mine.items.find((i: any) => i.sku === PARCEL)).toMatchObject({
      discount_percent: 2.5,
      discount_comment: 'Actie voorjaar',
    })
    expect(JSON.stringify(history.body)).not.toContain('Geheim')
    const status = await call(t.app, 'GET', `/api/order/status/${orderToken}`)
    expect(status.body.result.items.find((i: any) => i.sku === BIKE)).toMatchObject({ discount_percent: 5 })
    expect(JSON.stringify(status.body)).not.toContain('Geheim')

    const mail = await mailTo(t, body.addressInformation.billingAddress.email)
    expect(mail).toContain('5 % korting, nu')
    expect(mail).toContain('2,5 % korting, nu')
    expect(mail).toContain('Toelichting korting: Actie voorjaar')
    expect(mail).not.toContain('Geheim')

    const [handed] = await rows<{ lines: any[] }>(
      sql`select lines from backoffice_order where shop_order_number = ${orderNumber}`,
    )
    expect(handed!.lines.find((l) => l.sku === BIKE)).toMatchObject({
      discountPercent: 5,
      discountComment: 'Geheim: marge',
      discountType: 'internal',
    })
  })
})
