/**
 * A small catalogue with known figures for the catalogue and URL-map tests, written into a fresh
 * migrated database: both store views, Dutch/German VAT, the spec's attribute ids (merk 83,
 * kleur 93, maat 142, wielmaat 143, typefiets 144), the category tree 1 > 2 > 1332 > 1394 > 1400
 * and one product of every type. Net prices are chosen to give round prices incl. 21 % BTW.
 */
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'

export { FIXTURE_NOW, OPT, P } from './catalog-fixture-ids.ts'
import { OPT, P } from './catalog-fixture-ids.ts'
import { CATEGORIES, PRODUCTS, type FixtureProduct } from './catalog-fixture-data.ts'

const labels = (nl: string, de = nl) => ({ '1': nl, '3': de })

export async function insertCatalogFixture(database: Database): Promise<void> {
  const db = database.db
  await db.insert(t.storeView).values([
    {
      id: 1,
      code: 'default',
      name: 'Nederlands',
      locale: 'nl-NL',
      currency: 'EUR',
      defaultCountry: 'NL',
      indexName: 'vue_storefront_catalog',
      textSearchConfig: 'dutch',
    },
    {
      id: 3,
      code: 'de',
      name: 'Deutsch',
      locale: 'de-DE',
      currency: 'EUR',
      defaultCountry: 'DE',
      indexName: 'vue_storefront_catalog_de',
      textSearchConfig: 'german',
    },
  ])
  await db.insert(t.taxClass).values([
    { id: 2, name: 'Hoog', type: 'product' },
    { id: 3, name: 'Particulier', type: 'customer' },
    { id: 4, name: 'Zakelijk', type: 'customer' },
    { id: 5, name: 'Laag', type: 'product' },
  ])
  await db.insert(t.customerGroup).values([
    { id: 0, code: 'NOT LOGGED IN', taxClassId: 3 },
    { id: 1, code: 'Particulier', taxClassId: 3 },
    { id: 2, code: 'Zakelijk', taxClassId: 4 },
    { id: 3, code: 'Dealer', taxClassId: 4 },
  ])
  await db.insert(t.taxRate).values([
    { id: 1, code: 'NL-21', country: 'NL', rate: '21', title: 'BTW 21%' },
    { id: 2, code: 'NL-9', country: 'NL', rate: '9', title: 'BTW 9%' },
    { id: 3, code: 'DE-19', country: 'DE', rate: '19', title: 'MwSt 19%' },
    { id: 4, code: 'DE-7', country: 'DE', rate: '7', title: 'MwSt 7%' },
  ])
  await db.insert(t.taxRule).values([
    { id: 1, code: 'BTW hoog', productTaxClassIds: [2], customerTaxClassIds: [3, 4], rateIds: [1, 3] },
    {
      id: 2,
      code: 'BTW laag',
      position: 1,
      productTaxClassIds: [5],
      customerTaxClassIds: [3, 4],
      rateIds: [2, 4],
    },
  ])
  const attr = (id: number, code: string, nl: string, de: string, filterable = true, input = 'select') => ({
    id,
    code,
    frontendInput: input,
    labels: labels(nl, de),
    isFilterable: filterable,
    isComparable: true,
    isVisibleOnFront: true,
    position: id,
  })
  await db
    .insert(t.attribute)
    .values([
      attr(83, 'merk', 'Merk', 'Marke'),
      attr(93, 'kleur', 'Kleur', 'Farbe'),
      attr(142, 'maat', 'Maat', 'Größe'),
      attr(143, 'wielmaat', 'Wielmaat', 'Laufradgröße'),
      attr(144, 'typefiets', 'Type fiets', 'Fahrradtyp'),
      attr(148, 'gewicht', 'Gewicht', 'Gewicht', false, 'text'),
    ])
  const option = (id: number, attributeId: number, nl: string, de = nl, swatch: string | null = null) => ({
    id,
    attributeId,
    sortOrder: id % 100,
    labels: labels(nl, de),
    swatch,
  })
  await db
    .insert(t.attributeOption)
    .values([
      option(OPT.gazelle, 83, 'Gazelle'),
      option(OPT.batavus, 83, 'Batavus'),
      option(OPT.sparta, 83, 'Sparta'),
      option(OPT.granville, 83, 'Granville'),
      option(OPT.zwart, 93, 'Zwart', 'Schwarz', '#000000'),
      option(OPT.blauw, 93, 'Blauw', 'Blau', '#0000ff'),
      option(OPT.rood, 93, 'Rood', 'Rot', '#ff0000'),
      option(OPT.maat49, 142, '49 cm'),
      option(OPT.maat53, 142, '53 cm'),
      option(OPT.maat57, 142, '57 cm'),
      option(OPT.wiel26, 143, '26 inch', '26 Zoll'),
      option(OPT.wiel28, 143, '28 inch', '28 Zoll'),
      option(OPT.stadsfiets, 144, 'Stadsfiets', 'Stadtrad'),
      option(OPT.ebike, 144, 'E-bike', 'E-Bike'),
    ])
  await db.insert(t.category).values(
    CATEGORIES.map((c) => ({
      id: c.id,
      parentId: c.parentId,
      path: c.path,
      level: c.level,
      position: c.position ?? 0,
      theme: c.theme ?? null,
    })),
  )
  await db.insert(t.categoryStore).values(
    CATEGORIES.flatMap((c) => [
      { categoryId: c.id, storeId: 1, name: c.nl, urlKey: c.url.split('/').pop()!, urlPath: c.url },
      {
        categoryId: c.id,
        storeId: 3,
        name: c.de ?? c.nl,
        urlKey: (c.urlDe ?? c.url).split('/').pop()!,
        urlPath: c.urlDe ?? c.url,
      },
    ]),
  )
  await db.insert(t.product).values(
    PRODUCTS.map((p) => ({
      id: p.id,
      sku: p.sku,
      typeId: p.type ?? 'simple',
      status: p.status ?? 1,
      visibility: p.visibility ?? 4,
      taxClassId: p.taxClassId ?? 2,
      price: p.price,
      specialPrice: p.special?.[0] ?? null,
      specialFromDate: p.special?.[1] ?? null,
      specialToDate: p.special?.[2] ?? null,
      supplierSku: p.supplierSku ?? null,
      eanCode: p.ean ?? null,
      attributes: p.attributes ?? {},
      createdAt: new Date(`${p.created}T12:00:00Z`),
      updatedAt: new Date(`${p.created}T12:00:00Z`),
    })),
  )
  const url = (p: FixtureProduct) => p.url ?? p.sku.toLowerCase()
  await db.insert(t.productStore).values(
    PRODUCTS.flatMap((p) => [
      {
        productId: p.id,
        storeId: 1,
        name: p.nl,
        urlKey: url(p),
        urlPath: url(p),
        description: p.description ?? null,
      },
      ...(p.de
        ? [{ productId: p.id, storeId: 3, name: p.de, urlKey: `${url(p)}-de`, urlPath: `${url(p)}-de` }]
        : []),
    ]),
  )
  await db
    .insert(t.productCategory)
    .values(
      PRODUCTS.flatMap((p) =>
        (p.categories ?? []).map((categoryId, position) => ({ productId: p.id, categoryId, position })),
      ),
    )
  await db
    .insert(t.stockItem)
    .values(PRODUCTS.map((p) => ({ productId: p.id, qty: p.qty, isInStock: p.inStock ?? true })))
  await db
    .insert(t.productSuperLink)
    .values(
      [P.confBlack49, P.confBlue53, P.confRedDisabled].map((childId) => ({ parentId: P.conf, childId })),
    )
  await db.insert(t.productConfigurableOption).values([
    { productId: P.conf, attributeId: 93, position: 0 },
    { productId: P.conf, attributeId: 142, position: 1 },
  ])
  await db.insert(t.productLink).values([
    { productId: P.grouped, linkedProductId: P.front, linkType: 'associated', position: 1, qty: '1' },
    { productId: P.grouped, linkedProductId: P.rear, linkType: 'associated', position: 2, qty: '2' },
    { productId: P.batavus, linkedProductId: P.bell, linkType: 'related', position: 1 },
  ])
  await db.insert(t.bundleOption).values([
    {
      id: 601,
      productId: P.bundle,
      title: labels('Olie', 'Öl'),
      type: 'select',
      required: true,
      position: 1,
    },
  ])
  await db
    .insert(t.bundleSelection)
    .values([{ id: 701, optionId: 601, productId: P.oil, qty: '1', isDefault: true, position: 1 }])
  await db.insert(t.customOption).values([
    {
      id: 801,
      productId: P.engrave,
      title: labels('Tekst', 'Text'),
      type: 'field',
      isRequire: false,
      sortOrder: 1,
      price: '2.5',
      priceType: 'fixed',
      maxCharacters: 20,
    },
    {
      id: 802,
      productId: P.engrave,
      title: labels('Kleur', 'Farbe'),
      type: 'drop_down',
      isRequire: true,
      sortOrder: 2,
    },
  ])
  await db.insert(t.customOptionValue).values([
    { id: 901, optionId: 802, title: labels('Rood', 'Rot'), price: '1', priceType: 'fixed', sortOrder: 1 },
    {
      id: 902,
      optionId: 802,
      title: labels('Blauw', 'Blau'),
      price: '10',
      priceType: 'percent',
      sortOrder: 2,
    },
  ])
  await db.insert(t.tierPrice).values([
    // trade price for group 2 from one piece: 450.00 incl. 21 %
    { productId: P.batavus, customerGroupId: 2, qty: '1', value: '371.9008' },
    { productId: P.batavus, customerGroupId: null, qty: '5', value: '400' },
  ])
  await db.insert(t.mediaGallery).values([
    {
      productId: P.conf,
      file: '/catalog/bikes/gazelle-orange.jpg',
      label: labels('Zijkant', 'Seite'),
      position: 1,
    },
    { productId: P.conf, file: '/catalog/bikes/gazelle-orange-2.jpg', position: 2 },
    { productId: P.conf, file: '/catalog/bikes/hidden.jpg', position: 3, disabled: true },
    { productId: P.confBlack49, file: '/catalog/bikes/gazelle-orange-black.jpg', position: 1 },
  ])
  await db.insert(t.cmsPage).values([
    {
      identifier: 'over-ons',
      storeId: 1,
      title: 'Over ons',
      content: '<p>Wij zijn fietsgroothandel.</p>',
      contentHeading: 'Over ons',
      metaTitle: 'Over ons',
    },
    { identifier: 'ueber-uns', storeId: 3, title: 'Über uns', content: '<p>Wir sind Fahrradgroßhandel.</p>' },
    { identifier: 'concept', storeId: 1, title: 'Concept', content: '<p>-</p>', isActive: false },
  ])
  await db.insert(t.cmsBlock).values([
    { identifier: 'footer-links', storeId: 1, title: 'Footer', content: '<ul></ul>' },
    { identifier: 'footer-links', storeId: 3, title: 'Footer DE', content: '<ul></ul>' },
  ])
  await db.insert(t.urlRewrite).values([
    {
      storeId: 1,
      requestPath: 'oude-gazelle',
      entityType: 'product',
      entityId: P.conf,
      targetPath: 'gazelle-orange-c7',
      redirectType: 301,
    },
  ])
}
