/**
 * "Voor 16:00 besteld, morgen in huis" on product and cart pages (decision 0101): the shop's
 * schedule applied to the current time, only for what is in stock.
 */
import { deliveryPromise } from '@shop/commerce'
import type { Translate } from '../../i18n/translate.ts'
import { weekdayName } from '../../lib/shop-info.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { useShopInfo, useShopNow } from './shop-info-context.tsx'
import { TruckIcon } from './trust-icons.tsx'

/** The promise as a sentence in the store's language, or null when nothing can be promised. */
export function deliveryPromiseText(
  promise: ReturnType<typeof deliveryPromise>,
  t: Translate,
  locale: string,
): string | null {
  if (!promise) return null
  const when =
    promise.daysFromToday === 1
      ? t('delivery.tomorrow')
      : promise.daysFromToday === 2
        ? t('delivery.dayAfter')
        : promise.daysFromToday < 7
          ? t('delivery.weekday', { weekday: weekdayName(promise.weekday, locale, 'long') })
          : t('delivery.date', {
              date: new Intl.DateTimeFormat(locale, {
                day: 'numeric',
                month: 'long',
                timeZone: 'UTC',
              }).format(new Date(`${promise.deliveryDate}T00:00:00Z`)),
            })
  return promise.orderBefore
    ? t('delivery.promiseBefore', { time: promise.orderBefore, when })
    : t('delivery.promiseNow', { when })
}

export function DeliveryPromise({ inStock }: { inStock: boolean }) {
  const t = useT()
  const store = useStore()
  const info = useShopInfo()
  const now = useShopNow()
  const text = info
    ? deliveryPromiseText(deliveryPromise(now, info.delivery, inStock), t, store.view.locale)
    : null
  if (!text) return null
  return (
    <p className="delivery-promise" data-testid="delivery-promise">
      <TruckIcon />
      <span>{text}</span>
    </p>
  )
}
