/**
 * /my-account/orderlist/edit/{listId} (spec 001 §2, §7): a list's lines with picture, name,
 * variant, price (as the shopper's hidden-price mode allows: ProductPrice), quantity, remove and
 * move up/down; and the order form that puts the whole list or the selected lines into the cart
 * in one request (/api/cart/add-lines).
 */
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import * as api from '../../lib/orderlist/orderlist-api.ts'
import { addLinesToCart } from '../../lib/orderlist/add-lines.ts'
import {
  getOrderListState,
  loadLists,
  moveItem,
  openList,
  setOrderListState,
  useOrderListState,
} from '../../lib/orderlist/orderlist-store.ts'
import { itemPrices, lineSku, type OrderListItem } from '../../lib/orderlist/orderlist-types.ts'
import { imageUrl, productPath } from '../../lib/catalog/urls.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import type { Customer } from '../../lib/user/user-types.ts'
import { useAmounts } from '../../lib/trade/use-trade-prices.ts'
import orderlistCss from '../../styles/orderlist.css?url'
import { ProductPrice } from '../catalog/price.tsx'
import { notify } from '../notifications/store.ts'
import { serverText } from './list-name.ts'
import { linesToOrder, startQty } from './order-form-rules.ts'

export function OrderListLines({ customer, listId }: { customer: Customer; listId: number }) {
  const t = useT()
  const store = useStore()
  const state = useOrderListState()
  const customerId = Number(customer.id)
  const [qty, setQty] = useState<Record<number, string>>({})
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [status, setStatus] = useState('')
  const [orderMessage, setOrderMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const { shown: pricesShown } = useAmounts()

  useEffect(() => {
    void openList(customerId, listId)
    // the list's name comes with the lists
    const known = getOrderListState()
    if (known.customer_id !== customerId || !known.loaded) void loadLists(customerId)
  }, [customerId, listId])

  const listName = state.lists_items.find((list) => list.list_id === listId)?.name ?? ''
  const items = state.current_list_id === listId ? state.current_list_items : []
  const back = (
    <p>
      <Link to={localPath('/my-account/orderlist', store)}>← {t('orderlist.edit.back')}</Link>
    </p>
  )
  if (state.current_list_id !== listId || state.is_allowed_current_list === null)
    return <p>{t('orderlist.loading')}</p>
  if (!state.is_allowed_current_list)
    return (
      <>
        <p role="alert">{t('orderlist.edit.notAllowed')}</p>
        {back}
      </>
    )

  const move = async (item: OrderListItem, step: -1 | 1) => {
    const next = moveItem(items, item.item_id, step)
    if (next === items) return
    setOrderListState({ current_list_items: next })
    const position = next.findIndex((line) => line.item_id === item.item_id) + 1
    const answer = await api.reorderItems(
      customerId,
      listId,
      next.map((line) => line.item_id),
    )
    if (!answer.ok) {
      setOrderListState({ current_list_items: items })
      setStatus(serverText(answer.message, t))
    } else setStatus(t('orderlist.edit.moved', { name: item.name, position }))
  }
  const remove = async (item: OrderListItem) => {
    const answer = await api.removeItem(customerId, listId, item.entity_id, item.child_sku)
    if (!answer.ok) return setStatus(serverText(answer.message, t))
    setOrderListState({ current_list_items: items.filter((line) => line.item_id !== item.item_id) })
    setSelected((current) => {
      const next = new Set(current)
      next.delete(item.item_id)
      return next
    })
    setStatus(t('orderlist.edit.removed', { name: item.name }))
  }
  const order = async (onlySelected: boolean) => {
    if (busy) return
    const pick = linesToOrder(items, qty, onlySelected ? selected : null)
    if (!pick.ok) return setOrderMessage({ ok: false, text: t(pick.reason) })
    setBusy(true)
    const outcome = await addLinesToCart(pick.lines).finally(() => setBusy(false))
    const text = outcome.ok
      ? t('orderlist.order.done', { count: outcome.count })
      : outcome.message
        ? t('orderlist.order.failed', { message: outcome.message })
        : t('orderlist.order.failedPlain')
    setOrderMessage({ ok: outcome.ok, text })
    notify({ type: outcome.ok ? 'success' : 'error', message: text, subject: 'cart' })
  }
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.item_id))

  return (
    <div className="orderlist-page">
      <link rel="stylesheet" href={orderlistCss} precedence="default" />
      {back}
      {listName && <h2 className="orderlist-edit__name">{listName}</h2>}
      <p className="orderlist-status" role="status">
        {status}
      </p>
      {items.length === 0 ? (
        <p>{t('orderlist.edit.empty')}</p>
      ) : (
        <form
          className="orderlist-order"
          aria-label={t('orderlist.order.legend')}
          onSubmit={(event) => {
            event.preventDefault()
            void order(false)
          }}
        >
          <label className="orderlist-select-all">
            <input
              type="checkbox"
              checked={allSelected}
              onChange={() =>
                setSelected(allSelected ? new Set() : new Set(items.map((item) => item.item_id)))
              }
            />{' '}
            {t('orderlist.edit.selectAll')}
          </label>
          <ul className="orderlist-lines" aria-label={t('orderlist.edit.linesLabel', { name: listName })}>
            {items.map((item, index) => {
              const sku = lineSku(item)
              // the product page of the chosen variant (url_path is the product's slug)
              const slug = item.url_path?.replace(/^\/+/, '') || undefined
              const to = productPath({ sku: item.sku, slug }, store, item.child_sku)
              return (
                <li key={item.item_id} className="orderlist-line">
                  <input
                    type="checkbox"
                    className="orderlist-line__select"
                    aria-label={t('orderlist.edit.selectName', { name: item.name })}
                    checked={selected.has(item.item_id)}
                    onChange={() =>
                      setSelected((current) => {
                        const next = new Set(current)
                        if (next.has(item.item_id)) next.delete(item.item_id)
                        else next.add(item.item_id)
                        return next
                      })
                    }
                  />
                  <img
                    className="orderlist-line__image"
                    src={imageUrl(item.image, 150)}
                    alt=""
                    width={75}
                    height={75}
                    loading="lazy"
                  />
                  <div className="orderlist-line__text">
                    <Link to={to} className="orderlist-line__name">
                      {item.name}
                    </Link>
                    <span className="orderlist-line__sku">
                      {item.child_sku
                        ? t('orderlist.edit.variant', { sku: item.child_sku })
                        : t('orderlist.edit.sku', { sku })}
                    </span>
                    {pricesShown && (
                      <ProductPrice
                        prices={itemPrices(item)}
                        sku={sku}
                        className="price orderlist-line__price"
                      />
                    )}
                  </div>
                  <div className="orderlist-line__qty">
                    <label htmlFor={`qty-${item.item_id}`} className="visually-hidden">
                      {t('orderlist.edit.qtyName', { name: item.name })}
                    </label>
                    <span aria-hidden="true" className="orderlist-line__qty-label">
                      {t('orderlist.edit.qty')}
                    </span>
                    <input
                      id={`qty-${item.item_id}`}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                      value={qty[item.item_id] ?? String(startQty(item))}
                      onChange={(event) => {
                        // read now: the lazy updater runs after React may restore the old value
                        const value = event.target.value
                        setQty((current) => ({ ...current, [item.item_id]: value }))
                      }}
                    />
                  </div>
                  <div
                    className="orderlist-line__actions"
                    role="group"
                    aria-label={t('orderlist.edit.actions')}
                  >
                    <button
                      type="button"
                      className="button button--small button--secondary"
                      aria-label={t('orderlist.edit.moveUp', { name: item.name })}
                      aria-disabled={index === 0 || undefined}
                      onClick={() => void move(item, -1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="button button--small button--secondary"
                      aria-label={t('orderlist.edit.moveDown', { name: item.name })}
                      aria-disabled={index === items.length - 1 || undefined}
                      onClick={() => void move(item, 1)}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className="button button--small button--link"
                      aria-label={t('orderlist.edit.removeName', { name: item.name })}
                      onClick={() => void remove(item)}
                    >
                      {t('orderlist.edit.remove')}
                    </button>
                  </div>
                </li>
              )
            })}
          </ul>
          <div className="orderlist-order__buttons">
            <button type="submit" className="button" aria-disabled={busy || undefined}>
              {t('orderlist.order.all')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={busy || undefined}
              onClick={() => void order(true)}
            >
              {t('orderlist.order.selected', { count: selected.size })}
            </button>
          </div>
          {orderMessage && (
            <p
              className={`orderlist-order__message orderlist-order__message--${orderMessage.ok ? 'ok' : 'bad'}`}
              role={orderMessage.ok ? 'status' : 'alert'}
            >
              {orderMessage.text}{' '}
              {orderMessage.ok && <Link to={localPath('/cart', store)}>{t('orderlist.order.viewCart')}</Link>}
            </p>
          )}
        </form>
      )}
    </div>
  )
}
