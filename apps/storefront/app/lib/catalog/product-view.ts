/**
 * The product page's data, built on the server from the catalogue documents: only what the page
 * shows travels to the browser (the full document with all children would double the HTML).
 */
import {
  maxOrderQuantity,
  priceIncl,
  productAvailability,
  type Availability,
  type BundleOption,
  type CustomOption,
  type LinkedPrices,
} from '@shop/commerce'
import { attributeValueLabel, specificationRows, type AttributeRow } from './attributes.ts'
import type {
  AttributeDoc,
  ChildDoc,
  MediaDoc,
  PriceDoc,
  ProductDoc,
  ReviewDoc,
  TileProduct,
} from './types.ts'
import { variantOptions, type VariantOptionView } from './variants.ts'
import { sizeColourMatrix, type SizeColourMatrix } from '../../components/product/size-colour-matrix-data.ts'

export type ShownPrices = Pick<
  PriceDoc,
  | 'price'
  | 'price_incl_tax'
  | 'final_price'
  | 'final_price_incl_tax'
  | 'original_price_incl_tax'
  | 'special_price_incl_tax'
>

export interface TierRow {
  qty: number
  /** unit price incl. tax */
  amount: number
}

export interface GroupedItem {
  sku: string
  name: string
  image?: string
  qty: number
  prices: ShownPrices
  availability: Availability
  /** the most of this member that can be ordered (max-quantity.ts), null when nothing limits it */
  maxQuantity: number | null
}

export interface BundleMember extends LinkedPrices {
  name: string
}

export interface ProductView {
  id: number
  sku: string
  name: string
  typeId: string
  slug: string
  urlKey: string
  /** the sku that would go into the cart: the chosen child's, else the product's */
  activeSku: string
  activeName: string
  shortDescription: string
  description: string
  brand: string | null
  images: MediaDoc[]
  prices: ShownPrices
  taxRatePercent: number
  tierPrices: TierRow[]
  availability: Availability
  /** the most the product page lets the shopper order (stock, max sale qty); null: no known limit */
  maxQuantity: number | null
  ean: string | null
  supplierSku: string | null
  specs: AttributeRow[]
  configurable: { options: VariantOptionView[]; childSku: string | null; error: string | null } | null
  /** the size × colour matrix of a configurable product with those options (issue 17) */
  matrix?: SizeColourMatrix | null
  grouped: GroupedItem[] | null
  bundle: { options: BundleOption[]; members: Record<string, BundleMember> } | null
  customOptions: CustomOption[]
  reviews: ReviewDoc[]
  related: TileProduct[]
}

export interface ProductViewInput {
  product: ProductDoc
  child: ChildDoc | null
  variantError: string | null
  attributes: readonly AttributeDoc[]
  members: readonly ProductDoc[]
  related: TileProduct[]
  reviews: ReviewDoc[]
  taxRatePercent: number
  today: string
}

function pickPrices(doc: PriceDoc): ShownPrices {
  const {
    price,
    price_incl_tax,
    final_price,
    final_price_incl_tax,
    original_price_incl_tax,
    special_price_incl_tax,
  } = doc
  return {
    price,
    price_incl_tax,
    final_price,
    final_price_incl_tax,
    original_price_incl_tax,
    special_price_incl_tax,
  }
}

/** The gallery: the chosen child's own picture first, then the product's, without repeats. */
function gallery(product: ProductDoc, child: ChildDoc | null): MediaDoc[] {
  const media = [...(product.media_gallery ?? [])].filter((m) => (m.typ ?? 'image') === 'image')
  media.sort((a, b) => (a.pos ?? 0) - (b.pos ?? 0))
  if (!media.length && product.image) media.push({ image: product.image, lab: product.name })
  const first = child?.image
  if (first && first !== 'no_selection') {
    const rest = media.filter((m) => m.image !== first)
    return [{ image: first, lab: child?.name ?? product.name }, ...rest]
  }
  return media
}

/**
 * One row per quantity: a business customer gets the all-groups tiers and the group's own, often
 * at the same quantities; the lower price counts (as in the cart).
 */
function tierRows(doc: PriceDoc, rate: number): TierRow[] {
  const lowest = new Map<number, number>()
  for (const tier of doc.tier_prices ?? []) {
    if (tier.qty <= 1) continue
    const known = lowest.get(tier.qty)
    if (known === undefined || tier.value < known) lowest.set(tier.qty, tier.value)
  }
  return [...lowest]
    .sort(([a], [b]) => a - b)
    .map(([qty, value]) => ({ qty, amount: priceIncl(value, rate) }))
}

function groupedItems(product: ProductDoc, members: readonly ProductDoc[], today: string): GroupedItem[] {
  const bySku = new Map(members.map((m) => [m.sku, m]))
  return (product.product_links ?? [])
    .filter((link) => link.link_type === 'associated')
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .flatMap((link) => {
      const member = bySku.get(link.linked_product_sku)
      if (!member) return [] // spec 000 §8: a missing linked product is only logged
      return [
        {
          sku: member.sku,
          name: member.name,
          image: member.image,
          // the shopper starts with one of each (spec 001 §4), whatever the link suggests
          qty: 1,
          prices: pickPrices(member),
          availability: productAvailability(member.stock, member.binnenkortdatum, today),
          maxQuantity: maxOrderQuantity(member.stock),
        },
      ]
    })
}

function bundleMembers(members: readonly ProductDoc[]): Record<string, BundleMember> {
  const out: Record<string, BundleMember> = {}
  for (const m of members) out[m.sku] = { sku: m.sku, name: m.name, type_id: m.type_id, ...pickPrices(m) }
  return out
}

export function buildProductView(input: ProductViewInput): ProductView {
  const { product, child, attributes, today, taxRatePercent } = input
  const priced: PriceDoc = child ?? product
  const merk = attributes.find((a) => a.attribute_code === 'merk')
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    typeId: product.type_id,
    slug: product.slug || product.url_key || product.sku,
    urlKey: product.url_key ?? '',
    activeSku: child?.sku ?? product.sku,
    activeName: child?.name ?? product.name,
    shortDescription: product.short_description ?? '',
    description: product.description ?? '',
    brand: merk ? attributeValueLabel(merk, product.merk) : null,
    images: gallery(product, child),
    prices: pickPrices(priced),
    taxRatePercent,
    tierPrices: tierRows(priced, taxRatePercent),
    availability: productAvailability(
      child?.stock ?? product.stock,
      child?.binnenkortdatum ?? product.binnenkortdatum,
      today,
    ),
    maxQuantity: maxOrderQuantity(child?.stock ?? product.stock),
    ean: child?.ean_code ?? product.ean_code ?? null,
    supplierSku: child?.supplier_sku ?? product.supplier_sku ?? null,
    specs: specificationRows(attributes, { ...product, ...(child ?? {}) }),
    configurable:
      product.type_id === 'configurable'
        ? { options: variantOptions(product, child), childSku: child?.sku ?? null, error: input.variantError }
        : null,
    matrix: sizeColourMatrix(product),
    grouped: product.type_id === 'grouped' ? groupedItems(product, input.members, today) : null,
    bundle:
      product.type_id === 'bundle'
        ? { options: product.bundle_options ?? [], members: bundleMembers(input.members) }
        : null,
    customOptions: [...(product.custom_options ?? [])],
    reviews: input.reviews,
    related: input.related,
  }
}
