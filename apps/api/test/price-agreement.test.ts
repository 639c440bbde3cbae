/**
 * One price per product, wherever a shopper meets it (issue 13 item 3): the product page's price
 * (worked out from the catalogue documents with the same @shop/commerce rules the page uses), the
 * catalogue's price filter in both engines, /api/product/render-list and the cart's totals - for
 * every product type and for a guest and a business customer. Products are picked from the seeded
 * demo catalogue by their shape, not by name. All of them price through apps/api/src/pricing
 * (decisions 0118, 0119); this test is what notices when one of them goes its own way.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bundleProductPrice,
  customOptionsPriceDelta,
  discountedComposite,
  type BundleOption,
  type CustomOption,
  type LinkedPrices,
} from '@shop/commerce'
import { call, buildTestApp, type TestApp } from './test-app.ts'
import { customerSession } from './user-helpers.ts'

type Doc = Record<string, any>
interface Shopper {
  name: string
  /** for the catalogue */
  groupToken: string
  /** the customer's access token ('' for a guest): render-list and the cart */
  token: string
}
interface Case {
  type: string
  /** the sku the product page shows */
  sku: string
  /** the cart line the page's "In winkelwagen" sends, and the units it holds */
  cartItem: Doc
}

let t: TestApp
const shoppers: Shopper[] = [{ name: 'guest', groupToken: '', token: '' }]
const cases: Case[] = []
let ratePercent = 0

const search = async (filters: object[], shopper: Shopper, engine: 'memory' | 'sql') => {
  t.ctx.config.catalog.engine = engine
  const query: Doc = { _appliedFilters: filters }
  if (shopper.groupToken) query.groupToken = shopper.groupToken
  const res = await call(
    t.app,
    'GET',
    `/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query&size=50&request=${encodeURIComponent(JSON.stringify(query))}`,
  )
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.hits.hits.map((h: Doc) => h._source) as Doc[]
}
const bySku = async (skus: string[], shopper: Shopper, engine: 'memory' | 'sql') =>
  search([{ attribute: 'sku', value: { in: skus } }], shopper, engine)

const cents = (euros: number) => Math.round(euros * 100)

/** The product page's price in cents for the case's choice (components/product/base-price.ts). */
async function productPagePrice(c: Case, shopper: Shopper, engine: 'memory' | 'sql'): Promise<number> {
  const [doc] = await bySku([c.sku], shopper, engine)
  expect(doc, c.sku).toBeDefined()
  const ext = c.cartItem.product_option?.extension_attributes ?? {}
  if (c.type === 'grouped') {
    const members = await bySku(
      doc!.product_links.map((l: Doc) => l.linked_product_sku),
      shopper,
      engine,
    )
    return members.reduce((sum, m) => sum + cents(m.final_price_incl_tax), 0)
  }
  if (c.type === 'bundle') {
    const options = doc!.bundle_options as BundleOption[]
    const skus = options.flatMap((o) => o.product_links.map((l) => l.sku))
    const members = new Map<string, LinkedPrices>(
      (await bySku(skus, shopper, engine)).map((m) => [m.sku, m as LinkedPrices]),
    )
    const selection = Object.fromEntries(
      (ext.bundle_options as Doc[]).map((b) => [
        b.option_id,
        { linkIds: b.option_selections, qty: b.option_qty },
      ]),
    )
    const sum = discountedComposite(bundleProductPrice(options, members, ratePercent, selection), doc!)
    return cents(sum.priceInclTax)
  }
  const unit =
    c.type === 'configurable'
      ? (doc!.configurable_children as Doc[]).find((child) => child.sku === c.cartItem.sku)!
      : doc!
  const base = {
    price: unit.final_price,
    priceInclTax: unit.final_price_incl_tax,
    taxRatePercent: ratePercent,
  }
  if (!ext.custom_options) return cents(base.priceInclTax)
  const defs = doc!.custom_options as CustomOption[]
  const selection = Object.fromEntries(
    (ext.custom_options as Doc[]).map((o) => {
      const text = ['field', 'area'].includes(defs.find((d) => d.option_id === o.option_id)!.type)
      return [o.option_id, text ? String(o.option_value) : String(o.option_value).split(',').map(Number)]
    }),
  )
  const delta = customOptionsPriceDelta(defs, selection, base)
  return cents(base.priceInclTax) + cents(delta.priceInclTax)
}

