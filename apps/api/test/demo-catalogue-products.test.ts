import { sql } from 'drizzle-orm'
import { inclFromNetCents } from '../src/seed/prices.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from './test-app.ts'
import { TEST_PRODUCTS } from './template-db.ts'
import { isValidEan13 } from '../src/seed/text.ts'
import { optionId } from '../src/seed/attributes.ts'
import { CAT } from '../src/seed/categories.ts'

let t: TestApp
const rows = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => t.ctx.database.rows<T>(query)
const one = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await rows<T>(query))[0] as T

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

describe('demo catalogue: products', () => {
  it(`has at least ${TEST_PRODUCTS} sellable products and every product type`, async () => {
    const sellable = await one<{ n: number }>(
      sql`select count(*)::int as n from product where visibility in (2, 3, 4) and status = 1`,
    )
    expect(sellable.n).toBeGreaterThanOrEqual(TEST_PRODUCTS)
    const types = await rows<{ type_id: string }>(sql`select distinct type_id from product order by type_id`)
    expect(types.map((r) => r.type_id)).toEqual([
      'bundle',
      'configurable',
      'downloadable',
      'grouped',
      'simple',
      'virtual',
    ])
    const disabled = await one<{ n: number }>(sql`select count(*)::int as n from product where status = 2`)
    expect(disabled.n).toBeGreaterThanOrEqual(2)
  })

  it('gives every product names, url keys and a url rewrite in both stores', async () => {
    const missing = await rows(
      sql`select p.id, s.store_id from product p cross join (values (1), (3)) as s(store_id)
          left join product_store ps on ps.product_id = p.id and ps.store_id = s.store_id
          left join url_rewrite u on u.entity_type = 'product' and u.entity_id = p.id and u.store_id = s.store_id and u.request_path = ps.url_path
          where ps.name is null or ps.name = '' or ps.url_key = '' or u.id is null`,
    )
    expect(missing).toEqual([])
    const german = await one<{ n: number }>(
      sql`select count(*)::int as n from product_store nl join product_store de on de.product_id = nl.product_id and de.store_id = 3 where nl.store_id = 1 and nl.name <> de.name`,
    )
    expect(german.n).toBeGreaterThan(TEST_PRODUCTS / 2)
  })

  it('makes configurable children hidden (visibility 1) with a 301 to the parent in both stores', async () => {
    const children = await rows<{ visibility: number; sku: string; parent_sku: string }>(
      sql`select c.visibility, c.sku, p.sku as parent_sku from product_super_link l join product c on c.id = l.child_id join product p on p.id = l.parent_id`,
    )
    expect(children.length).toBeGreaterThan(TEST_PRODUCTS / 2)
    for (const child of children) {
      expect(child.visibility).toBe(1)
      expect(child.sku.startsWith(`${child.parent_sku}-`)).toBe(true)
    }
    const wrong = await rows(
      sql`select l.child_id, s.store_id from product_super_link l cross join (values (1), (3)) as s(store_id)
          join product_store cs on cs.product_id = l.child_id and cs.store_id = s.store_id
          join product_store ps on ps.product_id = l.parent_id and ps.store_id = s.store_id
          left join url_rewrite u on u.store_id = s.store_id and u.request_path = cs.url_path and u.redirect_type = 301 and u.target_path = ps.url_path
          where u.id is null`,
    )
    expect(wrong).toEqual([])
    const orphans = await one<{ n: number }>(
      sql`select count(*)::int as n from product p where visibility = 1 and not exists (select 1 from product_super_link l where l.child_id = p.id)`,
    )
    expect(orphans.n).toBe(0)
  })

  it('configures every configurable product by kleur, maat and/or wielmaat, carried by its children', async () => {
    const options = await rows<{ id: number; attrs: number[]; children: number }>(
      sql`select p.id, array(select o.attribute_id from product_configurable_option o where o.product_id = p.id order by o.position) as attrs,
            (select count(*)::int from product_super_link l where l.parent_id = p.id) as children
          from product p where p.type_id = 'configurable'`,
    )
    for (const o of options) {
      expect(o.attrs.length).toBeGreaterThan(0)
      expect(o.attrs.every((a) => [93, 142, 143].includes(a))).toBe(true)
      expect(o.children).toBeGreaterThan(0)
    }
    const missingValues = await one<{ n: number }>(
      sql`select count(*)::int as n from product_super_link l join product c on c.id = l.child_id
          join product_configurable_option o on o.product_id = l.parent_id join attribute a on a.id = o.attribute_id
          where not (c.attributes ? a.code)`,
    )
    expect(missingValues.n).toBe(0)
    const byWheel = await one<{ n: number }>(
      sql`select count(distinct product_id)::int as n from product_configurable_option where attribute_id = 143`,
    )
    expect(byWheel.n).toBeGreaterThan(0)
  })

  it('gives simple products valid, unique EAN-13 codes', async () => {
    const eans = await rows<{ ean_code: string }>(
      sql`select ean_code from product where ean_code is not null`,
    )
    expect(eans.length).toBeGreaterThan(TEST_PRODUCTS)
    expect(eans.every((r) => isValidEan13(r.ean_code))).toBe(true)
    expect(new Set(eans.map((r) => r.ean_code)).size).toBe(eans.length)
    const simpleWithout = await one<{ n: number }>(
      sql`select count(*)::int as n from product where type_id = 'simple' and ean_code is null`,
    )
    expect(simpleWithout.n).toBe(0)
  })

  it('stores net prices that land on shop prices incl. 21% or 9% tax (,00 ,95 ,99 ..., never ,01)', async () => {
    const prices = await rows<{ price: string; tax_class_id: number }>(
      sql`select price, tax_class_id from product where type_id = 'simple' and visibility <> 1`,
    )
    for (const { price, tax_class_id } of prices) {
      // as the catalogue shows it: tax added to the net in whole cents (docs/decisions/0003)
      const net = Number(price) * 100
      expect(Number.isInteger(Math.round(net * 100) / 100), price).toBe(true)
      const incl = inclFromNetCents(Math.round(net), tax_class_id === 5 ? 9 : 21)
      expect([0, 95, 99, 50, 49, 90, 45], `${price} -> ${incl}`).toContain(incl % 100)
    }
    const low = await one<{ n: number }>(sql`select count(*)::int as n from product where tax_class_id = 5`)
    expect(low.n).toBeGreaterThan(0)
  })

  it('has a stock row for every product; a configurable parent holds the sum of its children', async () => {
    const missing = await one<{ n: number }>(
      sql`select count(*)::int as n from product p left join stock_item s on s.product_id = p.id where s.product_id is null`,
    )
    expect(missing.n).toBe(0)
    const wrongSums = await rows(
      sql`select p.id from product p join stock_item s on s.product_id = p.id where p.type_id = 'configurable'
          and s.qty <> (select coalesce(sum(cs.qty), 0) from product_super_link l join stock_item cs on cs.product_id = l.child_id where l.parent_id = p.id)`,
    )
    expect(wrongSums).toEqual([])
    const situations = await one<{ out: number; backorders: number; soon: number }>(
      sql`select count(*) filter (where s.qty = 0 and not s.is_in_stock)::int as out,
                 count(*) filter (where s.backorders = 1)::int as backorders,
                 (select count(*)::int from product where soon_available_date > current_date) as soon
          from stock_item s`,
    )
    expect(situations.out).toBeGreaterThan(0)
    expect(situations.backorders).toBeGreaterThan(0)
    expect(situations.soon).toBeGreaterThan(0)
  })

  it('has special prices in current, past and future windows; current ones are in the Sale category', async () => {
    const windows = await one<{ active: number; past: number; future: number; not_in_sale: number }>(
      sql`select count(*) filter (where special_from_date <= current_date and (special_to_date is null or special_to_date >= current_date))::int as active,
                 count(*) filter (where special_to_date < current_date)::int as past,
                 count(*) filter (where special_from_date > current_date)::int as future,
                 count(*) filter (where visibility <> 1 and special_from_date <= current_date and (special_to_date is null or special_to_date >= current_date)
                   and not exists (select 1 from product_category c where c.product_id = product.id and c.category_id = 1700))::int as not_in_sale
          from product where special_price is not null`,
    )
    expect(windows.active).toBeGreaterThan(0)
    expect(windows.past).toBeGreaterThan(0)
    expect(windows.future).toBeGreaterThan(0)
    expect(windows.not_in_sale).toBe(0)
    const cheaper = await one<{ n: number }>(
      sql`select count(*)::int as n from product where special_price >= price`,
    )
    expect(cheaper.n).toBe(0)
  })

  it('has tier prices for all groups and cheaper ones for business customers', async () => {
    const tiers = await rows<{ customer_group_id: number | null; qty: string }>(
      sql`select distinct customer_group_id, qty from tier_price order by 1 nulls first, 2`,
    )
    expect(tiers).toEqual([
      { customer_group_id: null, qty: '5.0000' },
      { customer_group_id: null, qty: '10.0000' },
      { customer_group_id: 2, qty: '1.0000' },
      { customer_group_id: 2, qty: '5.0000' },
      { customer_group_id: 2, qty: '10.0000' },
    ])
    const notCheaper = await one<{ n: number }>(
      sql`select count(*)::int as n from tier_price t join product p on p.id = t.product_id where t.value >= p.price`,
    )
    expect(notCheaper.n).toBe(0)
  })

  it('has a grouped product with associated members and a bundle with one default per option', async () => {
    const grouped = await rows<{ sku: string; qty: string }>(
      sql`select m.sku, l.qty from product g join product_link l on l.product_id = g.id and l.link_type = 'associated' join product m on m.id = l.linked_product_id where g.type_id = 'grouped' order by l.position`,
    )
    expect(grouped.length).toBe(3)
    const bundle = await rows<{ option_id: number; defaults: number; selections: number }>(
      sql`select o.id as option_id, count(*) filter (where s.is_default)::int as defaults, count(*)::int as selections
          from product p join bundle_option o on o.product_id = p.id join bundle_selection s on s.option_id = o.id where p.type_id = 'bundle' group by o.id`,
    )
    expect(bundle.length).toBeGreaterThanOrEqual(2)
    for (const option of bundle) {
      expect(option.defaults).toBe(1)
      expect(option.selections).toBeGreaterThanOrEqual(2)
    }
  })

  it('has custom options: a field with a fixed price and a drop-down with fixed and percent values', async () => {
    const field = await one<{ n: number }>(
      sql`select count(*)::int as n from custom_option where type = 'field' and price_type = 'fixed' and price > 0`,
    )
    expect(field.n).toBeGreaterThan(0)
    const values = await rows<{ price_type: string }>(
      sql`select distinct v.price_type from custom_option o join custom_option_value v on v.option_id = o.id where o.type = 'drop_down' order by 1`,
    )
    expect(values.map((v) => v.price_type)).toEqual(['fixed', 'percent'])
  })

  it('assigns products to leaf categories and their parents, Granville and Urban to their own trees', async () => {
    const inContainers = await one<{ n: number }>(
      sql`select count(*)::int as n from product_category where category_id in (1, 2, 1332)`,
    )
    expect(inContainers.n).toBe(0)
    const withoutParent = await one<{ n: number }>(
      sql`select count(*)::int as n from product_category pc join category c on c.id = pc.category_id
          where c.parent_id not in (1, 2, 1332) and not exists (select 1 from product_category pp where pp.product_id = pc.product_id and pp.category_id = c.parent_id)`,
    )
    expect(withoutParent.n).toBe(0)
    const trees = await rows<{ tree: number; n: number }>(
      sql`select split_part(c.path, '/', 4)::int as tree, count(distinct pc.product_id)::int as n from product_category pc join category c on c.id = pc.category_id
          where c.path like '1/2/1332/2116%' or c.path like '1/2/1332/2136%' group by 1 order by 1`,
    )
    expect(trees.map((r) => r.tree)).toEqual([2116, 2136])
    for (const tree of trees) expect(tree.n).toBeGreaterThan(0)
  })

  it('links bicycles to related accessories', async () => {
    const related = await one<{ n: number }>(
      sql`select count(*)::int as n from product_link where link_type = 'related'`,
    )
    expect(related.n).toBeGreaterThan(0)
  })

  it('gives every listed product its own name (variants are children, not namesakes)', async () => {
    const namesakes = await rows(sql`
      select name, count(*)::int as n from product_search
      where store_id in (1, 3) and visibility in (2, 3, 4) and status in (0, 1)
      group by store_id, name having count(*) > 1`)
    expect(namesakes).toEqual([])
  })

  it("relates bicycles to what goes with them: locks, lights, bags, helmets of the rider's age, bikes", async () => {
    const links = await rows<{ bike: number; kids: boolean; linked: string; categories: number[] }>(sql`
      select l.product_id as bike, exists (select 1 from product_category k where k.product_id = l.product_id and k.category_id = ${CAT.kidsBikes}) as kids,
        ps.name as linked, ps.category_ids as categories
      from product_link l join product_search ps on ps.product_id = l.linked_product_id and ps.store_id = 1
      where l.link_type = 'related' and exists (select 1 from product_category c where c.product_id = l.product_id and c.category_id in (
        select id from category where path like ${`%/${CAT.bikes}/%`}))`)
    expect(links.length).toBeGreaterThan(0)
    const fitting = [CAT.locks, CAT.lighting, CAT.bags, CAT.helmets, CAT.bells, CAT.bikes]
    for (const link of links) {
      expect(
        fitting.some((c) => link.categories.includes(c)),
        link.linked,
      ).toBe(true)
      expect(link.categories, link.linked).not.toContain(CAT.clothing)
      if (!link.kids) expect(link.linked).not.toMatch(/kinderhelm|kinderbel/i)
    }
  })

  it('draws a gents bike with a top tube and a ladies bike with a low step', async () => {
    const frames = await rows<{ gender: string; file: string }>(sql`
      select p.attributes->>'framemodel' as gender, g.file from product p
      join media_gallery g on g.product_id = p.id and g.position = 0
      where p.visibility <> 1 and p.attributes->>'typefiets' in (${String(optionId('typefiets', 'E-bike'))}, ${String(optionId('typefiets', 'Stadsfiets'))})`)
    expect(frames.length).toBeGreaterThan(0)
    for (const { gender, file } of frames) {
      if (gender === String(optionId('framemodel', 'Heren'))) expect(file).toContain('-diamond-')
      if (gender === String(optionId('framemodel', 'Dames'))) expect(file).toContain('-low-step-')
    }
  })

  it('gives every product at least one image, stored once in media_image', async () => {
    const without = await one<{ n: number }>(
      sql`select count(*)::int as n from product p where not exists (select 1 from media_gallery g where g.product_id = p.id and g.position = 0)`,
    )
    expect(without.n).toBe(0)
    const dangling = await rows(
      sql`select distinct g.file from media_gallery g left join media_image m on m.path = g.file where m.path is null`,
    )
    expect(dangling).toEqual([])
    const images = await one<{ n: number; shared: number }>(
      sql`select count(*)::int as n, (select count(*)::int from media_gallery) as shared from media_image where mime = 'image/jpeg'`,
    )
    expect(images.n).toBeGreaterThanOrEqual(40)
    expect(images.shared).toBeGreaterThan(images.n)
  })
})
