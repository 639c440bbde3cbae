/**
 * What a cart line request means in the catalogue: the sold product (a configurable's child),
 * the grouped product's members, a bundle's chosen selections, chosen custom options. Prices are
 * not read here (cart-pricing.ts does that on every read): the client never sets a price.
 */
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm'
import { MESSAGES, cartLineKey, chooseConfigurableChild, fillMessage } from '@shop/commerce'
import { preparedPerHandle, type Db } from '../db/client.ts'
import {
  attribute,
  bundleOption,
  bundleSelection,
  customOption,
  customOptionValue,
  product,
  productConfigurableOption,
  productLink,
  productSuperLink,
  type CartItemProductOption,
} from '../db/schema/index.ts'
import { fail, ok, type Result } from '../result.ts'
import type { NewLine } from './cart-store.ts'

export interface RequestedOptions {
  configurable_item_options?: { option_id: string | number; option_value: string | number }[]
  bundle_options?: {
    option_id: string | number
    option_qty?: number | string | null
    option_selections: (number | string)[]
  }[]
  custom_options?: { option_id: string | number; option_value: string | number }[]
}

export const MSG_REQUIRED_OPTIONS =
  "The product's required option(s) weren't entered. Make sure the options are entered and try again."
export const MSG_BUNDLE_SELECTION = 'The bundle selection is not valid: {detail}'

/** A product that may be sold: enabled (status below 2, as listings treat 0 and 1). */
const SELLABLE = lt(product.status, 2)

type ProductRow = { id: number; sku: string; typeId: string; attributes: Record<string, unknown> }

type FoundProduct = ProductRow & { hasOptions: boolean; parentId: number | null }

/** The product with what the common paths need to know, in one query (add-to-cart is hot). */
const sellableBySku = preparedPerHandle((db) =>
  db
    .select({
      id: product.id,
      sku: product.sku,
      typeId: product.typeId,
      attributes: product.attributes,
      hasOptions: sql<boolean>`exists(select 1 from custom_option o where o.product_id = "product"."id")`,
      parentId: sql<number | null>`(select l.parent_id from product_super_link l
        join product pp on pp.id = l.parent_id
        where l.child_id = "product"."id" and pp.status < 2 order by l.parent_id limit 1)`,
    })
    .from(product)
    .where(and(eq(product.sku, sql.placeholder('sku')), SELLABLE))
    .prepare('cart_product_by_sku'),
)

async function productBySku(db: Db, sku: string): Promise<FoundProduct | null> {
  const [row] = await sellableBySku(db).execute({ sku })
  return row ?? null
}

async function superAttributes(db: Db, parentId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: attribute.id, code: attribute.code })
    .from(productConfigurableOption)
    .innerJoin(attribute, eq(attribute.id, productConfigurableOption.attributeId))
    .where(eq(productConfigurableOption.productId, parentId))
    .orderBy(asc(productConfigurableOption.position))
  return new Map(rows.map((r) => [r.id, r.code]))
}

async function childrenOf(db: Db, parentId: number): Promise<ProductRow[]> {
  return db
    .select({ id: product.id, sku: product.sku, typeId: product.typeId, attributes: product.attributes })
    .from(productSuperLink)
    .innerJoin(product, eq(product.id, productSuperLink.childId))
    .where(and(eq(productSuperLink.parentId, parentId), SELLABLE))
}

function configurableOption(codes: Map<number, string>, child: ProductRow): CartItemProductOption {
  return {
    extension_attributes: {
      configurable_item_options: [...codes].map(([id, code]) => ({
        option_id: String(id),
        option_value: Number(child.attributes[code]),
      })),
    },
  }
}

