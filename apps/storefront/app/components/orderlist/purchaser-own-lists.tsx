/**
 * On the order-list page of a customer a purchaser acts for: the purchaser's own lists, each with
 * "copy to this customer" (copy {customerId, listId, name}, decision 0162). Nothing for anyone
 * else: the section needs the purchaser's own session, which only a takeover keeps.
 */
import { useEffect, useState, useSyncExternalStore } from 'react'
import * as api from '../../lib/orderlist/orderlist-api.ts'
import { fetchOwnLists, readOwnSession } from '../../lib/orderlist/purchaser-own.ts'
import type { OrderListSummary } from '../../lib/orderlist/orderlist-types.ts'
import { useT } from '../../lib/store-context.tsx'
import { serverText } from './list-name.ts'
import { NameForm } from './name-form.tsx'
import { OrderListModal } from './orderlist-modal.tsx'

const noop = () => () => undefined

export function PurchaserOwnLists({
  customerId,
  onCopied,
}: {
  customerId: number
  onCopied: (message: string) => Promise<void>
}) {
  const t = useT()
  // the takeover lives in this browser's storage: read after hydration only
  const acting = useSyncExternalStore(
    noop,
    () => readOwnSession() !== null,
    () => false,
  )
  const [lists, setLists] = useState<OrderListSummary[] | null>(null)
  const [copying, setCopying] = useState<OrderListSummary | null>(null)

  useEffect(() => {
    const own = acting ? readOwnSession() : null
    // the purchaser's own page lists their lists already
    if (!own || own.customerId === customerId) return
    void fetchOwnLists(own).then(setLists)
  }, [acting, customerId])

  if (!acting || lists === null) return null
  return (
    <section className="orderlist-own" aria-labelledby="orderlist-own-title">
      <h2 id="orderlist-own-title">{t('orderlist.own.title')}</h2>
      {lists.length === 0 ? (
        <p>{t('orderlist.own.empty')}</p>
      ) : (
        <ul className="orderlist-lists" aria-labelledby="orderlist-own-title">
          {lists.map((list) => (
            <li key={list.list_id} className="orderlist-lists__item">
              <div className="orderlist-lists__text">
                <span className="orderlist-lists__name">{list.name}</span>
                <span className="orderlist-lists__meta">
                  {t('orderlist.count', { count: Number(list.item_count) || 0 })}
                </span>
              </div>
              <div className="orderlist-lists__actions">
                <button
                  type="button"
                  className="button button--small button--secondary"
                  aria-label={t('orderlist.own.copyName', { name: list.name })}
                  aria-haspopup="dialog"
                  onClick={() => setCopying(list)}
                >
                  {t('orderlist.own.copy')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <OrderListModal
        open={copying !== null}
        title={copying ? t('orderlist.own.copyName', { name: copying.name }) : ''}
        onClose={() => setCopying(null)}
      >
        {copying && (
          <NameForm
            key={copying.list_id}
            autoFocus
            label={t('orderlist.copyLabel')}
            submit={t('orderlist.own.copy')}
            initial={copying.name}
            onSubmit={async (name) => {
              const answer = await api.copyList(customerId, copying.list_id, name)
              if (!answer.ok) return serverText(answer.message, t)
              setCopying(null)
              await onCopied(t('orderlist.copied', { name }))
              return null
            }}
          />
        )}
      </OrderListModal>
    </section>
  )
}
