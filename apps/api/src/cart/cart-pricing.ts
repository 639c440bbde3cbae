/**
 * Prices cart lines from the catalogue for one shopper, store and tax country: the sold
 * product's final net price (special price in its window, tier price for the quantity), plus
 * bundle members and custom options, and the tax rate by product tax class, customer tax class
 * and country. Everything for all lines is read in a handful of queries.
 */
import { eq, inArray, sql } from 'drizzle-orm'
import {
  bundleProductPrice,
  computeProductPrice,
  discountedComposite,
  netFromGross,
  shelfAmount,
  type BundleOption,
  type LinkedPrices,
  customOptionSelection,
  customOptionsPriceDelta,
  findTaxRate,
  fromCents,
  tierPriceFor,
  toCents,
  VIRTUAL_TYPES,
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
import { loadPriceRules } from '../catalog/pricing.ts'
import { priceBasisOf } from '../pricing/price-basis.ts'

const GUEST_GROUP_ID = 0
const FALLBACK_STORE_ID = 1

export interface LineToPrice {
  id: number
  productId: number
  parentProductId: number | null
  sku: string
  productType: string
  qty: number
  productOption: CartItemProductOption | null
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
}

export interface PricingScope {
  storeId: number
  groupId: number | null
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

function productsForPricing(db: Db, productIds: number[], storeId: number) {
  const count = Math.min(productIds.length, LISTED_PRODUCTS + 1)
  const query = (pricingByCount[count] ??= preparedPerHandle((d) => pricingQuery(d, count)))(db)
  const values: Record<string, unknown> = { storeId, ids: `{${productIds.join(',')}}` }
  productIds.forEach((id, i) => (values[`id${i}`] = id))
  return query.execute(values)
}

export async function priceLines(
  database: Database,
  lines: readonly LineToPrice[],
  scope: PricingScope,
): Promise<PricedLine[]> {
  if (lines.length === 0) return []
  const db = database.db
  const bundleSelectionIds = lines.flatMap(
    (l) => l.productOption?.extension_attributes.bundle_options?.flatMap((b) => b.option_selections) ?? [],
  )
  const customProductIds = lines
    .filter((l) => l.productOption?.extension_attributes.custom_options?.length)
    .map((l) => (l.productType === 'configurable' && l.parentProductId ? l.parentProductId : l.productId))
  const configurableChoices = lines.flatMap(
    (l) => l.productOption?.extension_attributes.configurable_item_options ?? [],
  )

  const [selections, rules, customRows, attributeRows, optionRows] = await Promise.all([
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
    loadPriceRules(database, scope.now.getTime()),
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

  const selectionById = new Map(selections.map((s) => [s.id, s]))
  const productIds = [
    ...new Set([
      ...lines.map((l) => l.productId),
      ...lines.flatMap((l) => (l.parentProductId ? [l.parentProductId] : [])),
      ...selections.map((s) => s.productId),
    ]),
  ]
  // products, their names in the store (fallback store 1) and tier prices in one query: the
  // add-to-cart and totals paths run it on every call
  const products = await productsForPricing(db, productIds, scope.storeId)
  const byId = new Map<number, ProductRow>(products.map((p) => [p.id, p]))
  const tiers = new Map(
    products.map((p) => [
      p.id,
      (p.tiers ?? []).map((t) => ({
        customerGroupId: t.customerGroupId,
        qty: Number(t.qty),
        value: Number(t.value),
      })),
    ]),
  )
  const nameOf = (id: number) => products.find((p) => p.id === id)?.name ?? byId.get(id)?.sku ?? ''

  const customerTaxClassId =
    rules.groupTaxClass.get(scope.groupId ?? GUEST_GROUP_ID) ?? rules.groupTaxClass.get(GUEST_GROUP_ID) ?? 3
  const rateOf = (taxClassId: number) =>
    findTaxRate(rules.rules, { productTaxClassId: taxClassId, customerTaxClassId, country: scope.country })

  // cross-border trade (decision 0090): gross prices from the origin country's rates
  const originCountry =
    scope.originCountry === undefined ? priceBasisOf(database).originCountry : scope.originCountry
  const originRateOf = (taxClassId: number) =>
    originCountry
      ? (findTaxRate(rules.rules, {
          productTaxClassId: taxClassId,
          customerTaxClassId,
          country: originCountry,
        })?.rate ?? 0)
      : null

  // the catalogue's price fields of a product (commerce computeProductPrice, as both engines and
  // render-list write them): what the product page shows and adds up
  const fieldsOf = (p: ProductRow) =>
    computeProductPrice(
      {
        price: Number(p.price),
        specialPrice: p.specialPrice === null ? null : Number(p.specialPrice),
        specialFromDate: p.specialFromDate,
        specialToDate: p.specialToDate,
        taxRatePercent: rateOf(p.taxClassId)?.rate ?? 0,
        originTaxRatePercent: originRateOf(p.taxClassId),
        tierPrices: tiers.get(p.id) ?? [],
        groupId: scope.groupId,
      },
      scope.now,
    )

  /** One unit of a simple or configurable line: the final price, or a lower tier price for the qty. */
  const unitOf = (p: ProductRow, qty: number): { net: Cents; gross: Cents } => {
    const fields = fieldsOf(p)
    const unit = { net: toCents(fields.final_price), gross: toCents(fields.final_price_incl_tax) }
    const tier = tierPriceFor(tiers.get(p.id) ?? [], scope.groupId, qty)
    if (tier === null) return unit
    const tiered = shelfAmount(toCents(tier), rateOf(p.taxClassId)?.rate ?? 0, originRateOf(p.taxClassId))
    return tiered.gross < unit.gross ? tiered : unit
  }

  return lines.map((line): PricedLine => {
    const sold = byId.get(line.productId)
    if (!sold) throw new Error(`cart line ${line.id} refers to missing product ${line.productId}`)
    const parent = line.parentProductId ? byId.get(line.parentProductId) : undefined
    const ext = line.productOption?.extension_attributes
    const rate = rateOf(sold.taxClassId)
    const taxPercent = rate?.rate ?? 0
    const optionLabels: { label: string; value: string }[] = []
    const stockPerUnit: { productId: number; qty: number }[] = []
    let unit: { net: Cents; gross: Cents }

    if (line.productType === 'bundle') {
      // the product page's rule (composite-price.ts): the chosen members' final prices times
      // their quantities, less the bundle's own special price as a share
      const options: BundleOption[] = []
      const chosen: Record<number, { linkIds: number[]; qty: number }> = {}
      const members = new Map<string, LinkedPrices>()
      for (const choice of ext?.bundle_options ?? []) {
        const links: BundleOption['product_links'][number][] = []
        for (const selectionId of choice.option_selections) {
          const selection = selectionById.get(selectionId)
          const member = selection ? byId.get(selection.productId) : undefined
          if (!selection || !member) continue
          links.push({ id: selectionId, sku: member.sku, qty: choice.option_qty })
          members.set(member.sku, { sku: member.sku, type_id: member.typeId, ...fieldsOf(member) })
          stockPerUnit.push({ productId: member.id, qty: choice.option_qty })
          optionLabels.push({
            label: label(selection.title, scope.storeId),
            value: `${choice.option_qty} x ${nameOf(member.id)}`,
          })
        }
        options.push({ option_id: choice.option_id, product_links: links })
        chosen[choice.option_id] = { linkIds: links.map((l) => l.id), qty: choice.option_qty }
      }
      const sum = discountedComposite(
        bundleProductPrice(options, members, taxPercent, chosen),
        fieldsOf(sold),
      )
      unit = { net: toCents(sum.price), gross: toCents(sum.priceInclTax) }
    } else {
      unit = unitOf(sold, line.qty)
      stockPerUnit.push({ productId: sold.id, qty: 1 })
      for (const choice of ext?.configurable_item_options ?? []) {
        const attr = attributeRows.find((a) => a.id === Number(choice.option_id))
        const value = optionRows.find((o) => o.id === Number(choice.option_value))
        if (attr && value)
          optionLabels.push({
            label: label(attr.labels, scope.storeId),
            value: label(value.labels, scope.storeId),
          })
      }
    }

    if (ext?.custom_options?.length) {
      const ownerId = line.productType === 'configurable' && parent ? parent.id : sold.id
      const rows = customRows.filter((r) => r.productId === ownerId)
      const defs = new Map<number, CustomOption & { titleText: string; valueTitles: Map<number, string> }>()
      for (const r of rows) {
        let def = defs.get(r.optionId)
        if (!def) {
          def = {
            option_id: r.optionId,
            type: r.type,
            price: r.price === null ? null : Number(r.price),
            price_type: r.priceType,
            values: [],
            titleText: label(r.title, scope.storeId),
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
          def.valueTitles.set(r.valueId, label(r.valueTitle, scope.storeId))
        }
      }
      const list = [...defs.values()]
      const selection = customOptionSelection(list, ext.custom_options)
      // as the product page adds them (chosen-price-box.tsx); cross-border, a fixed surcharge's
      // gross price is at the origin rate like every other price
      const delta = customOptionsPriceDelta(list, selection, {
        price: fromCents(unit.net),
        priceInclTax: fromCents(unit.gross),
        taxRatePercent: originRateOf(sold.taxClassId) ?? taxPercent,
      })
      unit = { net: unit.net + toCents(delta.price), gross: unit.gross + toCents(delta.priceInclTax) }
      for (const [optionId, chosen] of Object.entries(selection)) {
        const def = defs.get(Number(optionId))
        if (!def) continue
        const value =
          typeof chosen === 'string' ? chosen : chosen.map((id) => def.valueTitles.get(id) ?? '').join(', ')
        optionLabels.push({ label: def.titleText, value })
      }
    }

    return {
      itemId: line.id,
      sku: line.sku,
      parentSku: parent?.sku ?? null,
      productId: line.productId,
      productType: line.productType,
      qty: line.qty,
      name: nameOf(parent?.id ?? sold.id),
      // cross-border, the net is what the gross holds at the destination's rate (decision 0090)
      unitNetCents: originCountry ? netFromGross(unit.gross, taxPercent) : unit.net,
      unitGrossCents: unit.gross,
      taxPercent,
      taxTitle: rate?.title ?? '',
      options: optionLabels,
      isVirtual: VIRTUAL_TYPES.includes(sold.typeId),
      stockPerUnit,
      productOption: line.productOption,
    }
  })
}
