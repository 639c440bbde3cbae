/**
 * Per-request price fields of product hits (contract §6.4): the stored net prices of a product
 * document become price, price_tax, price_incl_tax, special_*, final_*, original_* and the
 * group's tier prices, by the pricing module (pricing/price-fields.ts), also inside
 * configurable_children. Customer-specific prices are laid over a priced document per request
 * (withCustomerPrices), never stored in it.
 */
import type { TierPrice } from '@shop/commerce'
import type { Database } from '../db/client.ts'
import { loadPriceContext, type PriceContext, type PriceCustomer } from '../pricing/price-context.ts'
import { newPriceFieldsMemo, priceFieldsOf, type PriceFieldsMemo } from '../pricing/price-fields.ts'
import type { SourcePrices } from '../pricing/price-source.ts'
import { retailPriceOf } from '../pricing/retail-price.ts'

export type { PriceContext } from '../pricing/price-context.ts'

/**
 * The price context of a catalogue request: the store's default country, the group, the moment and
 * the signed-in customer (their own prices, decision 0139).
 */
export function priceContext(
  database: Database,
  country: string,
  groupId: number | null,
  now: Date,
  customer: PriceCustomer | null = null,
): Promise<PriceContext> {
  return loadPriceContext(database, { country, groupId, now, customer })
}

type Doc = Record<string, unknown>

const numberOr = (v: unknown, fallback: number | null): number | null =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && v !== '' && Number.isFinite(Number(v))
      ? Number(v)
      : fallback

function tiersOf(doc: Doc): TierPrice[] {
  const raw = Array.isArray(doc.tier_prices) ? (doc.tier_prices as unknown[]) : []
  return raw.flatMap((t) => {
    if (typeof t !== 'object' || t === null) return []
    const tier = t as Doc
    const qty = numberOr(tier.qty, null)
    const value = numberOr(tier.value, null)
    if (qty === null || value === null) return []
    return [{ customerGroupId: numberOr(tier.customer_group_id, null), qty, value }]
  })
}

/** The catalogue's prices as the indexed document holds them; null without a price. */
function documentPrices(doc: Doc): SourcePrices | null {
  const price = numberOr(doc.price, null)
  if (price === null) return null
  return {
    price,
    specialPrice: numberOr(doc.special_price, null),
    specialFromDate: typeof doc.special_from_date === 'string' ? doc.special_from_date : null,
    specialToDate: typeof doc.special_to_date === 'string' ? doc.special_to_date : null,
    tierPrices: tiersOf(doc),
  }
}

export type PriceCache = PriceFieldsMemo

export const newPriceCache = (): PriceCache => newPriceFieldsMemo()

const taxClassOf = (doc: Doc) => numberOr(doc.tax_class_id, 0) ?? 0

function writeFields(doc: Doc, prices: SourcePrices, context: PriceContext, cache: PriceCache) {
  const fields = priceFieldsOf(prices, taxClassOf(doc), context, cache)
  // a copy: the tier price list must not be shared between documents
  Object.assign(doc, fields, { tier_prices: fields.tier_prices.map((t) => ({ ...t })) })
}

const childrenOf = (doc: Doc): Doc[] =>
  Array.isArray(doc.configurable_children)
    ? (doc.configurable_children as unknown[]).filter((c): c is Doc => typeof c === 'object' && c !== null)
    : []

/** Writes the price fields into a product source (and its configurable children) in place. */
export function applyPrices(doc: Doc, context: PriceContext, cache: PriceCache = newPriceCache()) {
  const prices = documentPrices(doc)
  if (prices) writeFields(doc, prices, context, cache)
  for (const child of childrenOf(doc)) applyPrices(child, context, cache)
}

const idOf = (doc: Doc) => numberOr(doc.id, null)

/**
 * A priced document with the customer's prices laid over it (the product's and its children's):
 * a repriced copy when any of them has one, else the document itself, unchanged and still shared.
 */
export function withCustomerPrices(
  doc: Doc,
  overlay: ReadonlyMap<number, SourcePrices>,
  context: PriceContext,
  cache: PriceCache = newPriceCache(),
): Doc {
  if (overlay.size === 0) return doc
  const has = (d: Doc) => {
    const id = idOf(d)
    return id !== null && overlay.has(id)
  }
  const children = childrenOf(doc)
  if (!has(doc) && !children.some(has)) return doc
  const reprice = (d: Doc) => {
    if (!has(d)) return d
    const copy = { ...d }
    writeFields(copy, overlay.get(idOf(d)!)!, context, cache)
    return copy
  }
  // the shared document is never changed: the copy gets its own list of children
  const copy = has(doc) ? reprice(doc) : { ...doc }
  if (Array.isArray(doc.configurable_children)) {
    copy.configurable_children = (doc.configurable_children as unknown[]).map((c) =>
      typeof c === 'object' && c !== null ? reprice(c as Doc) : c,
    )
  }
  return copy
}

/**
 * A trade customer's document with what a guest pays beside their own price (retail_price,
 * retail_price_incl_tax: decision 0139), on the product and on each configurable child, from the
 * guest-priced document. `doc` may be shared: the answer is always a copy.
 */
export function withRetailPrices(doc: Doc, guest: Doc | undefined): Doc {
  const guestChildren = new Map(guest ? childrenOf(guest).map((c) => [idOf(c), c]) : [])
  const copy: Doc = { ...doc, ...(guest ? retailPriceOf(guest) : null) }
  if (Array.isArray(doc.configurable_children)) {
    copy.configurable_children = (doc.configurable_children as unknown[]).map((c) => {
      if (typeof c !== 'object' || c === null) return c
      const child = c as Doc
      const own = guestChildren.get(idOf(child))
      return own ? { ...child, ...retailPriceOf(own) } : child
    })
  }
  return copy
}
