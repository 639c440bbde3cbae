/**
 * Consumer prices incl. BTW through the store's formatter, with the regular price struck through
 * under a special price. Hidden-price modes (spec 001 §3): 1 hides all prices, 2 hides retail
 * prices, which for now are the only ones the catalogue shows, so only 3 shows prices.
 */
import { shownPrice, type ShownPriceFields } from '@shop/commerce'
import { isPriceShown, useHiddenPriceMode } from '../../lib/hidden-price.ts'
import { usePrice, useT } from '../../lib/store-context.tsx'

export function usePricesShown(): boolean {
  return isPriceShown(useHiddenPriceMode(), 'retail')
}

export function ProductPrice({
  prices,
  className = 'price',
}: {
  prices: ShownPriceFields
  className?: string
}) {
  const shown = usePricesShown()
  const format = usePrice()
  const t = useT()
  if (!shown) return null
  const { amount, oldAmount } = shownPrice(prices)
  if (amount === null) return <p className={`${className} price--unknown`}>{t('catalog.price.unknown')}</p>
  return (
    <p className={className}>
      {oldAmount !== null && (
        <>
          <span className="visually-hidden">{t('catalog.price.was')}</span>
          <s className="price__old">{format(oldAmount)}</s>{' '}
          <span className="visually-hidden">{t('catalog.price.now')}</span>
        </>
      )}
      <span className={oldAmount !== null ? 'price__current price__current--special' : 'price__current'}>
        {format(amount)}
      </span>
    </p>
  )
}

/** A single amount (a total, a tier price) that follows the same hidden-price rule. */
export function Amount({ value }: { value: number }) {
  const shown = usePricesShown()
  const format = usePrice()
  return shown ? <>{format(value)}</> : null
}
