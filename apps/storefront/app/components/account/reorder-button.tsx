/**
 * "Reorder" on the account's order page: puts the order's products into the cart again as the
 * catalogue sells them today (lib/cart/reorder.ts). The cart's own notification confirms the
 * add; this block says how many went in and names the products that are no longer available
 * (001 §8 "Some of the ordered products are not available!") or out of stock.
 */
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { reorder, type ReorderOutcome } from '../../lib/cart/reorder.ts'
import type { HistoryOrder } from '../../lib/user/user-types.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'

export function ReorderButton({ order }: { order: HistoryOrder }) {
  const t = useT()
  const store = useStore()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<ReorderOutcome | 'failed' | null>(null)

  const run = async () => {
    setBusy(true)
    setOutcome(null)
    try {
      setOutcome(
        await reorder(order, store.view.index, {
          t,
          proceedToCheckout: () => void navigate(localPath('/checkout', store)),
        }),
      )
    } catch {
      setOutcome('failed')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="account-reorder">
      <button type="button" className="button" disabled={busy} onClick={() => void run()}>
        {busy ? t('account.order.reordering') : t('account.order.reorder')}
      </button>
      {/* one live region, present before the outcome arrives, so the outcome is announced */}
      <div role="status" className="account-reorder__outcome">
        {outcome === 'failed' && <p className="account-form__failure">{t('account.order.reorderFailed')}</p>}
        {outcome && outcome !== 'failed' && (
          <>
            {outcome.added && (
              <p className="account-form__success">
                {t('account.order.reordered', { count: outcome.lines.length })}{' '}
                <Link to={localPath('/cart', store)}>{t('cart.toCart')}</Link>
              </p>
            )}
            {outcome.unavailable.length > 0 && (
              <>
                <p className="account-form__failure">{t('account.order.notAvailable')}</p>
                <ul>
                  {outcome.unavailable.map((line) => (
                    <li key={line.sku}>
                      {t('account.order.unavailableItem', { name: line.name, sku: line.sku })}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {outcome.outOfStock.length > 0 && (
              <ul>
                {outcome.outOfStock.map((line) => (
                  <li key={line.sku}>{t('account.order.outOfStockItem', { name: line.name })}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  )
}
