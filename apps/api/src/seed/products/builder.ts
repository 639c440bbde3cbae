import type { ProductAttributeValues } from '../../db/schema/index.ts'
import { BRANDS } from '../attributes.ts'
import { CAT, categoryChain } from '../categories.ts'
import { netFromInclCents } from '../prices.ts'
import { NL_RATE, STORE_DE, STORE_NL, TAX_CLASS_HIGH } from '../stores-and-tax.ts'
import { eanForId, slugify } from '../text.ts'
import type { SeedContext } from './context.ts'
import { randomSpecial, randomStock, tierPriceRows, type Special, type StockPlan } from './offers.ts'

/** Turns a product description (names, price, categories, images) into the rows of every product table. */

export interface Names {
  nl: string
  de: string
}

export type ProductType = 'simple' | 'configurable' | 'grouped' | 'bundle' | 'virtual' | 'downloadable'

export interface ProductSpec {
  sku: string
  type: ProductType
  name: Names
  /** HTML */
  description: Names
  shortDescription: Names
  /** consumer price incl. Dutch VAT, in cents (the stored price is net) */
  inclCents: number
  taxClassId?: number
  /** merk label: gives the supplier sku prefix */
  brand?: string
  weight?: number | null
  attributes: ProductAttributeValues
  /** leaf categories; their parents up to the main menu are added */
  categories: number[]
  images: string[]
  visibility?: number
  status?: number
  /** undefined: random; given: exactly this */
  stock?: StockPlan
  maxQty?: number
  /** undefined: random (~8%); null: none */
  special?: Special | null
  /** undefined: random (~10% of visible simple products) */
  tier?: boolean
  createdAt?: Date
  /** hidden children: the parent's url paths, for the 301 redirect */
  parentUrlPath?: Names
  /** the name is already claimed (context.ts claimName): a configurable names its children first */
  nameClaimed?: boolean
}

export interface AddedProduct {
  id: number
  sku: string
  urlPath: Names
  special: Special | null
  stock: StockPlan
  price: string
  inclCents: number
  createdAt: Date
}

const BRAND_CODE = new Map(BRANDS.map((b) => [b.nl, b.code ?? 'XX']))

export function brandCode(brand: string): string {
  return BRAND_CODE.get(brand) ?? 'XX'
}

const htmlToText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

export function addProduct(ctx: SeedContext, spec: ProductSpec): AddedProduct {
  const { batch, rng } = ctx
  // a listed product gets a name no other listed product has (hidden children repeat their parent's)
  if ((spec.visibility ?? 4) !== 1 && !spec.nameClaimed) spec = { ...spec, name: ctx.claimName(spec.name) }
  const id = ctx.productId()
  const taxClassId = spec.taxClassId ?? TAX_CLASS_HIGH
  const rate = NL_RATE[taxClassId] ?? 21
  const price = netFromInclCents(spec.inclCents, rate)
  const visibility = spec.visibility ?? 4
  const status = spec.status ?? 1
  const special = spec.special === undefined ? randomSpecial(ctx, spec.inclCents, rate) : spec.special
  const stock = spec.stock ?? randomStock(ctx, spec.maxQty ?? 60)
  const createdAt = spec.createdAt ?? ctx.createdAt()
  const hasEan = spec.type === 'simple' || spec.type === 'virtual' || spec.type === 'downloadable'
  const code = spec.brand ? brandCode(spec.brand) : 'FG'

  batch.products.push({
    id,
    sku: spec.sku,
    typeId: spec.type,
    status,
    visibility,
    taxClassId,
    price,
    specialPrice: special?.price ?? null,
    specialFromDate: special?.from ?? null,
    specialToDate: special?.to ?? null,
    weight: spec.weight == null ? null : spec.weight.toFixed(3),
    eanCode: hasEan ? eanForId(id) : null,
    supplierSku: `SUP-${code}-${((id * 7919) % 900_000) + 100_000}`,
    soonAvailableDate: stock.soonAvailableDate,
    attributes: spec.attributes,
    createdAt,
    updatedAt: createdAt,
  })

  const urlPath = { nl: `${slugify(spec.name.nl)}-${id}`, de: `${slugify(spec.name.de, 'und')}-${id}` }
  for (const [storeId, lang] of [
    [STORE_NL, 'nl'],
    [STORE_DE, 'de'],
  ] as const) {
    batch.stores.push({
      productId: id,
      storeId,
      name: spec.name[lang],
      description: spec.description[lang],
      shortDescription: spec.shortDescription[lang],
      urlKey: urlPath[lang],
      urlPath: urlPath[lang],
      metaTitle: `${spec.name[lang]} | Fietsgroothandel`,
      metaDescription: htmlToText(spec.shortDescription[lang]).slice(0, 160),
    })
    const parentPath = spec.parentUrlPath?.[lang]
    batch.rewrites.push({
      storeId,
      requestPath: urlPath[lang],
      entityType: 'product',
      entityId: id,
      targetPath: parentPath ?? '',
      redirectType: parentPath ? 301 : 0,
    })
  }

  const listed = visibility !== 1
  const categories = new Set(spec.categories.flatMap((leaf) => categoryChain(leaf)))
  if (listed && special?.active) categories.add(CAT.sale)
  for (const categoryId of categories) {
    batch.categories.push({ productId: id, categoryId, position: ctx.nextPosition(categoryId) })
  }

  spec.images.forEach((file, position) => {
    batch.gallery.push({ productId: id, file, label: { '1': spec.name.nl, '3': spec.name.de }, position })
  })

  batch.stock.push({
    productId: id,
    qty: String(stock.qty),
    isInStock: stock.isInStock,
    manageStock: stock.manageStock,
    backorders: stock.backorders,
    updatedAt: createdAt,
  })

  const tier = spec.tier ?? (spec.type === 'simple' && listed && spec.inclCents < 50_000 && rng.chance(0.1))
  if (tier) batch.tierPrices.push(...tierPriceRows(id, spec.inclCents, rate))

  ctx.counts.total++
  if (listed && status === 1) ctx.counts.sellable++
  return { id, sku: spec.sku, urlPath, special, stock, price, inclCents: spec.inclCents, createdAt }
}

