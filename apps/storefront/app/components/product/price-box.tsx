/**
 * The price on the product page, by product type: the chosen variant's price, the sum of a
 * grouped product's items or of a bundle's chosen links (spec 001 §4; a bundle's own special
 * price taken off as a share), plus what chosen custom options add (spec 001 §5). Recomputed on
 * every choice; the server renders the defaults.
 */
import {
  bundleProductPrice,
  customOptionsPriceDelta,
  discountedComposite,
  groupedProductPrice,
  shownPrice,
  type BundleSelection,
  type CustomOptionSelection,
  type LinkedPrices,
  type ShownPriceFields,
} from '@shop/commerce'
import type { ProductView } from '../../lib/catalog-product-view.ts'
import { useT } from '../../lib/store-context.tsx'
import { Amount, ProductPrice, usePricesShown } from '../catalog/price.tsx'

export interface Base {
  shown: ShownPriceFields
  net: number
  gross: number
}

/** The product's price before custom options: also what an add to cart puts on the line. */
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

export interface PriceBoxProps {
  view: ProductView
  bundleSelection: BundleSelection
  customSelection: CustomOptionSelection
}

export function PriceBox({ view, bundleSelection, customSelection }: PriceBoxProps) {
  const t = useT()
  const shown = usePricesShown()
  if (!shown) return null
  const base = basePrice(view, bundleSelection)
  const delta = customOptionsPriceDelta(view.customOptions, customSelection, {
    price: base.net,
    priceInclTax: base.gross,
    taxRatePercent: view.taxRatePercent,
  })
  return (
    <div className="price-box">
      {view.grouped && <p className="price-box__note">{t('catalog.product.groupedPriceNote')}</p>}
      <ProductPrice prices={base.shown} className="price price--large" />
      <p className="price-box__tax">{t('catalog.price.inclTax')}</p>
      {delta.priceInclTax !== 0 && (
        <p className="price-box__total" aria-live="polite">
          {t('catalog.product.totalWithOptions')}:{' '}
          <Amount value={Math.round((base.gross + delta.priceInclTax) * 100) / 100} />
        </p>
      )}
    </div>
  )
}
