/**
 * /my-account/backorders (issue 18): the open backorder lines with their expected date; "order
 * again" puts the line's quantity in the cart (POST /api/cart/add-lines), cancel asks the back
 * office where it still allows it (`cancelable`).
 */
import { useState } from 'react'
import { Link } from 'react-router'
import { cancelBackorder, getBackorders } from '../../lib/after-sales/after-sales-api.ts'
import type { BackorderLine } from '../../lib/after-sales/after-sales-types.ts'
import { formatDay } from '../../lib/after-sales/view-rules.ts'
import { addLinesToCart } from '../../lib/orderlist/add-lines.ts'
import { localPath } from '../../lib/store-view.ts'
import { usePrice, useStore, useT } from '../../lib/store-context.tsx'
import { ConfirmAction } from './confirm-action.tsx'
import { refusalText } from './server-text.ts'
import { useAmounts } from '../../lib/trade/use-trade-prices.ts'
import { LoadingState } from './loading-state.tsx'
import { useLoad } from './use-load.ts'

export function Backorders() {
  const t = useT()
  const store = useStore()
  const price = usePrice()
  const amounts = useAmounts()
  const [state, reload] = useLoad(() => getBackorders(store.view.storeCode), 'backorders')
  const [busy, setBusy] = useState<string | null>(null)
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  if (state.status !== 'ready') return <LoadingState state={state} retry={reload} />
  const lines = state.data.backorders
  const key = (line: BackorderLine) => `${line.orderId}:${line.lineId}`
  const reorder = async (line: BackorderLine) => {
    setBusy(key(line))
    const outcome = await addLinesToCart([{ sku: line.sku, qty: line.qtyBackordered }])
    setBusy(null)
    setNotice(
      outcome.ok
        ? { ok: true, text: t('afterSales.backorders.reordered', { sku: line.sku }) }
        : { ok: false, text: outcome.message || t('afterSales.failed') },
    )
  }
  const cancel = async (line: BackorderLine) => {
    setBusy(key(line))
    const outcome = await cancelBackorder(line.orderId, line.lineId, store.view.storeCode)
    setBusy(null)
    setNotice(
      outcome.ok
        ? { ok: true, text: t('afterSales.backorders.canceled', { sku: line.sku }) }
        : { ok: false, text: refusalText(outcome.message, t) },
    )
    if (outcome.ok) reload()
  }
  const locale = store.view.locale
  return (
    <>
      <p role="status" className={notice?.ok === false ? 'after-sales__error' : 'after-sales__ok'}>
        {notice?.text ?? ''}
      </p>
      {lines.length === 0 ? (
        <p>{t('afterSales.backorders.empty')}</p>
      ) : (
        <ul className="after-sales__cards">
          {lines.map((line) => (
            <li key={key(line)} className="after-sales__card after-sales__backorder">
              <div className="after-sales__line-head">
                <strong>{line.name}</strong>
                <span className="after-sales__sku">{line.sku}</span>
              </div>
              <dl className="after-sales__qtys">
                <div>
                  <dt>{t('afterSales.invoices.order')}</dt>
                  <dd>
                    <Link to={localPath(`/my-account/orders/${encodeURIComponent(line.orderId)}`, store)}>
                      {line.orderNumber ?? line.orderId}
                    </Link>
                  </dd>
                </div>
                <div>
                  <dt>{t('afterSales.backorders.qty')}</dt>
                  <dd>{line.qtyBackordered}</dd>
                </div>
                <div>
                  <dt>{t('afterSales.order.expected')}</dt>
                  <dd>
                    {line.expectedDate
                      ? formatDay(line.expectedDate, locale)
                      : t('afterSales.order.expectedUnknown')}
                  </dd>
                </div>
                {amounts.shown && (
                  <div>
                    <dt>{t('afterSales.backorders.price')}</dt>
                    <dd>{price(line.unitPrice)}</dd>
                  </div>
                )}
              </dl>
              <div className="after-sales__actions">
                <button
                  type="button"
                  className="button"
                  disabled={busy !== null}
                  aria-label={t('afterSales.backorders.reorderName', { sku: line.sku })}
                  onClick={() => void reorder(line)}
                >
                  {t('afterSales.backorders.reorder')}
                </button>
                {line.cancelable ? (
                  <ConfirmAction
                    label={t('afterSales.backorders.cancel')}
                    accessibleName={t('afterSales.backorders.cancelName', { sku: line.sku })}
                    question={t('afterSales.backorders.cancelQuestion', { sku: line.sku })}
                    confirmLabel={t('afterSales.backorders.cancelConfirm')}
                    disabled={busy !== null}
                    onConfirm={() => void cancel(line)}
                  />
                ) : (
                  <span className="after-sales__sub">{t('afterSales.backorders.notCancelable')}</span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
