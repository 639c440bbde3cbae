/**
 * The product's price before custom options, by product type: the chosen variant's price, the sum
 * of a grouped product's items or of a bundle's chosen links (spec 001 §4; a bundle's own special
 * price taken off as a share). Also what an add to cart puts on the line.
 */
import {
  bundleProductPrice,
  discountedComposite,
  groupedProductPrice,
  shownPrice,
  type BundleSelection,
  type LinkedPrices,
  type ShownPriceFields,
} from '@shop/commerce'
import type { ProductView } from '../../lib/catalog/product-view.ts'

export interface Base {
  shown: ShownPriceFields
  net: number
  gross: number
}

export function basePrice(view: ProductView, bundleSelection: BundleSelection): Base {
  if (view.bundle) {
    const members = new Map(Object.entries(view.bundle.members))
    const regular = bundleProductPrice(view.bundle.options, members, view.taxRatePercent, bundleSelection)
    const sum = discountedComposite(regular, view.prices)
    return {
      shown: { price_incl_tax: regular.priceInclTax, final_price_incl_tax: sum.priceInclTax },
      net: sum.price,
      gross: sum.priceInclTax,
    }
  }
  if (view.grouped) {
    const links = view.grouped.map((item) => ({ link_type: 'associated', linked_product_sku: item.sku }))
    const products = new Map<string, LinkedPrices>(
      view.grouped.map((item) => [item.sku, { sku: item.sku, type_id: 'simple', ...item.prices }]),
    )
    const sum = groupedProductPrice(links, products)
    return { shown: { final_price_incl_tax: sum.priceInclTax }, net: sum.price, gross: sum.priceInclTax }
  }
  const gross = shownPrice(view.prices).amount ?? 0
  return { shown: view.prices, net: view.prices.final_price ?? view.prices.price ?? 0, gross }
}
