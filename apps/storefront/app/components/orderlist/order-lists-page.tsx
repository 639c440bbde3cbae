/**
 * /my-account/orderlist (spec 001 §2, §7): the customer's order lists with create, rename, copy
 * and delete (after a confirmation). A purchaser acting for a customer sees that customer's lists
 * (the server decides through actsFor; the network client adds the purchaser parameter).
 */
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import * as api from '../../lib/orderlist/orderlist-api.ts'
import { loadLists, useOrderListState } from '../../lib/orderlist/orderlist-store.ts'
import type { OrderListSummary } from '../../lib/orderlist/orderlist-types.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import type { Customer } from '../../lib/user/user-types.ts'
import orderlistCss from '../../styles/orderlist.css?url'
import { serverText } from './list-name.ts'
import { NameForm } from './name-form.tsx'
import { OrderListModal } from './orderlist-modal.tsx'
import { PurchaserOwnLists } from './purchaser-own-lists.tsx'

type Editing = { kind: 'rename' | 'copy' | 'delete'; list: OrderListSummary } | null

export function OrderListsPage({ customer }: { customer: Customer }) {
  const t = useT()
  const store = useStore()
  const state = useOrderListState()
  const [failed, setFailed] = useState(false)
  const [status, setStatus] = useState('')
  const [editing, setEditing] = useState<Editing>(null)
  const customerId = Number(customer.id)

  const reload = async () => {
    const answer = await loadLists(customerId)
    setFailed(!answer.ok)
  }
  useEffect(() => {
    void reload()
  }, [customerId])

  const done = async (message: string) => {
    setEditing(null)
    setStatus(message)
    await reload()
  }
  const date = (iso: string) =>
    iso ? new Date(iso).toLocaleDateString(store.language === 'de' ? 'de-DE' : 'nl-NL') : ''
  const lists = state.customer_id === customerId ? state.lists_items : []

  return (
    <div className="orderlist-page">
      <link rel="stylesheet" href={orderlistCss} precedence="default" />
      <p className="orderlist-status" role="status">
        {status}
      </p>
      <section className="orderlist-create" aria-labelledby="orderlist-create-title">
        <h2 id="orderlist-create-title">{t('orderlist.create.legend')}</h2>
        <NameForm
          label={t('orderlist.name')}
          submit={t('orderlist.create.submit')}
          onSubmit={async (name) => {
            const answer = await api.addList(customerId, name)
            if (!answer.ok) return serverText(answer.message, t)
            await done(t('orderlist.created', { name }))
            return null
          }}
        />
      </section>

      <h2 className="orderlist-lists-title">{t('orderlist.listsLabel')}</h2>
      {!state.loaded || state.customer_id !== customerId ? (
        <p>{t('orderlist.loading')}</p>
      ) : failed ? (
        <div role="alert">
          <p>{t('orderlist.loadFailed')}</p>
          <button type="button" className="button button--secondary" onClick={() => void reload()}>
            {t('orderlist.retry')}
          </button>
        </div>
      ) : lists.length === 0 ? (
        <p>{t('orderlist.empty')}</p>
      ) : (
        <ul className="orderlist-lists" aria-label={t('orderlist.listsLabel')}>
          {lists.map((list) => (
            <li key={list.list_id} className="orderlist-lists__item">
              <div className="orderlist-lists__text">
                <Link
                  className="orderlist-lists__name"
                  to={localPath(`/my-account/orderlist/edit/${list.list_id}`, store)}
                >
                  {list.name}
                </Link>
                <span className="orderlist-lists__meta">
                  {t('orderlist.count', { count: Number(list.item_count) || 0 })}
                  {list.updated_at ? ` · ${date(list.updated_at)}` : ''}
                </span>
                {list.created_by_purchaser ? (
                  <span className="orderlist-lists__meta">{t('orderlist.byPurchaser')}</span>
                ) : null}
              </div>
              <div className="orderlist-lists__actions">
                <button
                  type="button"
                  className="button button--small button--secondary"
                  aria-label={t('orderlist.renameName', { name: list.name })}
                  aria-haspopup="dialog"
                  onClick={() => setEditing({ kind: 'rename', list })}
                >
                  {t('orderlist.rename')}
                </button>
                <button
                  type="button"
                  className="button button--small button--secondary"
                  aria-label={t('orderlist.copyName', { name: list.name })}
                  aria-haspopup="dialog"
                  onClick={() => setEditing({ kind: 'copy', list })}
                >
                  {t('orderlist.copy')}
                </button>
                <button
                  type="button"
                  className="button button--small button--secondary orderlist-delete"
                  aria-label={t('orderlist.deleteName', { name: list.name })}
                  aria-haspopup="dialog"
                  onClick={() => setEditing({ kind: 'delete', list })}
                >
                  {t('orderlist.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <PurchaserOwnLists customerId={customerId} onCopied={done} />

      <OrderListModal
        open={editing?.kind === 'rename' || editing?.kind === 'copy'}
        title={
          editing?.kind === 'copy'
            ? t('orderlist.copyName', { name: editing.list.name })
            : editing
              ? t('orderlist.renameName', { name: editing.list.name })
              : ''
        }
        onClose={() => setEditing(null)}
      >
        {editing && editing.kind !== 'delete' && (
          <NameForm
            key={`${editing.kind}-${editing.list.list_id}`}
            autoFocus
            label={editing.kind === 'copy' ? t('orderlist.copyLabel') : t('orderlist.newName')}
            submit={editing.kind === 'copy' ? t('orderlist.copy') : t('orderlist.save')}
            initial={
              editing.kind === 'copy' ? t('orderlist.copyOf', { name: editing.list.name }) : editing.list.name
            }
            onSubmit={async (name) => {
              const answer =
                editing.kind === 'copy'
                  ? await api.copyList(customerId, editing.list.list_id, name)
                  : await api.renameList(customerId, editing.list.list_id, name)
              if (!answer.ok) return serverText(answer.message, t)
              await done(t(editing.kind === 'copy' ? 'orderlist.copied' : 'orderlist.renamed', { name }))
              return null
            }}
          />
        )}
      </OrderListModal>

      <OrderListModal
        open={editing?.kind === 'delete'}
        role="alertdialog"
        title={t('orderlist.deleteTitle')}
        onClose={() => setEditing(null)}
      >
        {editing?.kind === 'delete' && (
          <DeleteConfirm
            list={editing.list}
            onCancel={() => setEditing(null)}
            onConfirm={async () => {
              const answer = await api.deleteList(customerId, editing.list.list_id)
              if (!answer.ok) return serverText(answer.message, t)
              await done(t('orderlist.deleted', { name: editing.list.name }))
              return null
            }}
          />
        )}
      </OrderListModal>
    </div>
  )
}

function DeleteConfirm({
  list,
  onCancel,
  onConfirm,
}: {
  list: OrderListSummary
  onCancel: () => void
  onConfirm: () => Promise<string | null>
}) {
  const t = useT()
  const [error, setError] = useState('')
  return (
    <>
      <p>{t('orderlist.deleteText', { name: list.name })}</p>
      {error && (
        <p role="alert" className="orderlist-field__error">
          {error}
        </p>
      )}
      <div className="orderlist-modal__actions">
        {/* the safe choice first and focused: Enter does not delete by accident */}
        <button
          type="button"
          className="button button--secondary"
          autoFocus
          data-autofocus
          onClick={onCancel}
        >
          {t('orderlist.cancel')}
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={async () => setError((await onConfirm()) ?? '')}
        >
          {t('orderlist.deleteConfirm')}
        </button>
      </div>
    </>
  )
}
