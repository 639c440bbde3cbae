/**
 * One waiting order in the "Order waiting!" dialog: what it holds, its total when the shopper
 * pressed order, and the shopper's choice (send or discard). A refused order says why and stays
 * until the shopper decides (spec 001 §8: the stock refusal is shown, the order kept).
 */
import type { OfflineOrderRecord } from '../../lib/offline-order/offline-order-record.ts'
import { usePrice, useStore, useT } from '../../lib/store-context.tsx'

const REFUSAL_KEY = {
  unavailable: 'offlineOrder.refused.unavailable',
  'cart-gone': 'offlineOrder.refused.cartGone',
  invalid: 'offlineOrder.refused.invalid',
  conflict: 'offlineOrder.refused.conflict',
} as const

export function OfflineOrderItem(props: {
  order: OfflineOrderRecord
  busy: boolean
  onSend: () => void
  onDiscard: () => void
}) {
  const t = useT()
  const price = usePrice()
  const store = useStore()
  const { order } = props
  const pressed = new Date(order.created_at).toLocaleString(store.language === 'de' ? 'de-DE' : 'nl-NL')
  return (
    <li className="offline-order__item" data-testid="offline-order" data-key={order.key}>
      <p>{t('offlineOrder.pressedAt', { date: pressed })}</p>
      <ul>
        {order.lines.map((line) => (
          <li key={line.sku}>{t('offlineOrder.line', { qty: line.qty, name: line.name })}</li>
        ))}
      </ul>
      {order.queuedTotal !== null && (
        <p>{t('offlineOrder.queuedTotal', { total: price(order.queuedTotal) })}</p>
      )}
      {order.refusal && (
        <p role="alert">
          {order.refusal === 'unavailable' && `${t('checkout.error.unavailable')} `}
          {t(REFUSAL_KEY[order.refusal])}
        </p>
      )}
      <div className="offline-order__actions">
        <button type="button" className="button" disabled={props.busy} onClick={props.onSend}>
          {order.refusal ? t('offlineOrder.sendAgain') : t('offlineOrder.send')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={props.busy}
          onClick={props.onDiscard}
        >
          {t('offlineOrder.discard')}
        </button>
      </div>
    </li>
  )
}
