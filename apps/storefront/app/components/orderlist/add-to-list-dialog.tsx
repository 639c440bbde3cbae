/**
 * The add-to-list dialog (spec 001 §7 add product, product-on-list): choose one of the customer's
 * lists or name a new one, set the default amount, and put the product (with the chosen variant
 * of a configurable: childData {sku}) on it. Whether the product is already on the chosen list is
 * asked when the list is chosen. Guests read the spec's login text with the sign-in offer.
 * Loaded when the shopper first opens it (add-to-list-button.tsx).
 */
import { useEffect, useId, useState } from 'react'
import * as api from '../../lib/orderlist/orderlist-api.ts'
import { loadLists, useOrderListState } from '../../lib/orderlist/orderlist-store.ts'
import { openAuthModal } from '../../lib/user/auth-modal.ts'
import { isAuthorized, useUser } from '../../lib/user/user-store.ts'
import { useT } from '../../lib/store-context.tsx'
import orderlistCss from '../../styles/orderlist.css?url'
import { listNameProblem, serverText } from './list-name.ts'
import { OrderListModal } from './orderlist-modal.tsx'

export interface AddToListTarget {
  entityId: number
  name: string
  childSku: string | null
}

const NEW = 'new'

// the list the shopper last added to: a dealer filling one list page after page keeps it chosen
let lastListId: number | null = null

export default function AddToListDialog({
  open,
  target,
  onClose,
  onAdded,
}: {
  open: boolean
  target: AddToListTarget
  onClose: () => void
  onAdded: (list: { list_id: number; name: string }) => void
}) {
  const t = useT()
  const user = useUser()
  const signedIn = isAuthorized(user) && Boolean(user.current)
  return (
    <>
      <link rel="stylesheet" href={orderlistCss} precedence="default" />
      <OrderListModal open={open} title={t('orderlist.add.title')} onClose={onClose}>
        {!signedIn ? (
          <>
            <p role="alert">{t('orderlist.loginRequired')}</p>
            <button
              type="button"
              className="button"
              autoFocus
              data-autofocus
              onClick={() => {
                onClose()
                openAuthModal('login')
              }}
            >
              {t('orderlist.add.login')}
            </button>
          </>
        ) : (
          <ChooseList customerId={Number(user.current!.id)} target={target} onAdded={onAdded} />
        )}
      </OrderListModal>
    </>
  )
}

function ChooseList({
  customerId,
  target,
  onAdded,
}: {
  customerId: number
  target: AddToListTarget
  onAdded: (list: { list_id: number; name: string }) => void
}) {
  const t = useT()
  const id = useId()
  const state = useOrderListState()
  const [choice, setChoice] = useState<string>('')
  const [name, setName] = useState('')
  const [amount, setAmount] = useState('1')
  const [onList, setOnList] = useState(false)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const lists = state.customer_id === customerId ? state.lists_items : []
  const loaded = state.customer_id === customerId && state.loaded

  useEffect(() => {
    void loadLists(customerId)
  }, [customerId])
  // the last list added to, else the first; without lists the shopper names a new one
  useEffect(() => {
    if (!loaded || choice) return
    const last = lists.find((list) => list.list_id === lastListId)
    setChoice(String((last ?? lists[0])?.list_id ?? NEW))
  }, [loaded, lists, choice])
  useEffect(() => {
    setOnList(false)
    if (!choice || choice === NEW) return
    let current = true
    void api.productOnList(customerId, Number(choice), target.entityId).then((answer) => {
      if (current) setOnList(answer.ok && answer.value === true)
    })
    return () => {
      current = false
    }
  }, [choice, customerId, target.entityId])

  if (!loaded) return <p>{t('orderlist.add.loading')}</p>
  return (
    <form
      className="orderlist-name-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        if (busy) return
        setError('')
        let list: { list_id: number; name: string } | undefined
        if (choice === NEW) {
          const problem = listNameProblem(name)
          if (problem) return setError(t(problem, { max: api.LIST_NAME_MAX }))
        }
        setBusy(true)
        try {
          if (choice === NEW) {
            const created = await api.addList(customerId, name.trim())
            if (!created.ok) return setError(serverText(created.message, t))
            list = { list_id: Number(created.value.list_id), name: created.value.name ?? name.trim() }
          } else list = lists.find((entry) => String(entry.list_id) === choice)
          if (!list) return
          const defaultAmount = Math.max(0, Math.trunc(Number(amount) || 0))
          const added = await api.addProduct(customerId, list.list_id, target.entityId, {
            childSku: target.childSku,
            defaultAmount,
          })
          if (!added.ok) return setError(serverText(added.message, t))
          lastListId = list.list_id
          void loadLists(customerId)
          onAdded(list)
        } finally {
          setBusy(false)
        }
      }}
    >
      <p>{t('orderlist.add.product', { name: target.name })}</p>
      <div className="orderlist-field">
        <label htmlFor={`${id}-list`}>{t('orderlist.add.choose')}</label>
        <select
          id={`${id}-list`}
          value={choice}
          autoFocus
          data-autofocus
          aria-describedby={onList ? `${id}-on` : undefined}
          onChange={(event) => setChoice(event.target.value)}
        >
          {lists.map((list) => (
            <option key={list.list_id} value={String(list.list_id)}>
              {list.name}
            </option>
          ))}
          <option value={NEW}>{t('orderlist.add.newList')}</option>
        </select>
        {onList && (
          <p id={`${id}-on`} className="orderlist-lists__meta" role="status">
            ✓ {t('orderlist.add.onList')}
          </p>
        )}
      </div>
      {choice === NEW && (
        <div className="orderlist-field">
          <label htmlFor={`${id}-name`}>{t('orderlist.add.newName')}</label>
          <input
            id={`${id}-name`}
            value={name}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
      )}
      <div className="orderlist-field">
        <label htmlFor={`${id}-amount`}>{t('orderlist.add.amount')}</label>
        <input
          id={`${id}-amount`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="orderlist-field__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" aria-disabled={busy || undefined}>
        {t('orderlist.add.submit')}
      </button>
    </form>
  )
}
