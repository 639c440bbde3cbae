/**
 * The price on the product page. A product whose price follows the shopper's choices (grouped,
 * bundle, custom options) gets chosen-price-box.tsx with the price rules, which the browser loads
 * for such products only (split.tsx); the others show their (variant's) price as it is.
 */
import type { BundleSelection, CustomOptionSelection } from '@shop/commerce'
import type { ProductView } from '../../lib/catalog/product-view.ts'
import { amountsShown } from '../../lib/trade/price-rules.ts'
import { usePriceMode } from '../../lib/trade/use-trade-prices.ts'
import { ProductPrice } from '../catalog/price.tsx'
import { split } from '../split.tsx'

const ChosenPriceBox = split(() => import('./chosen-price-box.tsx'))

export interface PriceBoxProps {
  view: ProductView
  bundleSelection: BundleSelection
  customSelection: CustomOptionSelection
}

export function PriceBox(props: PriceBoxProps) {
  const { view } = props
  const { mode, isTrade } = usePriceMode()
  if (view.bundle || view.grouped || view.customOptions.length > 0) return <ChosenPriceBox {...props} />
  if (!amountsShown(mode, isTrade)) return null
  return (
    <div className="price-box">
      <ProductPrice
        prices={view.prices}
        sku={view.configurable?.childSku ?? view.sku}
        className="price price--large"
        inclTaxNote
      />
    </div>
  )
}
