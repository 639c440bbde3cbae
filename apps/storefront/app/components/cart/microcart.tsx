/**
 * The header's cart button and the microcart panel (spec 000 §3 isMicrocartOpen). Before
 * hydration the button is a plain link to /cart; after it, it opens the panel with the lines,
 * the totals and the ways on to the cart page and the checkout. Escape closes it.
 *
 * The panel's code (cart lines, totals, cart actions and stylesheet) loads when the pointer or
 * focus reaches the button, not with the page: most visitors never open it (decision 0035).
 */
import { Suspense, useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { CART_CONFIG } from '../../lib/cart/cart-config.ts'
import { cartCount } from '../../lib/cart/cart-count.ts'
import { useCart } from '../../lib/cart/cart-store.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { lazyWithRetry, TryAgain } from '../try-again.tsx'
import { useCartConnection } from './use-cart-connection.ts'

const loadPanel = () => import('./microcart-panel.tsx')
const MicrocartPanel = lazyWithRetry(loadPanel)
const preloadPanel = () => void loadPanel().catch(() => undefined)

export function Microcart() {
  const t = useT()
  const store = useStore()
  const cart = useCart()
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLAnchorElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  useCartConnection()
  const count = cartCount(cart.cartItems, CART_CONFIG.countByLines)

  // a navigation (cart page, checkout, a product link) closes the panel
  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    // a click or tap outside the cart closes it, as the shopper expects of a flyout
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  return (
    <div className="microcart" ref={rootRef}>
      <Link
        ref={buttonRef}
        to={localPath('/cart', store)}
        className="microcart__button"
        aria-expanded={open}
        aria-controls="microcart-panel"
        aria-label={t('cart.open', { count })}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={(event) => {
          event.preventDefault()
          setOpen((value) => !value)
        }}
      >
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" focusable="false">
          <path
            fill="currentColor"
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.9 2H20a1 1 0 0 1 .9 1.4l-3.3 6.5a2 2 0 0 1-1.8 1.1H8.1l-1 1.8V17h12v2H7a2 2 0 0 1-1.8-3l1.3-2.4L2.6 4H1V2h3l1.2 2Z"
          />
        </svg>
        <span className="microcart__label">{t('nav.cart')}</span>
        <span className="microcart__count" data-testid="cart-count">
          {count}
        </span>
      </Link>
      {open && (
        <TryAgain>
          <Suspense fallback={null}>
            <MicrocartPanel
              onClose={() => {
                setOpen(false)
                buttonRef.current?.focus()
              }}
            />
          </Suspense>
        </TryAgain>
      )}
    </div>
  )
}
