/**
 * Prices cart lines from the catalogue for one shopper, store and tax country: the sold
 * product's final net price (special price in its window, tier price for the quantity), plus
 * bundle members and custom options, and the tax rate by product tax class, customer tax class
 * and country. Everything for all lines is read in a handful of queries. The price context,
 * the price fields and the customer-price overlay are the pricing module's (apps/api/src/pricing),
 * the same as the catalogue's and render-list's, so the cart charges what the product page shows.
 *
 * Steps: read what the lines refer to (lineFacts), read their products (productsOf), then per
 * line its unit (simple or configurable: unitOf; bundle: bundleUnit), its option labels and its
 * custom options (withCustomOptions).
 */
import { eq, inArray, sql } from 'drizzle-orm'
import {
  bundleProductPrice,
  discountedComposite,
  netFromGross,
  shelfAmount,
  type BundleOption,
  type LinkedPrices,
  customOptionSelection,
  customOptionsPriceDelta,
  fromCents,
  tierPriceFor,
  toCents,
  VIRTUAL_TYPES,
  storedDiscountPercent,
  customerVisibleComment,
  type Cents,
  type CustomOption,
  type TierPrice,
} from '@shop/commerce'
import { preparedPerHandle, type Database, type Db } from '../db/client.ts'
import {
  attribute,
  attributeOption,
  bundleOption,
  bundleSelection,
  customOption,
  customOptionValue,
  product,
  type CartItemProductOption,
} from '../db/schema/index.ts'
import type { StoreLabels } from '../db/schema/types.ts'
import {
  loadPriceContext,
  originTaxPercentFor,
  taxRateFor,
  type PriceContext,
  type PriceCustomer,
} from '../pricing/price-context.ts'
import { priceFieldsOf } from '../pricing/price-fields.ts'
import { customerPrices, layOver } from '../pricing/price-overlay.ts'
import { sourcePricesOf, type SourcePrices } from '../pricing/price-source.ts'

const FALLBACK_STORE_ID = 1

export interface LineToPrice {
  id: number
  productId: number
  parentProductId: number | null
  sku: string
  productType: string
  qty: number
  productOption: CartItemProductOption | null
  /** a purchaser's line discount as stored (numeric text); absent or null: none */
  discountPercent?: string | number | null
  discountComment?: string | null
  discountType?: string | null
}

export interface PricedLine {
  itemId: number
  sku: string
  parentSku: string | null
  productId: number
  productType: string
  qty: number
  name: string
  unitNetCents: Cents
  /** the unit price incl. tax the product page shows (its tax is gross - net) */
  unitGrossCents: Cents
  taxPercent: number
  taxTitle: string
  options: { label: string; value: string }[]
  /** virtual and downloadable lines need no shipping */
  isVirtual: boolean
  /** stock to reserve per unit of this line (bundle members; else the product itself) */
  stockPerUnit: { productId: number; qty: number }[]
  productOption: CartItemProductOption | null
  /** a purchaser's line discount in percent (0: none; decision 0158) */
  discountPercent: number
  /** its comment when the customer may read it (type 'customer'), else null */
  discountCustomerComment: string | null
}

export interface PricingScope {
  storeId: number
  groupId: number | null
  /** the logged-in customer, for customer-specific prices; absent: group prices only */
  customer?: PriceCustomer | null
  country: string
  now: Date
  /**
   * cross-border trade (decision 0090): the country whose tax makes the gross price; null:
   * net-based; absent: the database's price basis (config PRICE_BASIS)
   */
  originCountry?: string | null
}

const label = (labels: StoreLabels | null | undefined, storeId: number) =>
  labels?.[String(storeId)] ?? labels?.[String(FALLBACK_STORE_ID)] ?? ''

type ProductRow = {
  id: number
  sku: string
  typeId: string
  taxClassId: number
  price: string
  specialPrice: string | null
  specialFromDate: string | null
  specialToDate: string | null
  name: string | null
  tiers: TierPrice[] | null
}

