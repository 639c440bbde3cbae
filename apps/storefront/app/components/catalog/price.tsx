/**
 * A product's price through the store's formatter, following the hidden-price mode that applies to
 * the shopper (spec 001 §3, lib/trade/price-rules.ts): consumers see the price incl. BTW with the
 * regular price struck through under a special price; a signed-in trade customer sees their own
 * net price from the back office, labelled excl. BTW, with the consumer price beside it in mode 3.
 * The server renders as a guest; the trade price replaces it after hydration.
 */
import { isPriceShown } from '../../lib/hidden-price.ts'
import { usePrice, useT } from '../../lib/store-context.tsx'
import { priceView, type DocumentPrices } from '../../lib/trade/price-rules.ts'
import { usePriceMode, useTradePrice } from '../../lib/trade/use-trade-prices.ts'
import { PriceFetchedAt } from '../offline/fetched-at.tsx'

/** Whether catalogue (retail, incl. tax) amounts are shown: mode 3 of the shop and the account. */
export function usePricesShown(): boolean {
  return isPriceShown(usePriceMode().mode, 'retail')
}

export function ProductPrice({
  prices,
  sku,
  className = 'price',
  inclTaxNote = false,
}: {
  prices: DocumentPrices
  /** a consumer price is followed by "Prijs incl. btw" (the product page) */
  inclTaxNote?: boolean
  /** the product's sku: a trade customer's own price is asked for it */
  sku?: string
  className?: string
}) {
  const { mode, isTrade } = usePriceMode()
  const trade = useTradePrice(sku, isTrade && mode !== 1 && Boolean(sku))
  const format = usePrice()
  const t = useT()
  const view = priceView({ mode, isTrade: isTrade && Boolean(sku), document: prices, trade })
  switch (view.kind) {
    case 'hidden':
      return null
    case 'pending':
      return (
        <p className={`${className} price--pending`} aria-busy="true">
          <span className="visually-hidden">{t('trade.price.loading')}</span>
        </p>
      )
    case 'net':
      return (
        <div className={`${className} price--trade`} data-price-kind="net">
          <p className="price__net">
            <span className="visually-hidden">{t('trade.price.yours')}: </span>
            <span className="price__current">{format(view.amount)}</span>{' '}
            <span className="price__tax">{t('trade.price.exclTax')}</span>
          </p>
          {view.advice !== null && (
            <p className="price__advice">{t('trade.price.advice', { price: format(view.advice) })}</p>
          )}
          <PriceFetchedAt />
        </div>
      )
    case 'retail': {
      const { amount, oldAmount } = view
      if (amount === null)
        return <p className={`${className} price--unknown`}>{t('catalog.price.unknown')}</p>
      return (
        <>
          <p className={className}>
            {oldAmount !== null && (
              <>
                <span className="visually-hidden">{t('catalog.price.was')}</span>
                <s className="price__old">{format(oldAmount)}</s>{' '}
                <span className="visually-hidden">{t('catalog.price.now')}</span>
              </>
            )}
            <span
              className={oldAmount !== null ? 'price__current price__current--special' : 'price__current'}
            >
              {format(amount)}
            </span>
          </p>
          {inclTaxNote && <p className="price-box__tax">{t('catalog.price.inclTax')}</p>}
          {/* offline: when this price was fetched (decision 0226) */}
          <PriceFetchedAt />
        </>
      )
    }
  }
}

/** A single catalogue amount (a total, a tier price) that follows the same hidden-price rule. */
export function Amount({ value }: { value: number }) {
  const shown = usePricesShown()
  const format = usePrice()
  return shown ? <>{format(value)}</> : null
}
