/**
 * The shop's promises above the header on every page (decision 0101): delivery, shipping cost,
 * return period and the service phone with today's hours. On phones it shows the delivery
 * promise and the phone only (styles/trust.css).
 */
import { deliveryPromise, wallClock } from '@shop/commerce'
import { hoursOn, telHref } from '../../lib/shop-info.ts'
import { usePrice, useStore, useT } from '../../lib/store-context.tsx'
import { deliveryPromiseText } from './delivery-promise.tsx'
import { useShopInfo, useShopNow } from './shop-info-context.tsx'
import { ParcelIcon, PhoneIcon, ReturnIcon, TruckIcon } from './trust-icons.tsx'

/** ISO weekday (1 Monday) of a wall-clock date "YYYY-MM-DD…". */
const weekdayOf = (wall: string) => ((new Date(`${wall.slice(0, 10)}T00:00:00Z`).getUTCDay() + 6) % 7) + 1

export function TrustBar() {
  const t = useT()
  const store = useStore()
  const price = usePrice()
  const info = useShopInfo()
  const now = useShopNow()
  if (!info) return null
  // what an order of stock products placed now gets, like "Voor 16:00 besteld, morgen in huis"
  const promise = deliveryPromiseText(deliveryPromise(now, info.delivery, true), t, store.view.locale)
  const today = hoursOn(info.openingHours, weekdayOf(wallClock(now)))
  return (
    <aside className="trust-bar" aria-label={t('trust.label')}>
      <ul className="trust-bar__list">
        {promise && (
          <li className="trust-bar__item trust-bar__item--delivery">
            <TruckIcon />
            {promise}
          </li>
        )}
        {(info.freeShippingFrom ?? info.shippingFrom) !== null && (
          <li className="trust-bar__item trust-bar__item--shipping">
            <ParcelIcon />
            {/* free shipping is the stronger promise; else what the cheapest delivery costs */}
            {info.freeShippingFrom != null
              ? t('trust.freeShippingFrom', { price: price(info.freeShippingFrom) })
              : t('trust.shippingFrom', { price: price(info.shippingFrom!) })}
          </li>
        )}
        <li className="trust-bar__item trust-bar__item--returns">
          <ReturnIcon />
          {t('trust.returns', { days: info.returnDays })}
        </li>
        <li className="trust-bar__item trust-bar__item--phone">
          <PhoneIcon />
          <a href={telHref(info.phoneIntl)}>
            <span className="trust-bar__phone-label">{t('trust.phone')}</span> {info.phone}
          </a>
          <span className="trust-bar__hours">
            {today ? t('trust.openToday', { open: today.open, close: today.close }) : t('trust.closedToday')}
          </span>
        </li>
      </ul>
    </aside>
  )
}
