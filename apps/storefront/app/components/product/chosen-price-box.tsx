/**
 * The price box of a product whose price follows the shopper's choices: a grouped product's
 * quantities, a bundle's links, custom options (spec 001 §4, §5), recomputed on every choice; the
 * server renders the defaults. Loaded only for such products (price-box.tsx).
 */
import { customOptionsPriceDelta } from '@shop/commerce'
import { useT } from '../../lib/store-context.tsx'
import { Amount, ProductPrice, usePricesShown } from '../catalog/price.tsx'
import { basePrice } from './base-price.ts'
import type { PriceBoxProps } from './price-box.tsx'

export default function ChosenPriceBox({ view, bundleSelection, customSelection }: PriceBoxProps) {
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
