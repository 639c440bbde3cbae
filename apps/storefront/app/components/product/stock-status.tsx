/**
 * Stock as words (spec 000 §3 "Stock info", spec 001 §3 soon-available date). The date is a shop
 * calendar date, formatted in UTC so no time zone moves it to the day before.
 */
import type { Availability } from '@shop/commerce'
import { useStore, useT } from '../../lib/store-context.tsx'

export function AvailabilityText({
  availability,
  short = false,
}: {
  availability: Availability
  short?: boolean
}) {
  const t = useT()
  const store = useStore()
  switch (availability.state) {
    case 'in_stock':
      return <>{t('catalog.stock.inStock')}</>
    case 'volatile':
      return <>{t(short ? 'catalog.stock.volatileShort' : 'catalog.stock.volatile')}</>
    case 'out_of_stock':
      return <>{t('catalog.stock.outOfStock')}</>
    case 'soon': {
      const date = new Date(`${availability.date}T12:00:00Z`)
      const text = new Intl.DateTimeFormat(store.view.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        date,
      )
      return <>{t('catalog.stock.soon', { date: text })}</>
    }
  }
}

export function StockStatus({ availability }: { availability: Availability }) {
  return (
    <p className={`stock stock--${availability.state}`}>
      <span className="stock__dot" aria-hidden="true" />
      <AvailabilityText availability={availability} />
    </p>
  )
}
