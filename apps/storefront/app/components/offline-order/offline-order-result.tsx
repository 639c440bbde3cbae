/**
 * What a delivery did, in the dialog: the order number, and when the server's price differs from
 * the total the shopper saw when pressing order, both totals (prices are checked again at delivery).
 */
import type { Delivery } from '../../lib/offline-order/deliver-offline-order.ts'
import { totalChanged } from '../../lib/offline-order/offline-order-record.ts'
import { usePrice, useT } from '../../lib/store-context.tsx'

export function OfflineOrderResult({ delivery }: { delivery: Delivery }) {
  const t = useT()
  const price = usePrice()
  const record = delivery.record
  if (!record) return null
  if (delivery.answer?.kind === 'unreachable') return <p role="alert">{t('offlineOrder.unreachable')}</p>
  if (!record.transmited) return null
  return (
    <div className="offline-order__result" role="status" data-testid="offline-order-sent">
      <p>{t('offlineOrder.sent', { number: record.orderNumber ?? '' })}</p>
      {totalChanged(record) && (
        <p>
          {t('offlineOrder.totalChanged', {
            queued: price(record.queuedTotal ?? 0),
            placed: price(record.placedTotal ?? 0),
          })}
        </p>
      )}
    </div>
  )
}
