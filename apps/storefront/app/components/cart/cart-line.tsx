/**
 * One cart line with its picture, options, price, a quantity field and a remove button that
 * asks first (spec 000 §4 "The cart asks for confirmation before removing a product"). Used by
 * the microcart and the /cart page.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { removeItem, updateQuantity } from '../../lib/cart/cart-actions.ts'
import { MAX_LINE_QTY } from '../../lib/cart/cart-lines.ts'
import type { CartItem } from '../../lib/cart/cart-types.ts'
import { imageUrl } from '../../lib/catalog/urls.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { useAmounts } from '../../lib/trade/use-trade-prices.ts'
import { LineAmount } from './line-price.tsx'
import { LineDiscountButton, LineDiscountNote } from './line-discount.tsx'
import { notify } from '../notifications/store.ts'
import { useCartUi } from './use-cart-ui.ts'
import { useAfterRender } from '../../lib/use-after-render.ts'

export function CartLine({ item, compact = false }: { item: CartItem; compact?: boolean }) {
  const t = useT()
  const amounts = useAmounts()
  const store = useStore()
  const qtyId = useId()
  const [qty, setQty] = useState(String(item.qty))
  const [confirming, setConfirming] = useState(false)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const removeRef = useRef<HTMLButtonElement>(null)
  const afterRender = useAfterRender()

  // the server may correct the quantity (refusal, totals): follow it
  useEffect(() => setQty(String(item.qty)), [item.qty])
  useEffect(() => {
    if (confirming) confirmRef.current?.focus()
  }, [confirming])

  const ui = useCartUi()
  const commitQty = () => {
    const wanted = Math.trunc(Number(qty))
    if (!Number.isFinite(wanted) || wanted === item.qty) return setQty(String(item.qty))
    if (wanted <= 0) return setConfirming(true)
    void updateQuantity(item, Math.min(MAX_LINE_QTY, wanted), ui)
  }
  const name = item.totals?.name ?? item.name
  const stockError = item.errors?.stock

  return (
    <li className={`cart-line${compact ? ' cart-line--compact' : ''}`}>
      <img
        className="cart-line__image"
        src={imageUrl(item.image, 150)}
        width={72}
        height={72}
        alt=""
        loading="lazy"
      />
      <div className="cart-line__body">
        <p className="cart-line__name">
          {item.path ? <Link to={localPath(item.path, store)}>{name}</Link> : name}
        </p>
        {item.options && item.options.length > 0 && (
          <ul className="cart-line__options">
            {item.options.map((option) => (
              <li key={`${option.label}:${option.value}`}>
                {option.label}: {option.value}
              </li>
            ))}
          </ul>
        )}
        {!compact && <p className="cart-line__sku">{t('cart.item.sku', { sku: item.sku })}</p>}
        {stockError ? (
          <p className="cart-line__error">{t('cart.msg.lineOutOfStock')}</p>
        ) : (
          // the server's stock check confirmed the line (spec 000 §4 "In stock!")
          item.info?.stock && <p className="cart-line__info">{t('cart.msg.lineInStock')}</p>
        )}
        {amounts.shown && (
          <p className="cart-line__unit">
            <span className="visually-hidden">{t('cart.item.unitPrice')}: </span>
            <LineAmount item={item} part="unit" />
          </p>
        )}
        {/* a purchaser's line discount (decision 0158); the button only while acting for the customer */}
        <LineDiscountNote item={item} />
        {!compact && <LineDiscountButton item={item} />}
      </div>
      <div className="cart-line__controls">
        <form
          className="cart-line__qty"
          onSubmit={(event) => {
            event.preventDefault()
            commitQty()
          }}
        >
          <label className="visually-hidden" htmlFor={qtyId}>
            {t('cart.item.quantityFor', { name })}
          </label>
          <input
            id={qtyId}
            className="qty-input"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_LINE_QTY}
            value={qty}
            onChange={(event) => setQty(event.currentTarget.value)}
            onBlur={commitQty}
          />
          <button type="submit" className="button button--small">
            {t('cart.item.update')}
          </button>
        </form>
        {amounts.shown && (
          <p className="cart-line__total">
            <span className="visually-hidden">{t('cart.item.rowTotal')}: </span>
            <LineAmount item={item} part="total" />
          </p>
        )}
        {!confirming ? (
          <button
            ref={removeRef}
            type="button"
            className="button button--link cart-line__remove"
            aria-label={t('cart.item.removeName', { name })}
            onClick={() => setConfirming(true)}
          >
            {t('cart.item.remove')}
          </button>
        ) : (
          <div
            className="cart-line__confirm"
            role="alertdialog"
            aria-label={t('cart.confirmRemove', { name })}
          >
            <p>{t('cart.confirmRemove', { name })}</p>
            <button
              ref={confirmRef}
              type="button"
              className="button button--small button--danger"
              onClick={() => {
                setConfirming(false)
                notify({ type: 'success', message: t('cart.removed', { name }) })
                void removeItem(item)
              }}
            >
              {t('cart.confirmRemoveYes')}
            </button>
            <button
              type="button"
              className="button button--small button--secondary"
              onClick={() => {
                setConfirming(false)
                setQty(String(item.qty))
                afterRender(() => removeRef.current?.focus())
              }}
            >
              {t('cart.confirmRemoveNo')}
            </button>
          </div>
        )}
      </div>
    </li>
  )
}