async function customOptionsOf(db: Db, productId: number, wanted: RequestedOptions['custom_options']) {
  const options = await db
    .select({ id: customOption.id, type: customOption.type, isRequire: customOption.isRequire })
    .from(customOption)
    .where(eq(customOption.productId, productId))
  const chosen = new Map((wanted ?? []).map((c) => [Number(c.option_id), String(c.option_value).trim()]))
  for (const option of options) {
    if (option.isRequire && !chosen.get(option.id)) return fail('invalid', MSG_REQUIRED_OPTIONS)
  }
  const known = new Set(options.map((o) => o.id))
  const values = options.length
    ? await db
        .select({ id: customOptionValue.id, optionId: customOptionValue.optionId })
        .from(customOptionValue)
        .where(
          inArray(
            customOptionValue.optionId,
            options.map((o) => o.id),
          ),
        )
    : []
  const result: NonNullable<RequestedOptions['custom_options']> = []
  for (const [optionId, value] of chosen) {
    const option = options.find((o) => o.id === optionId)
    if (!known.has(optionId) || !option || value === '') continue
    if (option.type !== 'field' && option.type !== 'area') {
      const ids = value.split(',').map((v) => Number(v.trim()))
      const valid = ids.every((id) => values.some((v) => v.id === id && v.optionId === optionId))
      if (!valid) return fail('invalid', `Unknown value ${value} for custom option ${optionId}`)
    }
    result.push({ option_id: String(optionId), option_value: value.slice(0, 1000) })
  }
  return ok(result)
}

async function bundleChoice(
  db: Db,
  bundleId: number,
  wanted: RequestedOptions['bundle_options'],
): Promise<Result<NonNullable<RequestedOptions['bundle_options']>>> {
  const rows = await db
    .select({
      optionId: bundleOption.id,
      required: bundleOption.required,
      selectionId: bundleSelection.id,
      isDefault: bundleSelection.isDefault,
      qty: bundleSelection.qty,
    })
    .from(bundleOption)
    .innerJoin(bundleSelection, eq(bundleSelection.optionId, bundleOption.id))
    .where(eq(bundleOption.productId, bundleId))
    .orderBy(asc(bundleOption.position), asc(bundleSelection.position))
  const byOption = new Map<number, typeof rows>()
  for (const row of rows) byOption.set(row.optionId, [...(byOption.get(row.optionId) ?? []), row])
  const given = new Map((wanted ?? []).map((b) => [Number(b.option_id), b]))
  for (const id of given.keys()) {
    if (!byOption.has(id))
      return fail('invalid', fillMessage(MSG_BUNDLE_SELECTION, { detail: `unknown option ${id}` }))
  }
  const result: NonNullable<RequestedOptions['bundle_options']> = []
  for (const [optionId, selections] of byOption) {
    const choice = given.get(optionId)
    if (!choice) {
      // what the product page preselects and prices (commerce bundleOptionLinks): the default
      // selection, else the first one of a required option
      const fallback =
        selections.find((s) => s.isDefault) ?? (selections[0]!.required ? selections[0]! : null)
      if (!fallback) continue
      result.push({
        option_id: optionId,
        option_qty: Number(fallback.qty),
        option_selections: [fallback.selectionId],
      })
      continue
    }
    const ids = choice.option_selections.map(Number)
    if (ids.length === 0 || !ids.every((id) => selections.some((s) => s.selectionId === id))) {
      return fail('invalid', fillMessage(MSG_BUNDLE_SELECTION, { detail: `option ${optionId}` }))
    }
    const qty = choice.option_qty == null || choice.option_qty === '' ? 1 : Number(choice.option_qty)
    if (!Number.isInteger(qty) || qty < 1 || qty > 1000) {
      return fail('invalid', fillMessage(MSG_BUNDLE_SELECTION, { detail: `quantity of option ${optionId}` }))
    }
    result.push({ option_id: optionId, option_qty: qty, option_selections: ids })
  }
  return ok(result)
}

type CustomChoices = NonNullable<RequestedOptions['custom_options']>

/** The chosen custom options onto a line's product option (the stored form: strings). */
function withCustomOptions(option: CartItemProductOption, customOptions: CustomChoices | undefined) {
  if (customOptions)
    option.extension_attributes.custom_options = customOptions.map((c) => ({
      option_id: String(c.option_id),
      option_value: String(c.option_value),
    }))
  return option
}

