/**
 * The nested parts of a VSF product document: media, attribute values, configurable options and
 * children, grouped/related links, bundle options and custom options. Pure functions over the
 * loaded batch; field names are the ones the Vue Storefront client reads (contract §6, spec §3).
 */
import type { CatalogBasics, ProductBatch, ProductRow, ProductText } from './indexer-load.ts'
import { storeLabel } from './indexer-load.ts'

export type Doc = Record<string, unknown>

/** Decimal text to a number; the documents carry numbers like Elasticsearch did. */
export const num = (value: string | null | undefined): number | null => (value == null ? null : Number(value))

/** The product's texts for a store, falling back to the default store (1). */
export function productText(
  batch: ProductBatch,
  productId: number,
  storeId: number,
): ProductText | undefined {
  const texts = batch.texts.get(productId) ?? []
  return texts.find((t) => t.storeId === storeId) ?? texts.find((t) => t.storeId === 1) ?? texts[0]
}

export function mediaOf(batch: ProductBatch, productId: number, storeId: number) {
  const gallery = (batch.media.get(productId) ?? []).map((m) => ({
    image: m.file,
    pos: m.position,
    typ: 'image',
    lab: storeLabel(m.label, storeId) || null,
    vid: null,
  }))
  const image = gallery[0]?.image ?? 'no_selection'
  return { media_gallery: gallery, image, small_image: image, thumbnail: image }
}

/** Option ids of an attribute value: selects hold one id, multiselects a list; text stays text. */
export function valuesOf(value: unknown): (string | number | boolean)[] {
  if (value === null || value === undefined || value === '') return []
  if (Array.isArray(value)) return value.flatMap(valuesOf)
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return [value]
  return []
}

export function tierPricesOf(batch: ProductBatch, productId: number) {
  return (batch.tiers.get(productId) ?? []).map((t) => ({
    customer_group_id: t.customerGroupId,
    qty: Number(t.qty),
    value: Number(t.value),
  }))
}

/** A configurable child as VSF embeds it: its own prices, attribute values and image. */
function childDoc(batch: ProductBatch, child: ProductRow, storeId: number): Doc {
  const text = productText(batch, child.id, storeId)
  const media = mediaOf(batch, child.id, storeId)
  return {
    ...child.attributes,
    id: child.id,
    sku: child.sku,
    name: text?.name ?? child.sku,
    type_id: child.typeId,
    status: child.status,
    visibility: child.visibility,
    tax_class_id: child.taxClassId,
    price: num(child.price),
    special_price: num(child.specialPrice),
    special_from_date: child.specialFromDate,
    special_to_date: child.specialToDate,
    url_key: text?.urlKey ?? null,
    url_path: text?.urlPath ?? null,
    image: media.image,
    small_image: media.small_image,
    thumbnail: media.thumbnail,
    ean_code: child.eanCode,
    supplier_sku: child.supplierSku,
    weight: num(child.weight),
    tier_prices: tierPricesOf(batch, child.id),
  }
}

export interface ConfigurableParts {
  configurable_options: Doc[]
  configurable_children: Doc[]
  /** `<code>_options`: the values of the children per attribute */
  options: Record<string, (string | number | boolean)[]>
  children: ProductRow[]
}

export function configurableParts(
  basics: CatalogBasics,
  batch: ProductBatch,
  parent: ProductRow,
  storeId: number,
): ConfigurableParts {
  const children = (batch.children.get(parent.id) ?? []).flatMap((id) => batch.products.get(id) ?? [])
  const options: Record<string, (string | number | boolean)[]> = {}
  const configured = (batch.configurableAttributes.get(parent.id) ?? []).flatMap((c) => {
    const attribute = basics.attributesById.get(c.attributeId)
    return attribute ? [{ ...c, attribute }] : []
  })
  // `<code>_options` only for the attributes the product is configured by (as Magento's indexer
  // does): a brand shared by all children is the parent's own value, not an option
  const optionCodes = new Set<string>(configured.map((c) => c.attribute.code))
  // `<code>_options` lists what can be bought: disabled children (status >= 2) do not count
  const available = children.filter((child) => child.status < 2)
  const allValues = (code: string) => new Set(children.flatMap((child) => valuesOf(child.attributes[code])))
  for (const code of optionCodes) {
    const values = new Set(available.flatMap((child) => valuesOf(child.attributes[code])))
    if (values.size) options[code] = [...values]
  }
  const configurable_options = configured.map((c) => {
    const sortKey = (v: string | number | boolean) =>
      basics.options.get(Number(v))?.sortOrder ?? Number.MAX_SAFE_INTEGER
    // every child's value: the client greys out the unavailable ones itself
    const values = [...allValues(c.attribute.code)].sort((a, b) => sortKey(a) - sortKey(b))
    return {
      id: c.id,
      attribute_id: c.attributeId,
      attribute_code: c.attribute.code,
      label: storeLabel(c.attribute.labels, storeId),
      position: c.position,
      product_id: parent.id,
      values: values.map((v) => {
        const option = basics.options.get(Number(v))
        const label = option ? storeLabel(option.labels, storeId) : String(v)
        return { value_index: v, label, default_label: option ? storeLabel(option.labels, 1) : label }
      }),
    }
  })
  return {
    configurable_options,
    configurable_children: children.map((child) => childDoc(batch, child, storeId)),
    options,
    children,
  }
}

/** Grouped members (`associated`) and related/upsell/crosssell links. */
export function productLinks(batch: ProductBatch, product: ProductRow): Doc[] {
  return (batch.links.get(product.id) ?? []).flatMap((link) => {
    const linked = batch.products.get(link.linkedProductId)
    if (!linked) return []
    const qty = Number(link.qty)
    return [
      {
        sku: product.sku,
        link_type: link.linkType,
        linked_product_sku: linked.sku,
        linked_product_type: linked.typeId,
        position: link.position,
        qty,
        extension_attributes: { qty },
      },
    ]
  })
}

export function bundleOptions(batch: ProductBatch, product: ProductRow, storeId: number): Doc[] {
  return (batch.bundleOptions.get(product.id) ?? []).map((option) => ({
    option_id: option.id,
    title: storeLabel(option.title, storeId),
    type: option.type,
    required: option.required,
    position: option.position,
    sku: product.sku,
    product_links: (batch.bundleSelections.get(option.id) ?? []).flatMap((s) => {
      const member = batch.products.get(s.productId)
      if (!member) return []
      return [
        {
          id: s.id,
          option_id: option.id,
          sku: member.sku,
          qty: Number(s.qty),
          is_default: s.isDefault,
          price: num(member.price),
          price_type: null,
          can_change_quantity: s.canChangeQty ? 1 : 0,
          position: s.position,
        },
      ]
    }),
  }))
}

export function customOptions(batch: ProductBatch, product: ProductRow, storeId: number): Doc[] {
  return (batch.customOptions.get(product.id) ?? []).map((option) => ({
    option_id: option.id,
    product_sku: product.sku,
    title: storeLabel(option.title, storeId),
    type: option.type,
    is_require: option.isRequire,
    sort_order: option.sortOrder,
    price: num(option.price),
    price_type: option.priceType,
    max_characters: option.maxCharacters,
    values: (batch.customValues.get(option.id) ?? []).map((v) => ({
      option_type_id: v.id,
      title: storeLabel(v.title, storeId),
      price: Number(v.price),
      price_type: v.priceType,
      sort_order: v.sortOrder,
    })),
  }))
}