/** What the cart charges per unit of the case (all its lines together, one unit each). */
async function cartPrice(c: Case, shopper: Shopper): Promise<number> {
  const created = await call(t.app, 'POST', `/api/cart/create?token=${shopper.token}`)
  const cartId = created.body.result as string
  const added = await call(t.app, 'POST', `/api/cart/update?token=${shopper.token}&cartId=${cartId}`, {
    cartItem: { ...c.cartItem, quoteId: cartId },
  })
  expect(added.status, JSON.stringify(added.body)).toBe(200)
  const totals = await call(t.app, 'GET', `/api/cart/totals?token=${shopper.token}&cartId=${cartId}`)
  expect(totals.status).toBe(200)
  const items = totals.body.result.items as Doc[]
  // a customer has one cart: empty it for the next case
  for (const item of items) {
    const removed = await call(t.app, 'POST', `/api/cart/delete?token=${shopper.token}&cartId=${cartId}`, {
      cartItem: { item_id: item.item_id, quoteId: cartId },
    })
    expect(removed.status, JSON.stringify(removed.body)).toBe(200)
  }
  // a grouped product is one line per member, each qty units of it
  return items.reduce((sum, i) => sum + cents(i.row_total_incl_tax) / i.qty, 0)
}

beforeAll(async () => {
  t = await buildTestApp()
  const rows = (q: ReturnType<typeof sql>) => t.ctx.database.rows<Doc>(q)
  const [rate] =
    await rows(sql`select r.rate::float as rate from tax_rate r where r.country = 'NL' and r.id in (
    select unnest(rate_ids) from tax_rule where 2 = any(product_tax_class_ids))`)
  ratePercent = rate!.rate
  const sellable = sql`p.status = 1 and p.visibility > 1 and p.tax_class_id = 2`
  const [special] = await rows(sql`select p.sku from product p where ${sellable} and p.type_id = 'simple'
    and p.special_price > 0 and p.special_price < p.price and (p.special_to_date is null or p.special_to_date > now())
    and (p.special_from_date is null or p.special_from_date < now())
    and not exists (select 1 from custom_option o where o.product_id = p.id) order by p.id limit 1`)
  const [tiered] = await rows(sql`select p.sku from product p join tier_price tp on tp.product_id = p.id
    where ${sellable} and p.type_id = 'simple' and tp.qty <= 1
    and not exists (select 1 from custom_option o where o.product_id = p.id) order by p.id limit 1`)
  const [child] = await rows(sql`select pp.sku as parent, c.sku from product pp
    join product_super_link l on l.parent_id = pp.id join product c on c.id = l.child_id
    where pp.status = 1 and pp.visibility > 1 and pp.type_id = 'configurable' and c.status = 1
    order by pp.id, c.id desc limit 1`)
  const [grouped] = await rows(sql`select p.sku from product p where ${sellable} and p.type_id = 'grouped'
    order by p.id limit 1`)
  const [bundle] = await rows(sql`select p.id, p.sku from product p where ${sellable} and p.type_id = 'bundle'
    and p.special_price > 0 order by p.id limit 1`)
  const [custom] = await rows(sql`select p.id, p.sku from product p where ${sellable} and p.type_id = 'simple'
    and exists (select 1 from custom_option o where o.product_id = p.id) order by p.id limit 1`)
  const [virtual] = await rows(sql`select p.sku from product p where ${sellable} and p.type_id = 'virtual'
    order by p.id limit 1`)
  const [downloadable] = await rows(sql`select p.sku from product p where p.status = 1 and p.visibility > 1
    and p.type_id = 'downloadable' and not exists (select 1 from custom_option o where o.product_id = p.id)
    order by p.id limit 1`)
  for (const found of [special, tiered, child, grouped, bundle, custom, virtual, downloadable])
    expect(found, 'the demo catalogue has every product type').toBeDefined()

  // the bundle: every option's last link (not the default), twice where the quantity may change
  const links =
    await rows(sql`select o.id as option, s.id, s.can_change_qty as "canChange" from bundle_option o
    join bundle_selection s on s.option_id = o.id where o.product_id = ${bundle!.id} order by o.position, s.position`)
  const lastLinks = new Map(links.map((l) => [l.option, l]))
  // custom options: every choice option's last value, texts filled in
  const values = await rows(sql`select o.id as option, o.type, max(v.id) as value from custom_option o
    left join custom_option_value v on v.option_id = o.id where o.product_id = ${custom!.id} group by o.id, o.type`)

  cases.push(
    { type: 'simple with special price', sku: special!.sku, cartItem: { sku: special!.sku, qty: 1 } },
    { type: 'simple with tier price', sku: tiered!.sku, cartItem: { sku: tiered!.sku, qty: 1 } },
    { type: 'configurable', sku: child!.parent, cartItem: { sku: child!.sku, qty: 1 } },
    { type: 'grouped', sku: grouped!.sku, cartItem: { sku: grouped!.sku, qty: 1 } },
    {
      type: 'bundle',
      sku: bundle!.sku,
      cartItem: {
        sku: bundle!.sku,
        qty: 1,
        product_option: {
          extension_attributes: {
            bundle_options: [...lastLinks.values()].map((l) => ({
              option_id: l.option,
              option_qty: l.canChange ? 2 : 1,
              option_selections: [l.id],
            })),
          },
        },
      },
    },
    { type: 'bundle default', sku: bundle!.sku, cartItem: { sku: bundle!.sku, qty: 1 } },
    {
      type: 'custom options',
      sku: custom!.sku,
      cartItem: {
        sku: custom!.sku,
        qty: 1,
        product_option: {
          extension_attributes: {
            custom_options: values.map((v) => ({
              option_id: v.option,
              option_value: v.value === null ? 'Jan' : String(v.value),
            })),
          },
        },
      },
    },
    { type: 'virtual', sku: virtual!.sku, cartItem: { sku: virtual!.sku, qty: 1 } },
    { type: 'downloadable', sku: downloadable!.sku, cartItem: { sku: downloadable!.sku, qty: 1 } },
  )

  const business = await customerSession(t.app)
  await t.ctx.database.rows(sql`update customer set group_id = 2 where id = ${business.id}`)
  const me = await call(t.app, 'GET', `/api/user/me?token=${business.token}`)
  shoppers.push({ name: 'business', groupToken: me.body.result.groupToken, token: business.token })
})
afterAll(() => t.close())