export interface VariantSpec {
  /** appended to the parent sku: 'ZW-49' */
  suffix: string
  /** appended to the parent name: 'Zwart, 49 cm' */
  label: Names
  attributes: ProductAttributeValues
  images: string[]
  inclCents?: number
  weight?: number
}

/**
 * A configurable product with its hidden children (visibility 1, sku parent + '-' + suffix, a 301
 * from the child's URL to the parent). The parent's stock is the sum of its children's.
 */
export function addConfigurable(
  ctx: SeedContext,
  parent: Omit<ProductSpec, 'type' | 'stock'>,
  variants: VariantSpec[],
  configurableAttributeIds: number[],
): AddedProduct {
  const { rng, batch } = ctx
  const rate = NL_RATE[parent.taxClassId ?? TAX_CLASS_HIGH] ?? 21
  const familyOutOfStock = rng.chance(0.04)
  const stocks = variants.map((): StockPlan =>
    familyOutOfStock
      ? { qty: 0, isInStock: false, backorders: 0, manageStock: true, soonAvailableDate: null }
      : randomStock(ctx, parent.maxQty ?? 12),
  )
  const qty = stocks.reduce((sum, s) => sum + s.qty, 0)
  const inStock = stocks.some((s) => s.isInStock)
  const soon = stocks.map((s) => s.soonAvailableDate).find((d) => d != null) ?? null
  const special = parent.special === undefined ? randomSpecial(ctx, parent.inclCents, rate) : parent.special
  if ((parent.visibility ?? 4) !== 1)
    parent = { ...parent, name: ctx.claimName(parent.name), nameClaimed: true }
  const added = addProduct(ctx, {
    ...parent,
    type: 'configurable',
    special,
    tier: false,
    stock: {
      qty,
      isInStock: inStock,
      backorders: 0,
      manageStock: true,
      soonAvailableDate: inStock ? null : soon,
    },
  })
  variants.forEach((variant, index) => {
    const inclCents = variant.inclCents ?? parent.inclCents
    const child = addProduct(ctx, {
      ...parent,
      sku: ctx.uniqueSku(`${parent.sku}-${variant.suffix}`),
      type: 'simple',
      name: { nl: `${parent.name.nl} ${variant.label.nl}`, de: `${parent.name.de} ${variant.label.de}` },
      inclCents,
      weight: variant.weight ?? parent.weight,
      attributes: { ...parent.attributes, ...variant.attributes },
      categories: [],
      images: variant.images,
      visibility: 1,
      stock: stocks[index],
      special: special && inclCents === parent.inclCents ? special : null,
      tier: false,
      createdAt: added.createdAt,
      parentUrlPath: added.urlPath,
    })
    batch.superLinks.push({ parentId: added.id, childId: child.id })
  })
  configurableAttributeIds.forEach((attributeId, position) => {
    batch.configurableOptions.push({ productId: added.id, attributeId, position })
  })
  return added
}