const pricingSelect = (db: Db) =>
  db
    .select({
      id: product.id,
      sku: product.sku,
      typeId: product.typeId,
      taxClassId: product.taxClassId,
      price: product.price,
      specialPrice: product.specialPrice,
      specialFromDate: product.specialFromDate,
      specialToDate: product.specialToDate,
      name: sql<string | null>`coalesce(
        (select s.name from product_store s where s.product_id = "product"."id" and s.store_id = ${sql.placeholder('storeId')}),
        (select f.name from product_store f where f.product_id = "product"."id" and f.store_id = ${FALLBACK_STORE_ID}))`,
      tiers: sql<TierPrice[] | null>`(select json_agg(json_build_object(
        'customerGroupId', t.customer_group_id, 'qty', t.qty, 'value', t.value))
        from tier_price t where t.product_id = "product"."id")`,
    })
    .from(product)

/**
 * Up to this many products, one prepared query per count with an `in` list of placeholders:
 * PostgreSQL then keeps a generic plan for it. With one array parameter (`= any($1)`) it cannot
 * know the row count, so the generic plan looks ten rows dear and it plans anew on every call -
 * most of this query's cost on the embedded database. Larger carts take the array form.
 */
const LISTED_PRODUCTS = 16
const pricingByCount: ((db: Db) => ReturnType<typeof pricingQuery>)[] = []

function pricingQuery(db: Db, count: number) {
  const ids = Array.from({ length: count }, (_, i) => sql.placeholder(`id${i}`))
  return count <= LISTED_PRODUCTS
    ? pricingSelect(db).where(inArray(product.id, ids)).prepare(`cart_products_for_pricing_${count}`)
    : // one int[] literal: one statement for any number of products
      pricingSelect(db)
        .where(sql`${product.id} = any(${sql.placeholder('ids')}::int[])`)
        .prepare('cart_products_for_pricing')
}

function productsForPricing(db: Db, productIds: number[], storeId: number): Promise<ProductRow[]> {
  const count = Math.min(productIds.length, LISTED_PRODUCTS + 1)
  const query = (pricingByCount[count] ??= preparedPerHandle((d) => pricingQuery(d, count)))(db)
  const values: Record<string, unknown> = { storeId, ids: `{${productIds.join(',')}}` }
  productIds.forEach((id, i) => (values[`id${i}`] = id))
  return query.execute(values)
}

/** The bundle selections, custom options and configurable labels the lines refer to, in parallel. */
async function lineFacts(db: Db, lines: readonly LineToPrice[]) {
  const bundleSelectionIds = lines.flatMap(
    (l) => l.productOption?.extension_attributes.bundle_options?.flatMap((b) => b.option_selections) ?? [],
  )
  const customProductIds = lines
    .filter((l) => l.productOption?.extension_attributes.custom_options?.length)
    .map((l) => (l.productType === 'configurable' && l.parentProductId ? l.parentProductId : l.productId))
  const configurableChoices = lines.flatMap(
    (l) => l.productOption?.extension_attributes.configurable_item_options ?? [],
  )
  const [selections, customRows, attributeRows, optionRows] = await Promise.all([
    bundleSelectionIds.length
      ? db
          .select({
            id: bundleSelection.id,
            productId: bundleSelection.productId,
            title: bundleOption.title,
            optionId: bundleOption.id,
          })
          .from(bundleSelection)
          .innerJoin(bundleOption, eq(bundleOption.id, bundleSelection.optionId))
          .where(inArray(bundleSelection.id, bundleSelectionIds))
      : Promise.resolve([]),
    customProductIds.length
      ? db
          .select({
            optionId: customOption.id,
            productId: customOption.productId,
            title: customOption.title,
            type: customOption.type,
            price: customOption.price,
            priceType: customOption.priceType,
            valueId: customOptionValue.id,
            valueTitle: customOptionValue.title,
            valuePrice: customOptionValue.price,
            valuePriceType: customOptionValue.priceType,
          })
          .from(customOption)
          .leftJoin(customOptionValue, eq(customOptionValue.optionId, customOption.id))
          .where(inArray(customOption.productId, customProductIds))
      : Promise.resolve([]),
    configurableChoices.length
      ? db
          .select({ id: attribute.id, labels: attribute.labels })
          .from(attribute)
          .where(
            inArray(
              attribute.id,
              configurableChoices.map((c) => Number(c.option_id)),
            ),
          )
      : Promise.resolve([]),
    configurableChoices.length
      ? db
          .select({ id: attributeOption.id, labels: attributeOption.labels })
          .from(attributeOption)
          .where(
            inArray(
              attributeOption.id,
              configurableChoices.map((c) => Number(c.option_value)),
            ),
          )
      : Promise.resolve([]),
  ])
  return { selectionById: new Map(selections.map((s) => [s.id, s])), customRows, attributeRows, optionRows }
}

