/**
 * The cart lines an add-to-cart puts in, for every product type (spec 000 §4 "Cart items"): the
 * chosen child of a configurable product, a grouped product expanded into its members with their
 * quantities, a bundle with its chosen links, custom options. Loaded with the cart actions when
 * the shopper adds (add-to-cart.tsx, decision 0035).
 */
import {
  bundleOptionLinks,
  customOptionsPriceDelta,
  isOrderable,
  isTextOption,
  shownPrice,
} from '@shop/commerce'
import type { ProductView } from '../../lib/catalog/product-view.ts'
import type { AddToCartProduct } from '../../lib/cart/cart-actions.ts'
import { basePrice } from '../product/base-price.ts'
import type { AddToCartProps } from './add-to-cart.tsx'

const stockOf = (availability: ProductView['availability']) => ({
  is_in_stock: availability.state === 'in_stock' || availability.state === 'volatile',
  stock_status:
    availability.state === 'volatile'
      ? 'volatile'
      : availability.state === 'in_stock'
        ? 'ok'
        : 'out_of_stock',
})

/** The cart lines an add puts in, or a reason (translation key) why nothing can be added yet. */
export function cartLinesFor(
  props: AddToCartProps & { qty: number; path: string },
):
  | { lines: AddToCartProduct[] }
  | { missing: 'cart.chooseVariant' | 'cart.chooseGrouped' | 'cart.chooseRequired' } {
  const { view, bundleSelection, customSelection, groupedQty, qty, path } = props
  if (view.grouped) {
    const lines = view.grouped
      .map((item) => ({
        sku: item.sku,
        name: item.name,
        qty: groupedQty[item.sku] ?? item.qty,
        price_incl_tax: shownPrice(item.prices).amount,
        type_id: 'simple',
        image: item.image,
        path,
        stock: stockOf(item.availability),
      }))
      // a member out of stock cannot be ordered: it is not added (issue 13 item 6)
      .filter((line, i) => line.qty > 0 && isOrderable(view.grouped![i]!.availability))
    return lines.length ? { lines } : { missing: 'cart.chooseGrouped' }
  }
  if (view.configurable && !view.configurable.childSku) return { missing: 'cart.chooseVariant' }
  for (const option of view.customOptions) {
    const chosen = customSelection[option.option_id]
    const empty =
      chosen === undefined || (typeof chosen === 'string' ? chosen.trim() === '' : chosen.length === 0)
    if (option.is_require && empty) return { missing: 'cart.chooseRequired' }
  }

  const base = basePrice(view, bundleSelection)
  const delta = customOptionsPriceDelta(view.customOptions, customSelection, {
    price: base.net,
    priceInclTax: base.gross,
    taxRatePercent: view.taxRatePercent,
  })
  const customOptions = view.customOptions.flatMap((option) => {
    const chosen = customSelection[option.option_id]
    if (chosen === undefined) return []
    const value = typeof chosen === 'string' ? chosen.trim() : chosen.join(',')
    if (!value) return []
    const label = isTextOption(option)
      ? value
      : (option.values ?? [])
          .filter((v) => typeof chosen !== 'string' && chosen.includes(v.option_type_id))
          .map((v) => v.title ?? '')
          .join(', ')
    return [
      { option_id: String(option.option_id), option_value: value, label: option.title ?? '', shown: label },
    ]
  })
  const configurable = view.configurable
    ? view.configurable.options.flatMap((option) => {
        const value = option.values.find((v) => v.selected)
        return value
          ? [
              {
                option_id: String(option.attributeId),
                option_value: String(value.id),
                label: option.label,
                value: value.label,
              },
            ]
          : []
      })
    : []
  const bundle = view.bundle
    ? view.bundle.options.map((option) => ({
        option_id: option.option_id,
        // the quantity the price counted (composite-price.ts bundleProductPrice)
        option_qty:
          bundleSelection[option.option_id]?.qty ?? bundleOptionLinks(option, bundleSelection)[0]?.qty ?? 1,
        option_selections: bundleOptionLinks(option, bundleSelection).map((link) => link.id),
      }))
    : []
  const hasOptions = customOptions.length || configurable.length || bundle.length
  const line: AddToCartProduct = {
    sku: view.activeSku,
    parentSku: view.configurable ? view.sku : undefined,
    name: view.activeName,
    qty,
    price_incl_tax: Math.round((base.gross + delta.priceInclTax) * 100) / 100,
    type_id: view.typeId,
    image: view.images[0]?.image,
    path,
    stock: stockOf(view.availability),
    options: [
      ...configurable.map((o) => ({ label: o.label, value: o.value })),
      ...customOptions.map((o) => ({ label: o.label, value: o.shown })),
    ],
    product_option: hasOptions
      ? {
          extension_attributes: {
            custom_options: customOptions.map(({ option_id, option_value }) => ({ option_id, option_value })),
            configurable_item_options: configurable,
            bundle_options: bundle,
          },
        }
      : undefined,
  }
  return { lines: [line] }
}
