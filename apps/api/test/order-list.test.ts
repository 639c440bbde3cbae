/**
 * The order-list calls (spec 001 §7, decisions 0161, 0162) for a trade customer: every call, its
 * answer shape, and bad input answered with a 4xx naming the problem (never a 500).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRADE_DEMO_PASSWORD } from '../src/seed/trade-customers.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { signIn } from './user-helpers.ts'
import { BAKKER, JANSEN, configurable, listCall, simpleSkus } from './order-list-helpers.ts'

describe(`order lists (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let token = ''
  let other = ''
  let me = 0
  let products: { id: number; sku: string }[] = []
  let conf: { id: number; sku: string; child: string }
  const as = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
    listCall(t, token, method, path, body)

  beforeAll(async () => {
    t = await buildTestApp()
    token = (await signIn(t.app, JANSEN, TRADE_DEMO_PASSWORD)).token
    other = (await signIn(t.app, BAKKER, TRADE_DEMO_PASSWORD)).token
    me = (await call(t.app, 'GET', `/api/user/me?token=${token}`)).body.result.id
    products = await simpleSkus(t, 4)
    conf = await configurable(t)
  })
  afterAll(() => t?.close())

  async function newList(name = 'Werkplaats') {
    const res = await as('POST', 'add-list', { customerId: me, name })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.result.list_id as number
  }

  it("the demo dealer Jansen has the lists 'Vaste voorraad' and 'Voorjaar' with products", async () => {
    const lists = (await as('GET', 'lists')).body.result as {
      list_id: number
      name: string
      item_count: number
    }[]
    for (const name of ['Vaste voorraad', 'Voorjaar']) {
      const list = lists.find((l) => l.name === name)
      expect(list?.item_count, name).toBeGreaterThanOrEqual(3)
      const items = (await as('GET', `items?list_id=${list!.list_id}`)).body.result
      expect(items).toHaveLength(list!.item_count)
      for (const item of items) expect(item.price_info?.final_price, item.sku).toBeGreaterThan(0)
    }
    const spring = (await as('GET', `items?list_id=${lists.find((l) => l.name === 'Voorjaar')!.list_id}`))
      .body.result
    expect(spring.some((i: { child_sku: string | null }) => i.child_sku !== null)).toBe(true)
  })

  it('adds, lists, renames and deletes a list', async () => {
    const res = await as('POST', 'add-list', { customerId: me, name: '  Najaar  ' })
    expect(res.body).toEqual({ code: 200, result: { list_id: expect.any(Number), name: 'Najaar' } })
    const id = res.body.result.list_id
    const lists = await as('GET', `lists?customer_id=${me}`)
    expect(lists.body.result).toContainEqual({
      list_id: id,
      name: 'Najaar',
      item_count: 0,
      created_by_purchaser: null,
      updated_at: expect.any(String),
    })
    // without customer_id: the caller's own
    expect((await as('GET', 'lists')).body.result).toEqual(lists.body.result)
    const renamed = await as('POST', 'rename', { customerId: me, listId: id, name: 'Najaar 2027' })
    expect(renamed.body.result).toEqual({ list_id: id, name: 'Najaar 2027' })
    expect((await as('DELETE', 'list', { customerId: me, listId: id })).body).toEqual({
      code: 200,
      result: true,
    })
    expect((await as('GET', `lists?customer_id=${me}`)).body.result.map((l: any) => l.list_id)).not.toContain(
      id,
    )
    expect((await as('DELETE', 'list', { customerId: me, listId: id })).status).toBe(404)
  })

  it('adds products with a variant and default amount; items carry product facts and prices', async () => {
    const id = await newList()
    const [a, b] = products
    expect(
      (await as('POST', 'add-product', { customerId: me, listId: id, entityId: a!.id, defaultAmount: 6 }))
        .body.result,
    ).toEqual({
      item_id: expect.any(Number),
      entity_id: a!.id,
      child_sku: null,
      default_amount: 6,
      position: 0,
    })
    await as('POST', 'add-product', { customerId: me, listId: id, entityId: b!.id })
    const variant = await as('POST', 'add-product', {
      customerId: me,
      listId: id,
      entityId: conf.id,
      childData: { sku: conf.child },
      defaultAmount: '2',
    })
    expect(variant.body.result).toMatchObject({ child_sku: conf.child, default_amount: 2, position: 2 })
    // the same product again: one item, the new amount
    const again = await as('POST', 'add-product', {
      customerId: me,
      listId: id,
      entityId: a!.id,
      defaultAmount: 8,
    })
    expect(again.body.result).toMatchObject({ default_amount: 8, position: 0 })
    // again without an amount: unchanged
    await as('POST', 'add-product', { customerId: me, listId: id, entityId: a!.id })
    const items = await as('GET', `items?customer_id=${me}&list_id=${id}`)
    expect(items.status).toBe(200)
    expect(items.body.result).toHaveLength(3)
    const [first, , third] = items.body.result
    expect(first).toMatchObject({
      entity_id: a!.id,
      sku: a!.sku,
      child_sku: null,
      default_amount: 8,
      position: 0,
      name: expect.any(String),
      url_path: expect.any(String),
      is_salable: '1',
    })
    expect(first.price_info.final_price).toBeGreaterThan(0)
    expect(first.price_info.extension_attributes.tax_adjustments.final_price).toBeGreaterThan(0)
    // a trade customer sees the retail price beside their own (decision 0139)
    expect(third).toMatchObject({
      entity_id: conf.id,
      sku: conf.sku,
      child_sku: conf.child,
      child_data: { sku: conf.child },
    })
    expect(third.price_info.final_price).toBeGreaterThan(0)
    expect(
      (await as('GET', `lists?customer_id=${me}`)).body.result.find((l: any) => l.list_id === id).item_count,
    ).toBe(3)
  })

  it('answers is-allowed and product-on-list', async () => {
    const id = await newList()
    await as('POST', 'add-product', { customerId: me, listId: id, entityId: products[0]!.id })
    expect((await as('GET', `is-allowed?customer_id=${me}&list_id=${id}`)).body).toEqual({
      code: 200,
      result: true,
    })
    expect((await as('GET', `is-allowed?customer_id=${me}&list_id=999999`)).body.result).toBe(false)
    const on = await as('GET', `product-on-list?customer_id=${me}&list_id=${id}&entity_id=${products[0]!.id}`)
    expect(on.body).toEqual({ code: 200, result: true })
    const off = await as(
      'GET',
      `product-on-list?customer_id=${me}&list_id=${id}&entity_id=${products[1]!.id}`,
    )
    expect(off.body.result).toBe(false)
  })

  it('pages and searches with list-with-filters', async () => {
    const id = await newList()
    for (const p of products) await as('POST', 'add-product', { customerId: me, listId: id, entityId: p.id })
    const page = await as('POST', 'list-with-filters', {
      customerId: me,
      options: { listId: id, page: 2, pageSize: 3 },
    })
    expect(page.body.result.total).toBe(4)
    expect(page.body.result.items).toHaveLength(1)
    const found = await as('POST', 'list-with-filters', {
      customerId: me,
      options: { listId: id, search: products[2]!.sku },
    })
    expect(found.body.result.total).toBe(1)
    expect(found.body.result.items[0].sku).toBe(products[2]!.sku)
  })

  it('deletes an item and a variant; reorders', async () => {
    const id = await newList()
    const ids: number[] = []
    for (const p of products.slice(0, 3))
      ids.push(
        (await as('POST', 'add-product', { customerId: me, listId: id, entityId: p.id })).body.result.item_id,
      )
    const reordered = await as('POST', 'reorder', {
      customerId: me,
      listId: id,
      order: [ids[2], ids[0], ids[1]],
    })
    expect(reordered.body).toEqual({ code: 200, result: [ids[2], ids[0], ids[1]] })
    const items = (await as('GET', `items?list_id=${id}`)).body.result
    expect(items.map((i: any) => i.item_id)).toEqual([ids[2], ids[0], ids[1]])
    expect(items.map((i: any) => i.position)).toEqual([0, 1, 2])
    expect(
      (await as('DELETE', 'item', { customerId: me, listId: id, entityId: products[0]!.id })).body.result,
    ).toBe(true)
    const gone = await as('DELETE', 'item', { customerId: me, listId: id, entityId: products[0]!.id })
    expect(gone.status).toBe(404)
    expect(gone.body.result).toBe('entityId: This product is not on the list.')
    await as('POST', 'add-product', {
      customerId: me,
      listId: id,
      entityId: conf.id,
      childData: { sku: conf.child },
    })
    const wrongVariant = await as('DELETE', 'item', {
      customerId: me,
      listId: id,
      entityId: conf.id,
      childSku: 'NOPE',
    })
    expect(wrongVariant.status).toBe(404)
    const variant = await as('DELETE', 'item', {
      customerId: me,
      listId: id,
      entityId: conf.id,
      childSku: conf.child,
    })
    expect(variant.body.result).toBe(true)
  })

  it('copies a list with its items under a new name', async () => {
    const id = await newList('Basis')
    await as('POST', 'add-product', {
      customerId: me,
      listId: id,
      entityId: products[0]!.id,
      defaultAmount: 4,
    })
    await as('POST', 'add-product', {
      customerId: me,
      listId: id,
      entityId: products[1]!.id,
      defaultAmount: 1,
    })
    const copy = await as('POST', 'copy', { customerId: me, listId: id, name: 'Basis kopie' })
    expect(copy.body.result).toEqual({ list_id: expect.any(Number), name: 'Basis kopie' })
    const items = (await as('GET', `items?list_id=${copy.body.result.list_id}`)).body.result
    expect(items.map((i: any) => [i.entity_id, i.default_amount])).toEqual([
      [products[0]!.id, 4],
      [products[1]!.id, 1],
    ])
  })

  describe('bad input: 4xx naming the problem', () => {
    let id = 0
    let foreign = 0
    beforeAll(async () => {
      id = await newList('Invoer')
      const res = await listCall(t, other, 'POST', 'add-list', { name: 'Van Bakker' })
      foreign = res.body.result.list_id
      await listCall(t, other, 'POST', 'add-product', { listId: foreign, entityId: products[3]!.id })
    })

    it.each([
      ['empty', ''],
      ['blank', '   '],
      ['missing', undefined],
    ])('a %s name: 400 Missing list name.', async (_kind, name) => {
      for (const [path, body] of [
        ['add-list', { customerId: me, name }],
        ['rename', { customerId: me, listId: id, name }],
        ['copy', { customerId: me, listId: id, name }],
      ] as const) {
        const res = await as('POST', path, body)
        expect(res.status, path).toBe(400)
        expect(res.body).toEqual({ code: 400, result: 'Missing list name.' })
      }
    })

    it('a 129-character name: 400 naming the limit; 128 fits', async () => {
      const res = await as('POST', 'add-list', { customerId: me, name: 'x'.repeat(129) })
      expect(res.body).toEqual({ code: 400, result: 'name: A list name may have at most 128 characters.' })
      expect((await as('POST', 'rename', { customerId: me, listId: id, name: 'y'.repeat(129) })).status).toBe(
        400,
      )
      expect((await as('POST', 'add-list', { customerId: me, name: 'x'.repeat(128) })).status).toBe(200)
    })

    it.each([[-1], [1.5], ['abc'], ['-2']])('defaultAmount %s: 400 naming defaultAmount', async (amount) => {
      const res = await as('POST', 'add-product', {
        customerId: me,
        listId: id,
        entityId: products[0]!.id,
        defaultAmount: amount,
      })
      expect(res.status).toBe(400)
      expect(res.body.result).toBe('defaultAmount: Must be a whole number of 0 or more.')
    })

    it('non-numeric ids: 400 naming the field', async () => {
      const q = await as('GET', `items?list_id=abc`)
      expect(q.status).toBe(400)
      expect(q.body.result).toContain('list_id')
      const b = await as('POST', 'add-product', { customerId: me, listId: 'x', entityId: products[0]!.id })
      expect(b.status).toBe(400)
      expect(b.body.result).toContain('listId')
    })

    it('an unknown product or a variant of another product: 404 / 400', async () => {
      const unknown = await as('POST', 'add-product', { customerId: me, listId: id, entityId: 999999999 })
      expect(unknown).toMatchObject({ status: 404, body: { result: 'entityId: No such product.' } })
      const wrong = await as('POST', 'add-product', {
        customerId: me,
        listId: id,
        entityId: products[0]!.id,
        childData: { sku: conf.child },
      })
      expect(wrong).toMatchObject({
        status: 400,
        body: { result: 'childData.sku: Not a variant of this product.' },
      })
    })

    it("another customer's list: 403 naming the field, its content never shown", async () => {
      const calls: [string, 'GET' | 'POST' | 'DELETE', unknown][] = [
        [`items?list_id=${foreign}`, 'GET', undefined],
        [`product-on-list?list_id=${foreign}&entity_id=${products[3]!.id}`, 'GET', undefined],
        ['list-with-filters', 'POST', { options: { listId: foreign } }],
        ['rename', 'POST', { listId: foreign, name: 'Van mij' }],
        ['copy', 'POST', { listId: foreign, name: 'Van mij' }],
        ['list', 'DELETE', { listId: foreign }],
        ['add-product', 'POST', { listId: foreign, entityId: products[0]!.id }],
        ['item', 'DELETE', { listId: foreign, entityId: products[3]!.id }],
        ['reorder', 'POST', { listId: foreign, order: [] }],
      ]
      for (const [path, method, body] of calls) {
        const res = await as(method, path, body)
        expect(res.status, path).toBe(403)
        expect(res.body.result, path).toMatch(/^list_?[iI]d: This list is not yours\.$/)
        expect(JSON.stringify(res.body)).not.toContain('Bakker')
      }
      expect((await as('GET', `is-allowed?list_id=${foreign}`)).body.result).toBe(false)
      // Bakker's list is untouched
      const theirs = await listCall(t, other, 'GET', `items?list_id=${foreign}`)
      expect(theirs.body.result.map((i: any) => i.entity_id)).toEqual([products[3]!.id])
      expect(
        (await listCall(t, other, 'GET', 'lists')).body.result.find((l: any) => l.list_id === foreign).name,
      ).toBe('Van Bakker')
    })

    it('an unknown list: 404 naming the field', async () => {
      const res = await as('POST', 'rename', { listId: 999999, name: 'Nieuw' })
      expect(res).toMatchObject({ status: 404, body: { result: 'listId: No such list.' } })
    })

    it('reorder that is not a permutation: 400', async () => {
      const a = (await as('POST', 'add-product', { listId: id, entityId: products[0]!.id })).body.result
        .item_id
      const b = (await as('POST', 'add-product', { listId: id, entityId: products[1]!.id })).body.result
        .item_id
      for (const order of [[a], [a, a], [a, b, 999999], [b, a, a], ['x', b]]) {
        const res = await as('POST', 'reorder', { listId: id, order })
        expect(res.status, JSON.stringify(order)).toBe(400)
        expect(res.body.result).toBe('order: Must name every item of the list exactly once.')
      }
    })

    it("another customer's id: 403 naming customer_id / customerId", async () => {
      const bakker = (await call(t.app, 'GET', `/api/user/me?token=${other}`)).body.result.id
      const q = await as('GET', `lists?customer_id=${bakker}`)
      expect(q).toMatchObject({ status: 403, body: { result: expect.stringMatching(/^customer_id: /) } })
      const b = await as('POST', 'add-list', { customerId: bakker, name: 'Voor Bakker' })
      expect(b).toMatchObject({ status: 403, body: { result: expect.stringMatching(/^customerId: /) } })
    })

    it('a guest: 401 with the spec text', async () => {
      const res = await listCall(t, '', 'GET', 'lists')
      expect(res.body).toEqual({ code: 401, result: 'U need to be loggedin to access your favorites.' })
    })
  })
})