/** A grouped product: a line per associated member, its link quantity times the requested qty. */
async function groupedLines(db: Db, found: FoundProduct, qty: number): Promise<Result<NewLine[]>> {
  const members = await db
    .select({ id: product.id, sku: product.sku, typeId: product.typeId, linkQty: productLink.qty })
    .from(productLink)
    .innerJoin(product, eq(product.id, productLink.linkedProductId))
    .where(and(eq(productLink.productId, found.id), eq(productLink.linkType, 'associated'), SELLABLE))
    .orderBy(asc(productLink.position))
  if (members.length === 0) return fail('invalid', MESSAGES.noAvailableVariants)
  return ok(
    members.map((m) => ({
      productId: m.id,
      parentProductId: null,
      sku: m.sku,
      productType: m.typeId,
      qty: qty * Math.max(1, Math.round(Number(m.linkQty))),
      productOption: null,
      lineKey: cartLineKey(m.sku),
    })),
  )
}

/** A configurable product: the child the chosen options describe. */
async function configurableLine(
  db: Db,
  found: FoundProduct,
  qty: number,
  wanted: RequestedOptions | undefined,
  customOptions: CustomChoices | undefined,
): Promise<Result<NewLine[]>> {
  const codes = await superAttributes(db, found.id)
  const child = chooseConfigurableChild(
    await childrenOf(db, found.id),
    codes,
    wanted?.configurable_item_options ?? [],
  )
  if (!child) return fail('invalid', MESSAGES.noSuchConfiguration)
  return ok([
    {
      productId: child.id,
      parentProductId: found.id,
      sku: child.sku,
      productType: 'configurable',
      qty,
      productOption: withCustomOptions(configurableOption(codes, child), customOptions),
      lineKey: cartLineKey(child.sku, { custom_options: customOptions }),
    },
  ])
}

/** A bundle: one line with the chosen (or default) selection of every option. */
async function bundleLine(
  db: Db,
  found: FoundProduct,
  qty: number,
  wanted: RequestedOptions | undefined,
  customOptions: CustomChoices | undefined,
): Promise<Result<NewLine[]>> {
  const choice = await bundleChoice(db, found.id, wanted?.bundle_options)
  if (!choice.ok) return choice
  const bundle = choice.value.map((b) => ({
    option_id: Number(b.option_id),
    option_qty: Number(b.option_qty ?? 1),
    option_selections: b.option_selections.map(Number),
  }))
  const option: CartItemProductOption = { extension_attributes: { bundle_options: bundle } }
  return ok([
    {
      productId: found.id,
      parentProductId: null,
      sku: found.sku,
      productType: 'bundle',
      qty,
      productOption: withCustomOptions(option, customOptions),
      lineKey: cartLineKey(found.sku, { bundle_options: bundle, custom_options: customOptions }),
    },
  ])
}

/** Any other product; a configurable's child sent by its own sku is still a line of its parent. */
async function singleLine(
  db: Db,
  found: FoundProduct,
  qty: number,
  customOptions: CustomChoices | undefined,
): Promise<Result<NewLine[]>> {
  const parentId = found.parentId
  let productOption: CartItemProductOption | null = null
  if (parentId !== null) productOption = configurableOption(await superAttributes(db, parentId), found)
  if (customOptions)
    productOption = withCustomOptions(productOption ?? { extension_attributes: {} }, customOptions)
  return ok([
    {
      productId: found.id,
      parentProductId: parentId,
      sku: found.sku,
      productType: parentId !== null ? 'configurable' : found.typeId,
      qty,
      productOption,
      lineKey: cartLineKey(found.sku, { custom_options: customOptions }),
    },
  ])
}

/** The lines to add for one request (several for a grouped product), each with `qty` units. */
export async function resolveCartLines(
  db: Db,
  sku: string,
  qty: number,
  wanted: RequestedOptions | undefined,
): Promise<Result<NewLine[]>> {
  const found = await productBySku(db, sku)
  if (!found) return fail('not_found', fillMessage(MESSAGES.cartProductUnknown, { sku }))
  if (found.typeId === 'grouped') return groupedLines(db, found, qty)
  const custom = found.hasOptions ? await customOptionsOf(db, found.id, wanted?.custom_options) : ok([])
  if (!custom.ok) return custom
  const customOptions = custom.value?.length ? custom.value : undefined
  if (found.typeId === 'configurable') return configurableLine(db, found, qty, wanted, customOptions)
  if (found.typeId === 'bundle') return bundleLine(db, found, qty, wanted, customOptions)
  return singleLine(db, found, qty, customOptions)
}
