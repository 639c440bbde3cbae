/**
 * Prices of products made of other products (spec 001 §4): a grouped product costs the sum of
 * its associated simple products (one of each), a bundle the sum of the chosen (by default the
 * default, else the first) link of every option times its quantity. Sums go through cents so a
 * dozen parts never add up to 12,349999.
 */
import type { Cents } from './money.ts'
import { fromCents, toCents } from './money.ts'

/** The price fields of a linked product that these sums read (catalogue hit fields). */
export interface LinkedPrices {
  sku: string
  type_id?: string | null
  price?: number | null
  price_incl_tax?: number | null
  final_price?: number | null
  final_price_incl_tax?: number | null
}

export interface CompositePrice {
  /** excluding tax */
  price: number
  priceInclTax: number
  tax: number
}

/** A product link of a grouped product (contract: product_links). */
export interface GroupedLink {
  link_type?: string | null
  linked_product_sku: string
  linked_product_type?: string | null
  qty?: number | null
}

export interface BundleLink {
  id: number
  sku: string
  qty?: number | null
  is_default?: boolean | null
  /** net price of the member as indexed; used when the member itself is not loaded */
  price?: number | null
}

export interface BundleOption {
  option_id: number
  title?: string
  type?: string
  required?: boolean
  product_links: readonly BundleLink[]
}

/** The shopper's choice per bundle option: link ids and an optional quantity for the option. */
export type BundleSelection = Readonly<Record<number, { linkIds: readonly number[]; qty?: number }>>

function amount(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

// The customer pays the final price (special or tier price included), so sums use it first.
function netCents(p: LinkedPrices): Cents {
  return toCents(amount(p.final_price) ?? amount(p.price) ?? 0)
}

function grossCents(p: LinkedPrices): Cents {
  return toCents(amount(p.final_price_incl_tax) ?? amount(p.price_incl_tax) ?? 0)
}

function result(net: Cents, gross: Cents): CompositePrice {
  return { price: fromCents(net), priceInclTax: fromCents(gross), tax: fromCents(gross - net) }
}

/**
 * Grouped price: starts at 0 and adds price and tax of every associated simple product with qty
 * 1 (spec 001 §4), whatever default quantity the link carries. Links whose product is not
 * loaded are left out; the spec only logs "Product not found" for them.
 */
export function groupedProductPrice(
  links: readonly GroupedLink[],
  products: ReadonlyMap<string, LinkedPrices>,
): CompositePrice {
  let net = 0
  let gross = 0
  for (const link of links) {
    if ((link.link_type ?? 'associated') !== 'associated') continue
    const product = products.get(link.linked_product_sku)
    if (!product) continue
    const type = product.type_id ?? link.linked_product_type ?? 'simple'
    if (type !== 'simple') continue
    net += netCents(product)
    gross += grossCents(product)
  }
  return result(net, gross)
}

/**
 * The links that count for an option: the selection, else the default link, else the first link
 * of a required option (an optional one without a default stays empty, as the cart adds it).
 */
export function bundleOptionLinks(option: BundleOption, selection?: BundleSelection): BundleLink[] {
  const chosen = selection?.[option.option_id]
  if (chosen) return option.product_links.filter((link) => chosen.linkIds.includes(link.id))
  const fallback =
    option.product_links.find((link) => link.is_default) ??
    (option.required === false ? undefined : option.product_links[0])
  return fallback ? [fallback] : []
}

/**
 * Bundle price: per option its links (see bundleOptionLinks) times quantity; a negative quantity
 * does not count (spec 001 §5). A member that is not loaded is priced from the link's net price
 * with the bundle's tax rate, so the sum never silently drops a part.
 */
export function bundleProductPrice(
  options: readonly BundleOption[],
  products: ReadonlyMap<string, LinkedPrices>,
  taxRatePercent: number,
  selection?: BundleSelection,
): CompositePrice {
  let net = 0
  let gross = 0
  for (const option of options) {
    for (const link of bundleOptionLinks(option, selection)) {
      const qty = selection?.[option.option_id]?.qty ?? amount(link.qty) ?? 1
      if (qty < 0) continue
      const member = products.get(link.sku)
      const linkNet = amount(link.price) ?? 0
      // from the unrounded 4-decimal net price, as the back office computes the gross price
      const unitNet = member ? netCents(member) : toCents(linkNet)
      const unitGross = member ? grossCents(member) : toCents((linkNet * (100 + taxRatePercent)) / 100)
      net += Math.round(unitNet * qty)
      gross += Math.round(unitGross * qty)
    }
  }
  return result(net, gross)
}

/**
 * A bundle's own active special price as a share of its regular price, applied to whatever the
 * shopper puts together. Magento keeps a bundle's special price as a percentage; our catalogue
 * stores it as the amount for the default selection, so the share is that amount over the
 * regular price. Without an active special price the sum stays as it is.
 */
export function discountedComposite(
  sum: CompositePrice,
  own: { price_incl_tax?: number | null; final_price_incl_tax?: number | null },
): CompositePrice {
  const regular = amount(own.price_incl_tax)
  const final = amount(own.final_price_incl_tax)
  if (regular === null || final === null || regular <= 0 || final <= 0 || final >= regular) return sum
  const share = final / regular
  const net = Math.round(toCents(sum.price) * share)
  const gross = Math.round(toCents(sum.priceInclTax) * share)
  return result(net, gross)
}