type LineFacts = Awaited<ReturnType<typeof lineFacts>>

/**
 * The quantity each product is bought at, for the customer's prices (tiers and agreements from a
 * quantity): the lines' quantities added up per product (a configurable's parent with its child).
 */
function quantities(lines: readonly LineToPrice[]): Map<number, number> {
  const qtys = new Map<number, number>()
  const add = (id: number, qty: number) => qtys.set(id, (qtys.get(id) ?? 0) + qty)
  for (const line of lines) {
    add(line.productId, line.qty)
    if (line.parentProductId) add(line.parentProductId, line.qty)
  }
  return qtys
}

/** The price customer of a cart or order call's shopper (customer prices: price-overlay.ts). */
export const priceCustomerOf = (shopper: { customerId: number | null }): PriceCustomer | null =>
  shopper.customerId === null ? null : { id: shopper.customerId }

/**
 * The products of the lines, their parents and bundle members, with their names in the store
 * (fallback store 1) and their prices: the catalogue's, read in the same one query (the
 * add-to-cart and totals paths run it on every call), with the customer's laid over them.
 */
async function productsOf(
  database: Database,
  lines: readonly LineToPrice[],
  facts: LineFacts,
  scope: PricingScope,
  context: PriceContext,
) {
  const productIds = [
    ...new Set([
      ...lines.map((l) => l.productId),
      ...lines.flatMap((l) => (l.parentProductId ? [l.parentProductId] : [])),
      ...[...facts.selectionById.values()].map((s) => s.productId),
    ]),
  ]
  const [rows, overlay] = await Promise.all([
    productsForPricing(database.db, productIds, scope.storeId),
    customerPrices(database, context, productIds, quantities(lines)),
  ])
  const catalogue = new Map(
    rows.map((p) => [
      p.id,
      sourcePricesOf(
        p,
        (p.tiers ?? []).map((t) => ({
          customerGroupId: t.customerGroupId,
          qty: Number(t.qty),
          value: Number(t.value),
        })),
      ),
    ]),
  )
  const byId = new Map(rows.map((p) => [p.id, p]))
  return {
    byId,
    prices: layOver(catalogue, overlay),
    nameOf: (id: number) => byId.get(id)?.name ?? byId.get(id)?.sku ?? '',
  }
}

type Products = Awaited<ReturnType<typeof productsOf>>

interface Unit {
  net: Cents
  gross: Cents
}

/** What one line is priced with: the context, the products and what the lines refer to. */
interface Pricing {
  scope: PricingScope
  context: PriceContext
  products: Products
  facts: LineFacts
}

const pricesOf = (pricing: Pricing, p: ProductRow): SourcePrices => pricing.products.prices.get(p.id)!

/**
 * The catalogue's price fields of a product (the pricing module's, as both engines and
 * render-list write them): what the product page shows and adds up.
 */
const fieldsOf = (pricing: Pricing, p: ProductRow) =>
  priceFieldsOf(pricesOf(pricing, p), p.taxClassId, pricing.context)

