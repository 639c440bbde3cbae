/**
 * The microcart's panel: the lines, the totals and the ways on to the cart page and the checkout.
 * Loaded when the shopper first opens the microcart (microcart.tsx), with the cart's stylesheet
 * and actions, which a page does not need before (decision 0035).
 */
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { totalSegments } from '../../lib/cart/cart-lines.ts'
import { useCart } from '../../lib/cart/cart-store.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { CartLine } from './cart-line.tsx'
import { TotalsBox } from './totals-box.tsx'
import cartCss from '../../styles/cart.css?url'

export default function MicrocartPanel({ onClose }: { onClose: () => void }) {
  const t = useT()
  const store = useStore()
  const cart = useCart()
  const panelRef = useRef<HTMLDivElement>(null)
  // opening moves focus into the panel (it mounts when opened)
  useEffect(() => panelRef.current?.focus(), [])

  return (
    <div
      id="microcart-panel"
      ref={panelRef}
      className="microcart__panel"
      role="dialog"
      aria-labelledby="microcart-title"
      tabIndex={-1}
    >
      <link rel="stylesheet" href={cartCss} precedence="default" />
      <div className="microcart__head">
        <h2 id="microcart-title">{t('cart.title')}</h2>
        <button type="button" className="microcart__close" aria-label={t('cart.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {cart.cartItems.length === 0 ? (
        <p className="microcart__empty">{t('cart.empty')}</p>
      ) : (
        <>
          <ul className="cart-lines">
            {cart.cartItems.map((item) => (
              <CartLine key={`${item.sku}:${item.checksum}`} item={item} compact />
            ))}
          </ul>
          <TotalsBox
            segments={totalSegments(cart.cartItems, cart.platformTotalSegments)}
            coupon={cart.couponCode}
          />
          <div className="microcart__actions">
            <Link className="button button--secondary" to={localPath('/cart', store)}>
              {t('cart.toCart')}
            </Link>
            <Link className="button button--primary" to={localPath('/checkout', store)}>
              {t('cart.toCheckout')}
            </Link>
          </div>
        </>
      )}
    </div>
  )
}
