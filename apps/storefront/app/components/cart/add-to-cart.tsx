/**
 * "In winkelwagen" on the product page, for every product type (spec 000 §4 "Cart items"): the
 * chosen child of a configurable product, a grouped product expanded into its members with their
 * quantities, a bundle with its chosen links, custom options. Validation and messages are the
 * cart's (lib/cart); this component hands the page's choices to add-to-cart-lines.ts, which
 * turns them into cart lines.
 */
import { isOrderable, type BundleSelection, type CustomOptionSelection } from '@shop/commerce'
import { useId, useState } from 'react'
import type { ProductView } from '../../lib/catalog/product-view.ts'
import { cartActions, preloadCartActions } from '../../lib/cart/cart-actions-lazy.ts'
import { useT } from '../../lib/store-context.tsx'
import { useHydrated } from '../catalog/use-hydrated.ts'
import { notify } from '../notifications/store.ts'
import { useCartUi } from './use-cart-ui.ts'

export interface AddToCartProps {
  view: ProductView
  bundleSelection: BundleSelection
  customSelection: CustomOptionSelection
  groupedQty: Readonly<Record<string, number>>
}

// the line rules load with the cart actions, on first use (decision 0035)
const loadAdd = () => Promise.all([cartActions(), import('./add-to-cart-lines.ts')])
const preloadAdd = () => {
  preloadCartActions()
  void import('./add-to-cart-lines.ts').catch(() => undefined)
}

export function AddToCart(props: AddToCartProps & { path: string }) {
  const t = useT()
  const ui = useCartUi()
  const hydrated = useHydrated()
  const qtyId = useId()
  const [qty, setQty] = useState(1)
  const [busy, setBusy] = useState(false)
  const [hint, setHint] = useState('')
  const grouped = !!props.view.grouped
  // what cannot be ordered is not offered (issue 13 item 6): a grouped product while one member can
  const orderable = props.view.grouped
    ? props.view.grouped.some((item) => isOrderable(item.availability))
    : isOrderable(props.view.availability)

  const submit = async () => {
    if (busy) return
    setBusy(true)
    try {
      const loaded = await loadAdd().catch(() => null)
      // the cart code did not load (offline before the service worker had it)
      if (!loaded) return notify({ type: 'error', message: t('tryAgain.text') })
      const [actions, { cartLinesFor }] = loaded
      const outcome = cartLinesFor({ ...props, qty })
      if ('missing' in outcome) {
        setHint(t(outcome.missing))
        return
      }
      setHint('')
      await actions.addToCart(outcome.lines, ui)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className="add-to-cart"
      // the cart code loads on first use: start when the shopper heads for the form
      onPointerEnter={preloadAdd}
      onFocus={preloadAdd}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      {!grouped && orderable && (
        <div className="add-to-cart__qty">
          <label htmlFor={qtyId}>{t('cart.addQty')}</label>
          <input
            id={qtyId}
            className="qty-input"
            type="number"
            inputMode="numeric"
            name="qty"
            min={1}
            max={999}
            value={qty}
            onChange={(event) =>
              setQty(Math.max(1, Math.min(999, Math.trunc(Number(event.currentTarget.value) || 1))))
            }
          />
        </div>
      )}
      <button
        type="submit"
        className="button button--primary add-to-cart__button"
        // busy is aria-disabled, not disabled: disabling the focused button would drop keyboard
        // focus to the page body; the polite notifications region announces the outcome
        disabled={!hydrated || !orderable}
        aria-disabled={busy || undefined}
      >
        {!orderable ? t('catalog.stock.outOfStock') : busy ? t('cart.adding') : t('cart.add')}
      </button>
      <p className="add-to-cart__hint" role="status">
        {orderable ? hint : t('cart.outOfStockAlternative')}
      </p>
    </form>
  )
}
