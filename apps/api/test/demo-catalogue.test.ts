import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite, type Database } from '../src/db/client.ts'
import { migrate } from '../src/db/migrate.ts'
import { buildTestApp, type TestApp } from './test-app.ts'
import { STATIC_PAGE_IDENTIFIERS } from '../src/seed/content.ts'
import { seedDemoCatalogue } from '../src/seed/demo-catalogue.ts'
import { resetCatalogue } from '../src/seed/reset.ts'

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

describe('demo catalogue: reference data', () => {
  it('has both store views, the tax set-up and the customer groups', async () => {
    const stores = await rows(
      sql`select id, code, locale, index_name, text_search_config from store_view order by id`,
    )
    expect(stores).toEqual([
      {
        id: 1,
        code: 'default',
        locale: 'nl-NL',
        index_name: 'vue_storefront_catalog',
        text_search_config: 'dutch',
      },
      {
        id: 3,
        code: 'de',
        locale: 'de-DE',
        index_name: 'vue_storefront_catalog_de',
        text_search_config: 'german',
      },
    ])
    const rules = await rows<{ id: number; product_tax_class_ids: number[]; rates: string[] }>(
      sql`select r.id, r.product_tax_class_ids, array(select t.country || ':' || t.rate::int from tax_rate t where t.id = any(r.rate_ids) order by t.id) as rates from tax_rule r order by r.id`,
    )
    expect(rules).toEqual([
      { id: 1, product_tax_class_ids: [2], rates: ['NL:21', 'DE:19', 'BE:21'] },
      { id: 2, product_tax_class_ids: [5], rates: ['NL:9', 'DE:7', 'BE:6'] },
    ])
    const groups = await rows(sql`select id, tax_class_id from customer_group order by id`)
    expect(groups).toEqual([
      { id: 0, tax_class_id: 3 },
      { id: 1, tax_class_id: 3 },
      { id: 2, tax_class_id: 4 },
      { id: 3, tax_class_id: 4 },
    ])
  })

  it('has the fixed attributes with labels per store and swatches for kleur', async () => {
    const attrs = await rows<{
      id: number
      code: string
      labels: Record<string, string>
      is_filterable: boolean
    }>(
      sql`select id, code, labels, is_filterable from attribute where id in (73, 77, 83, 93, 142, 143, 144, 145, 146, 147, 148) order by id`,
    )
    expect(attrs.map((a) => `${a.id}:${a.code}`)).toEqual([
      '73:name',
      '77:price',
      '83:merk',
      '93:kleur',
      '142:maat',
      '143:wielmaat',
      '144:typefiets',
      '145:versnellingen',
      '146:framemateriaal',
      '147:accu_capaciteit',
      '148:gewicht',
    ])
    expect(attrs.find((a) => a.code === 'kleur')!.labels).toEqual({ '1': 'Kleur', '3': 'Farbe' })
    expect(attrs.filter((a) => a.is_filterable).map((a) => a.code)).toEqual([
      'merk',
      'kleur',
      'maat',
      'wielmaat',
      'typefiets',
      'versnellingen',
      'framemateriaal',
    ])
    const black = await one(
      sql`select labels, swatch from attribute_option where attribute_id = 93 and labels->>'1' = 'Zwart'`,
    )
    expect(black).toEqual({
      labels: { '1': 'Zwart', '3': 'Schwarz' },
      swatch: expect.stringMatching(/^#[0-9a-f]{6}$/),
    })
  })

  it('has the category tree with the fixed ids, parents, paths and themes', async () => {
    const cats = await rows<{
      id: number
      parent_id: number | null
      path: string
      level: number
      theme: string | null
    }>(
      sql`select id, parent_id, path, level, theme from category where id in (1, 2, 1332, 1394, 2116, 2136) order by id`,
    )
    expect(cats).toEqual([
      { id: 1, parent_id: null, path: '1', level: 0, theme: null },
      { id: 2, parent_id: 1, path: '1/2', level: 1, theme: null },
      { id: 1332, parent_id: 2, path: '1/2/1332', level: 2, theme: null },
      { id: 1394, parent_id: 1332, path: '1/2/1332/1394', level: 3, theme: null },
      { id: 2116, parent_id: 1332, path: '1/2/1332/2116', level: 3, theme: 'granville' },
      { id: 2136, parent_id: 1332, path: '1/2/1332/2136', level: 3, theme: 'urban' },
    ])
    const children = await rows<{ n: number }>(
      sql`select count(*)::int as n from category where parent_id = 1394`,
    )
    expect(children[0]!.n).toBeGreaterThanOrEqual(6)
    const bad = await rows(
      sql`select c.id from category c join category p on p.id = c.parent_id where c.path <> p.path || '/' || c.id or c.level <> p.level + 1`,
    )
    expect(bad).toEqual([])
  })

  it('names every category in both stores, with url paths below the main menu', async () => {
    const missing = await rows(
      sql`select c.id, s.store_id from category c cross join (values (1), (3)) as s(store_id)
          left join category_store cs on cs.category_id = c.id and cs.store_id = s.store_id
          where cs.name is null or cs.name = '' or cs.url_key = ''`,
    )
    expect(missing).toEqual([])
    const paths = await rows(
      sql`select store_id, url_path from category_store where category_id in (1400, 2117) order by category_id, store_id`,
    )
    expect(paths).toEqual([
      { store_id: 1, url_path: 'fietsen/stadsfietsen' },
      { store_id: 3, url_path: 'fahrraeder/stadtraeder' },
      { store_id: 1, url_path: 'granville/e-bikes' },
      { store_id: 3, url_path: 'granville/e-bikes' },
    ])
  })
})

describe('demo catalogue: content', () => {
  it('has a CMS page with a url rewrite for every static route in both stores', async () => {
    const pages = await rows<{ identifier: string; store_id: number; content: string }>(
      sql`select p.identifier, p.store_id, p.content from cms_page p join url_rewrite u on u.entity_type = 'cms_page' and u.entity_id = p.id and u.request_path = p.identifier and u.store_id = p.store_id`,
    )
    for (const storeId of [1, 3]) {
      for (const identifier of STATIC_PAGE_IDENTIFIERS) {
        const page = pages.find((p) => p.identifier === identifier && p.store_id === storeId)
        expect(page, `${identifier} in store ${storeId}`).toBeDefined()
        expect(page!.content).toMatch(/<p>/)
      }
    }
    const titles = await rows(
      sql`select store_id, title from cms_page where identifier = 'contact' order by store_id`,
    )
    expect(titles).toEqual([
      { store_id: 1, title: 'Contact' },
      { store_id: 3, title: 'Kontakt' },
    ])
  })

  it('has home banner blocks in both stores whose images exist', async () => {
    const blocks = await rows<{ identifier: string; store_id: number; content: string }>(
      sql`select identifier, store_id, content from cms_block order by store_id, identifier`,
    )
    const ids = [
      'footer-links',
      'home-banner-main',
      'home-banner-product',
      'home-banner-small-1',
      'home-banner-small-2',
      'home-head-image',
    ]
    expect(blocks.filter((b) => b.store_id === 1).map((b) => b.identifier)).toEqual(ids)
    expect(blocks.filter((b) => b.store_id === 3).map((b) => b.identifier)).toEqual(ids)
    const images = blocks.flatMap((b) =>
      [...b.content.matchAll(/\/img\/\d+\/\d+\/resize(\/[^"]+)"/g)].map((m) => m[1]!),
    )
    expect(images.length).toBe(10)
    const found = await rows<{ path: string }>(sql`select path from media_image where path in ${images}`)
    expect(found.length).toBe(10)
  })
})

describe('demo catalogue: determinism', () => {
  const now = new Date('2026-03-15T10:00:00Z')
  const fresh = async (seed: number): Promise<Database> => {
    const database = await openPglite()
    await migrate(database)
    await seedDemoCatalogue(database, { products: 60, seed, now })
    return database
  }
  const snapshot = (database: Database) =>
    database.rows(
      sql`select p.id, p.sku, p.type_id, p.price, p.special_price, p.special_from_date, p.ean_code, p.attributes, nl.name as nl, de.name as de, nl.url_path
          from product p join product_store nl on nl.product_id = p.id and nl.store_id = 1 join product_store de on de.product_id = p.id and de.store_id = 3 order by p.id`,
    )

  it('gives the same catalogue for the same seed and another one for another seed', async () => {
    const [a, b] = await Promise.all([fresh(7), fresh(7)])
    try {
      const rowsA = await snapshot(a)
      expect(rowsA.length).toBeGreaterThan(60)
      expect(await snapshot(b)).toEqual(rowsA)
      const sellable = await a.rows<{ n: number }>(
        sql`select count(*)::int as n from product where visibility <> 1 and status = 1`,
      )
      expect(sellable[0]!.n).toBeGreaterThanOrEqual(60)
      // the generator leaves the search tables to the indexer
      const search = await a.rows<{ n: number }>(
        sql`select (select count(*) from product_search) + (select count(*) from entity_doc) + (select count(*) from search_lexicon) as n`,
      )
      expect(Number(search[0]!.n)).toBe(0)
      // another seed, another catalogue (same database, emptied first)
      await resetCatalogue(b)
      await seedDemoCatalogue(b, { products: 60, seed: 8, now })
      expect(await snapshot(b)).not.toEqual(rowsA)
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  }, 120_000)
})