describe('the product page price is the price everywhere', () => {
  it('for every product type and customer group: both catalogue engines, render-list and the cart', async () => {
    const seen: string[] = []
    for (const shopper of shoppers) {
      for (const c of cases) {
        const label = `${c.type} (${c.sku}) for a ${shopper.name}`
        const shown = await productPagePrice(c, shopper, 'memory')
        expect(await productPagePrice(c, shopper, 'sql'), `${label}: sql engine`).toBe(shown)
        expect(await cartPrice(c, shopper), `${label}: cart`).toBe(shown)

        // the price the catalogue filters by is the price shown (both engines)
        if (!c.cartItem.product_option && c.type !== 'grouped') {
          const euros = shown / 100
          const range = [{ attribute: 'price', value: { gte: euros - 0.001, lte: euros + 0.001 } }]
          for (const engine of ['memory', 'sql'] as const) {
            const hits = await search([...range, { attribute: 'sku', value: { eq: c.sku } }], shopper, engine)
            if (c.type !== 'configurable') expect(hits.length, `${label}: ${engine} price filter`).toBe(1)
          }
        }

        // render-list: the unit the page prices (a configurable's child, a bundle's default choice)
        if (c.type !== 'grouped' && c.type !== 'bundle' && c.type !== 'custom options') {
          const res = await call(
            t.app,
            'GET',
            `/api/product/render-list?currencyCode=EUR&storeId=1&skus=${encodeURIComponent(c.cartItem.sku)}&token=${shopper.token}`,
          )
          expect(res.status).toBe(200)
          expect(cents(res.body.result.items[0].price_info.final_price), `${label}: render-list`).toBe(shown)
        }
        seen.push(label)
      }
    }
    expect(seen).toHaveLength(cases.length * 2)
  })
})
