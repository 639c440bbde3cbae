/**
 * "In winkelwagen" on the product page, for every product type (spec 000 §4 "Cart items"): the
 * chosen child of a configurable product, a grouped product expanded into its members with their
 * quantities, a bundle with its chosen links, custom options. Validation and messages are the
 * cart's (lib/cart); this component hands the page's choices to add-to-cart-lines.ts, which
 * turns them into cart lines.
 */
import {
  isOrderable,
  quantityProblem,
  type QuantityProblem,
  type BundleSelection,
  type CustomOptionSelection,
} from '@shop/commerce'
import { useId, useState } from 'react'
import type { ProductView } from '../../lib/catalog/product-view.ts'
import { cartActions, preloadCartActions } from '../../lib/cart/cart-actions-lazy.ts'
import { useT } from '../../lib/store-context.tsx'
import { groupedOverStock, groupedQtyId, qtyFieldMax } from '../../lib/catalog/grouped-quantity.ts'
import type { Translate } from '../../i18n/translate.ts'
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

function qtyErrorText(problem: QuantityProblem, t: Translate): string {
  return problem.text === 'greaterThanZero'
    ? t('cart.qty.greaterThanZero')
    : t('cart.qty.onlyAvailable', { maxQuantity: problem.maxQuantity })
}

export function AddToCart(props: AddToCartProps & { path: string }) {
  const t = useT()
  const ui = useCartUi()
  const hydrated = useHydrated()
  const qtyId = useId()
  // the typed text, so 0, -1 or 12 above the stock can be pointed out rather than silently corrected
  const [qtyText, setQtyText] = useState('1')
  const qty = qtyText.trim() === '' ? Number.NaN : Number(qtyText)
  const [busy, setBusy] = useState(false)
  const [hint, setHint] = useState('')
  const grouped = !!props.view.grouped
  // what cannot be ordered is not offered (issue 13 item 6): a grouped product while one member can
  const orderable = props.view.grouped
    ? props.view.grouped.some((item) => isOrderable(item.availability))
    : isOrderable(props.view.availability)

  // 001 §5: "Must be greater than 0" / "Only {maxQuantity} products of this type are available!"
  const problem = grouped ? null : quantityProblem(qty, qtyFieldMax(props.view.maxQuantity))
  const [showProblem, setShowProblem] = useState(false)
  const qtyError = showProblem && problem ? qtyErrorText(problem, t) : ''

  const submit = async () => {
    if (busy) return
    if (problem) {
      setShowProblem(true)
      return
    }
    // a member above its stock: its field already says so (grouped-items.tsx); take the shopper there
    const over = props.view.grouped ? groupedOverStock(props.view.grouped, props.groupedQty) : null
    if (over) {
      document.getElementById(groupedQtyId(over.sku))?.focus()
      return
    }
    setBusy(true)
    try {
      const loaded = await loadAdd().catch(() => null)
      // the cart code did not load (offline before the service worker had it)
      if (!loaded) return notify({ type: 'error', message: t('tryAgain.text') })
      const [actions, { cartLinesFor }] = loaded
      const outcome = cartLinesFor({ ...props, qty: Math.trunc(qty) })
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
      // the quantity is checked here, with the spec's message, not by the browser's own bubble
      noValidate
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
            max={qtyFieldMax(props.view.maxQuantity)}
            value={qtyText}
            aria-invalid={qtyError ? true : undefined}
            aria-describedby={qtyError ? `${qtyId}-error` : undefined}
            onChange={(event) => {
              const text = event.currentTarget.value
              setQtyText(text)
              setShowProblem(true)
            }}
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
      {qtyError && (
        <p id={`${qtyId}-error`} className="add-to-cart__error" role="alert">
          {qtyError}
        </p>
      )}
      <p className="add-to-cart__hint" role="status">
        {orderable ? hint : t('cart.outOfStockAlternative')}
      </p>
    </form>
  )
}
