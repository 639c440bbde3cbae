/**
 * "Order waiting!" (spec 001 §4): on going online, the orders placed while the shop could not be
 * reached are offered for confirmation, with their content and total, to send or discard; after a
 * delivery the same dialog reports what happened. Mounted once in the root layout, because going
 * online can happen on any page.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import {
  closeDialog,
  discardFromDialog,
  offlineOrdersStore,
  sendFromDialog,
  startOfflineOrderWatch,
} from '../../lib/offline-order/offline-order-watch.ts'
import { useT } from '../../lib/store-context.tsx'
import offlineOrderCss from '../../styles/offline-order.css?url'
import { OfflineOrderItem } from './offline-order-item.tsx'
import { OfflineOrderResult } from './offline-order-result.tsx'

const SERVER_VIEW = { orders: [], open: false, results: [], busy: false }

export function OrderWaiting() {
  const t = useT()
  const location = useLocation()
  const path = useRef(location.pathname)
  path.current = location.pathname
  const view = useSyncExternalStore(
    offlineOrdersStore.subscribe,
    offlineOrdersStore.getSnapshot,
    () => SERVER_VIEW,
  )
  const dialogRef = useRef<HTMLDialogElement>(null)

  useEffect(() => startOfflineOrderWatch(() => path.current), [])
  const open = view.open
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <>
      <link rel="stylesheet" href={offlineOrderCss} precedence="default" />
      <dialog
        ref={dialogRef}
        className="offline-order"
        aria-labelledby="offline-order-title"
        onClose={() => offlineOrdersStore.getSnapshot().open && closeDialog()}
      >
        {open && (
          <>
            <h2 id="offline-order-title">
              {/* "Order waiting!" while something waits; afterwards the dialog reports what was sent */}
              {view.orders.length ? t('offlineOrder.waiting.title') : t('offlineOrder.sentTitle')}
            </h2>
            {view.results.map((delivery, index) => (
              <OfflineOrderResult key={`${delivery.record?.key}-${index}`} delivery={delivery} />
            ))}
            {view.orders.length > 0 && <p>{t('offlineOrder.waiting.intro')}</p>}
            <ul className="offline-order__list">
              {view.orders.map((order) => (
                <OfflineOrderItem
                  key={order.key}
                  order={order}
                  busy={view.busy}
                  onSend={() => void sendFromDialog(order.key)}
                  onDiscard={() => void discardFromDialog(order.key)}
                />
              ))}
            </ul>
            {view.busy && <p role="status">{t('offlineOrder.sending')}</p>}
            <button type="button" className="button button--secondary" onClick={closeDialog}>
              {t('offlineOrder.close')}
            </button>
          </>
        )}
      </dialog>
    </>
  )
}