/** One unit of a simple or configurable line: the final price, or a lower tier price for the qty. */
function unitOf(pricing: Pricing, p: ProductRow, qty: number): Unit {
  const fields = fieldsOf(pricing, p)
  const unit = { net: toCents(fields.final_price), gross: toCents(fields.final_price_incl_tax) }
  const tier = tierPriceFor(pricesOf(pricing, p).tierPrices, pricing.context.groupId, qty)
  if (tier === null) return unit
  const { context } = pricing
  const tiered = shelfAmount(
    toCents(tier),
    taxRateFor(context, p.taxClassId)?.rate ?? 0,
    originTaxPercentFor(context, p.taxClassId),
  )
  return tiered.gross < unit.gross ? tiered : unit
}

interface LineParts {
  unit: Unit
  options: { label: string; value: string }[]
  stockPerUnit: { productId: number; qty: number }[]
}

/**
 * A bundle line, by the product page's rule (composite-price.ts): the chosen members' final
 * prices times their quantities, less the bundle's own special price as a share.
 */
function bundleUnit(pricing: Pricing, line: LineToPrice, sold: ProductRow, taxPercent: number): LineParts {
  const { byId, nameOf } = pricing.products
  const storeId = pricing.scope.storeId
  const parts: LineParts = { unit: { net: 0, gross: 0 }, options: [], stockPerUnit: [] }
  const options: BundleOption[] = []
  const chosen: Record<number, { linkIds: number[]; qty: number }> = {}
  const members = new Map<string, LinkedPrices>()
  for (const choice of line.productOption?.extension_attributes.bundle_options ?? []) {
    const links: BundleOption['product_links'][number][] = []
    for (const selectionId of choice.option_selections) {
      const selection = pricing.facts.selectionById.get(selectionId)
      const member = selection ? byId.get(selection.productId) : undefined
      if (!selection || !member) continue
      links.push({ id: selectionId, sku: member.sku, qty: choice.option_qty })
      members.set(member.sku, { sku: member.sku, type_id: member.typeId, ...fieldsOf(pricing, member) })
      parts.stockPerUnit.push({ productId: member.id, qty: choice.option_qty })
      parts.options.push({
        label: label(selection.title, storeId),
        value: `${choice.option_qty} x ${nameOf(member.id)}`,
      })
    }
    options.push({ option_id: choice.option_id, product_links: links })
    chosen[choice.option_id] = { linkIds: links.map((l) => l.id), qty: choice.option_qty }
  }
  const sum = discountedComposite(
    bundleProductPrice(options, members, taxPercent, chosen),
    fieldsOf(pricing, sold),
  )
  parts.unit = { net: toCents(sum.price), gross: toCents(sum.priceInclTax) }
  return parts
}

/** A simple or configurable line: its unit and the labels of the configurable choice. */
function singleUnit(pricing: Pricing, line: LineToPrice, sold: ProductRow): LineParts {
  const { attributeRows, optionRows } = pricing.facts
  const storeId = pricing.scope.storeId
  const options: LineParts['options'] = []
  for (const choice of line.productOption?.extension_attributes.configurable_item_options ?? []) {
    const attr = attributeRows.find((a) => a.id === Number(choice.option_id))
    const value = optionRows.find((o) => o.id === Number(choice.option_value))
    if (attr && value)
      options.push({ label: label(attr.labels, storeId), value: label(value.labels, storeId) })
  }
  return { unit: unitOf(pricing, sold, line.qty), options, stockPerUnit: [{ productId: sold.id, qty: 1 }] }
}

type OptionDef = CustomOption & { titleText: string; valueTitles: Map<number, string> }

/** The custom options of a product, with their titles in the store. */
function customOptionDefs(pricing: Pricing, ownerId: number): OptionDef[] {
  const storeId = pricing.scope.storeId
  const defs = new Map<number, OptionDef>()
  for (const r of pricing.facts.customRows.filter((row) => row.productId === ownerId)) {
    let def = defs.get(r.optionId)
    if (!def) {
      def = {
        option_id: r.optionId,
        type: r.type,
        price: r.price === null ? null : Number(r.price),
        price_type: r.priceType,
        values: [],
        titleText: label(r.title, storeId),
        valueTitles: new Map(),
      }
      defs.set(r.optionId, def)
    }
    if (r.valueId !== null) {
      ;(def.values as { option_type_id: number; price: number; price_type: string }[]).push({
        option_type_id: r.valueId,
        price: Number(r.valuePrice),
        price_type: r.valuePriceType ?? 'fixed',
      })
      def.valueTitles.set(r.valueId, label(r.valueTitle, storeId))
    }
  }
  return [...defs.values()]
}

