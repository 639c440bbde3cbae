/**
 * Cart and order test catalogue on top of the shared shop fixture (FX- products): a
 * configurable with real super attributes, a grouped product, a bundle, a product with custom
 * options and a virtual product. Ids from 99001 so they never meet the seed's.
 */
import { insertShopFixture, type ShopFixture, FX_TAX } from './fixtures/shop-fixture.ts'
import type { Database } from '../src/db/client.ts'
import {
  attribute,
  attributeOption,
  bundleOption,
  bundleSelection,
  customOption,
  customOptionValue,
  product,
  productConfigurableOption,
  productLink,
  productStore,
  productSuperLink,
  stockItem,
  type ProductAttributeValues,
} from '../src/db/schema/index.ts'

export const CART_FX = {
  attrKleur: 99001,
  zwart: 99011,
  rood: 99012,
  kitAccu: 99101,
  kitSlot: 99102,
  selLow: 99201,
  selBackorder: 99202,
  selUnmanaged: 99203,
  optName: 99301,
  optWarranty: 99302,
  warrantyPercent: 99311,
  warrantyFixed: 99312,
} as const

export interface CartFixture extends ShopFixture {
  id: (sku: string) => number
}

const PRODUCTS = [
  {
    id: 99501,
    sku: 'FX-CC',
    typeId: 'configurable',
    price: '300',
    name: 'Fixture kleurfiets',
    nameDe: 'Fixture Farbrad',
  },
  {
    id: 99502,
    sku: 'FX-CC-ZW',
    typeId: 'simple',
    price: '300',
    name: 'Fixture kleurfiets zwart',
    visibility: 1,
  },
  {
    id: 99503,
    sku: 'FX-CC-RD',
    typeId: 'simple',
    price: '310',
    name: 'Fixture kleurfiets rood',
    visibility: 1,
  },
  { id: 99504, sku: 'FX-GROUP', typeId: 'grouped', price: '0', name: 'Fixture set' },
  { id: 99505, sku: 'FX-KIT', typeId: 'bundle', price: '0', name: 'Fixture onderhoudskit' },
  { id: 99506, sku: 'FX-CUSTOM', typeId: 'simple', price: '100', name: 'Fixture naamplaat' },
  { id: 99507, sku: 'FX-VIRTUAL', typeId: 'virtual', price: '10', name: 'Fixture fietscursus' },
]

export async function insertCartFixture(database: Database): Promise<CartFixture> {
  const shop = await insertShopFixture(database)
  const db = database.db
  await db.insert(product).values(
    PRODUCTS.map((p) => ({
      id: p.id,
      sku: p.sku,
      typeId: p.typeId,
      visibility: p.visibility ?? 4,
      taxClassId: FX_TAX.high,
      price: p.price,
      attributes: (p.sku === 'FX-CC-ZW'
        ? { fx_kleur: CART_FX.zwart }
        : p.sku === 'FX-CC-RD'
          ? { fx_kleur: CART_FX.rood }
          : {}) as ProductAttributeValues,
    })),
  )
  await db.insert(productStore).values(
    PRODUCTS.flatMap((p) => [
      {
        productId: p.id,
        storeId: 1,
        name: p.name,
        urlKey: p.sku.toLowerCase(),
        urlPath: `${p.sku.toLowerCase()}.html`,
      },
      ...(p.nameDe
        ? [
            {
              productId: p.id,
              storeId: 3,
              name: p.nameDe,
              urlKey: `${p.sku.toLowerCase()}-de`,
              urlPath: `${p.sku.toLowerCase()}-de.html`,
            },
          ]
        : []),
    ]),
  )
  await db.insert(stockItem).values(PRODUCTS.map((p) => ({ productId: p.id, qty: '20' })))
  await db.insert(attribute).values({
    id: CART_FX.attrKleur,
    code: 'fx_kleur',
    frontendInput: 'select',
    labels: { '1': 'Kleur', '3': 'Farbe' },
  })
  await db.insert(attributeOption).values([
    { id: CART_FX.zwart, attributeId: CART_FX.attrKleur, labels: { '1': 'Zwart', '3': 'Schwarz' } },
    { id: CART_FX.rood, attributeId: CART_FX.attrKleur, labels: { '1': 'Rood', '3': 'Rot' } },
  ])
  await db.insert(productConfigurableOption).values({ productId: 99501, attributeId: CART_FX.attrKleur })
  await db.insert(productSuperLink).values([
    { parentId: 99501, childId: 99502 },
    { parentId: 99501, childId: 99503 },
  ])
  await db.insert(productLink).values([
    { productId: 99504, linkedProductId: shop.productId['FX-BIKE']!, linkType: 'associated', position: 1 },
    {
      productId: 99504,
      linkedProductId: shop.productId['FX-LOW']!,
      linkType: 'associated',
      position: 2,
      qty: '2',
    },
  ])
  await db.insert(bundleOption).values([
    {
      id: CART_FX.kitAccu,
      productId: 99505,
      title: { '1': 'Lichter', '3': 'Heber' },
      type: 'radio',
      position: 1,
    },
    {
      id: CART_FX.kitSlot,
      productId: 99505,
      title: { '1': 'Onbeheerd', '3': 'Ohne' },
      type: 'select',
      position: 2,
    },
  ])
  await db.insert(bundleSelection).values([
    { id: CART_FX.selLow, optionId: CART_FX.kitAccu, productId: shop.productId['FX-LOW']!, isDefault: true },
    { id: CART_FX.selBackorder, optionId: CART_FX.kitAccu, productId: shop.productId['FX-BACKORDER']! },
    {
      id: CART_FX.selUnmanaged,
      optionId: CART_FX.kitSlot,
      productId: shop.productId['FX-UNMANAGED']!,
      qty: '2',
    },
  ])
  await db.insert(customOption).values([
    {
      id: CART_FX.optName,
      productId: 99506,
      title: { '1': 'Naam', '3': 'Name' },
      type: 'field',
      price: '5',
      priceType: 'fixed',
    },
    {
      id: CART_FX.optWarranty,
      productId: 99506,
      title: { '1': 'Garantie', '3': 'Garantie' },
      type: 'drop_down',
      isRequire: true,
    },
  ])
  await db.insert(customOptionValue).values([
    {
      id: CART_FX.warrantyPercent,
      optionId: CART_FX.optWarranty,
      title: { '1': '10 procent' },
      price: '10',
      priceType: 'percent',
    },
    {
      id: CART_FX.warrantyFixed,
      optionId: CART_FX.optWarranty,
      title: { '1': 'Vast' },
      price: '20',
      priceType: 'fixed',
    },
  ])
  const all: Record<string, number> = {
    ...shop.productId,
    ...Object.fromEntries(PRODUCTS.map((p) => [p.sku, p.id])),
  }
  return { ...shop, productId: all, id: (sku) => all[sku]! }
}