/** The line's chosen custom options: their surcharges added to the unit, their labels listed. */
function withCustomOptions(
  pricing: Pricing,
  line: LineToPrice,
  owner: ProductRow,
  sold: ProductRow,
  taxPercent: number,
  parts: LineParts,
): LineParts {
  const chosenOptions = line.productOption?.extension_attributes.custom_options
  if (!chosenOptions?.length) return parts
  const defs = customOptionDefs(pricing, owner.id)
  const selection = customOptionSelection(defs, chosenOptions)
  // as the product page adds them (chosen-price-box.tsx); cross-border, a fixed surcharge's
  // gross price is at the origin rate like every other price
  const delta = customOptionsPriceDelta(defs, selection, {
    price: fromCents(parts.unit.net),
    priceInclTax: fromCents(parts.unit.gross),
    taxRatePercent: originTaxPercentFor(pricing.context, sold.taxClassId) ?? taxPercent,
  })
  const options = [...parts.options]
  for (const [optionId, chosen] of Object.entries(selection)) {
    const def = defs.find((d) => d.option_id === Number(optionId))
    if (!def) continue
    const value =
      typeof chosen === 'string' ? chosen : chosen.map((id) => def.valueTitles.get(id) ?? '').join(', ')
    options.push({ label: def.titleText, value })
  }
  return {
    ...parts,
    unit: {
      net: parts.unit.net + toCents(delta.price),
      gross: parts.unit.gross + toCents(delta.priceInclTax),
    },
    options,
  }
}

function priceLine(pricing: Pricing, line: LineToPrice): PricedLine {
  const { byId, nameOf } = pricing.products
  const sold = byId.get(line.productId)
  if (!sold) throw new Error(`cart line ${line.id} refers to missing product ${line.productId}`)
  const parent = line.parentProductId ? byId.get(line.parentProductId) : undefined
  const rate = taxRateFor(pricing.context, sold.taxClassId)
  const taxPercent = rate?.rate ?? 0
  const own =
    line.productType === 'bundle'
      ? bundleUnit(pricing, line, sold, taxPercent)
      : singleUnit(pricing, line, sold)
  const owner = line.productType === 'configurable' && parent ? parent : sold
  const { unit, options, stockPerUnit } = withCustomOptions(pricing, line, owner, sold, taxPercent, own)
  return {
    itemId: line.id,
    sku: line.sku,
    parentSku: parent?.sku ?? null,
    productId: line.productId,
    productType: line.productType,
    qty: line.qty,
    name: nameOf(parent?.id ?? sold.id),
    // cross-border, the net is what the gross holds at the destination's rate (decision 0090)
    unitNetCents: pricing.context.originCountry ? netFromGross(unit.gross, taxPercent) : unit.net,
    unitGrossCents: unit.gross,
    taxPercent,
    taxTitle: rate?.title ?? '',
    options,
    isVirtual: VIRTUAL_TYPES.includes(sold.typeId),
    stockPerUnit,
    productOption: line.productOption,
    discountPercent: storedDiscountPercent(line.discountPercent),
    discountCustomerComment: customerVisibleComment(line.discountComment, line.discountType),
  }
}

export async function priceLines(
  database: Database,
  lines: readonly LineToPrice[],
  scope: PricingScope,
): Promise<PricedLine[]> {
  if (lines.length === 0) return []
  const [facts, context] = await Promise.all([
    lineFacts(database.db, lines),
    loadPriceContext(database, {
      country: scope.country,
      groupId: scope.groupId,
      customer: scope.customer ?? null,
      now: scope.now,
      originCountry: scope.originCountry,
    }),
  ])
  const products = await productsOf(database, lines, facts, scope, context)
  const pricing: Pricing = { scope, context, products, facts }
  return lines.map((line) => priceLine(pricing, line))
}
