/**
 * "In winkelwagen" on the product page, for every product type (spec 000 §4 "Cart items"): the
 * chosen child of a configurable product, a grouped product expanded into its members with their
 * quantities, a bundle with its chosen links, custom options. Validation and messages are the
 * cart's (lib/cart); this component only turns the page's choices into cart lines.
 */
import {
  bundleOptionLinks,
  customOptionsPriceDelta,
  isTextOption,
  shownPrice,
  type BundleSelection,
  type CustomOptionSelection,
} from '@shop/commerce'
import { useId, useState } from 'react'
import { useNavigate } from 'react-router'
import type { ProductView } from '../../lib/catalog-product-view.ts'
import type { AddToCartProduct } from '../../lib/cart/cart-actions.ts'
import { cartActions, preloadCartActions } from '../../lib/cart/cart-actions-lazy.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { useHydrated } from '../catalog/use-hydrated.ts'
import { notify } from '../notifications/store.ts'
import { basePrice } from '../product/price-box.tsx'

export interface AddToCartProps {
  view: ProductView
  bundleSelection: BundleSelection
  customSelection: CustomOptionSelection
  groupedQty: Readonly<Record<string, number>>
}

const stockOf = (availability: ProductView['availability']) => ({
  is_in_stock: availability.state === 'in_stock' || availability.state === 'volatile',
  stock_status:
    availability.state === 'volatile'
      ? 'volatile'
      : availability.state === 'in_stock'
        ? 'ok'
        : 'out_of_stock',
})

/** The cart lines an add puts in, or a reason (translation key) why nothing can be added yet. */
export function cartLinesFor(
  props: AddToCartProps & { qty: number; path: string },
):
  | { lines: AddToCartProduct[] }
  | { missing: 'cart.chooseVariant' | 'cart.chooseGrouped' | 'cart.chooseRequired' } {
  const { view, bundleSelection, customSelection, groupedQty, qty, path } = props
  if (view.grouped) {
    const lines = view.grouped
      .map((item) => ({
        sku: item.sku,
        name: item.name,
        qty: groupedQty[item.sku] ?? item.qty,
        price_incl_tax: shownPrice(item.prices).amount,
        type_id: 'simple',
        image: item.image,
        path,
        stock: stockOf(item.availability),
      }))
      .filter((line) => line.qty > 0)
    return lines.length ? { lines } : { missing: 'cart.chooseGrouped' }
  }
  if (view.configurable && !view.configurable.childSku) return { missing: 'cart.chooseVariant' }
  for (const option of view.customOptions) {
    const chosen = customSelection[option.option_id]
    const empty =
      chosen === undefined || (typeof chosen === 'string' ? chosen.trim() === '' : chosen.length === 0)
    if (option.is_require && empty) return { missing: 'cart.chooseRequired' }
  }

  const base = basePrice(view, bundleSelection)
  const delta = customOptionsPriceDelta(view.customOptions, customSelection, {
    price: base.net,
    priceInclTax: base.gross,
    taxRatePercent: view.taxRatePercent,
  })
  const customOptions = view.customOptions.flatMap((option) => {
    const chosen = customSelection[option.option_id]
    if (chosen === undefined) return []
    const value = typeof chosen === 'string' ? chosen.trim() : chosen.join(',')
    if (!value) return []
    const label = isTextOption(option)
      ? value
      : (option.values ?? [])
          .filter((v) => typeof chosen !== 'string' && chosen.includes(v.option_type_id))
          .map((v) => v.title ?? '')
          .join(', ')
    return [
      { option_id: String(option.option_id), option_value: value, label: option.title ?? '', shown: label },
    ]
  })
  const configurable = view.configurable
    ? view.configurable.options.flatMap((option) => {
        const value = option.values.find((v) => v.selected)
        return value
          ? [
              {
                option_id: String(option.attributeId),
                option_value: String(value.id),
                label: option.label,
                value: value.label,
              },
            ]
          : []
      })
    : []
  const bundle = view.bundle
    ? view.bundle.options.map((option) => ({
        option_id: option.option_id,
        option_qty: bundleSelection[option.option_id]?.qty ?? 1,
        option_selections: bundleOptionLinks(option, bundleSelection).map((link) => link.id),
      }))
    : []
  const hasOptions = customOptions.length || configurable.length || bundle.length
  const line: AddToCartProduct = {
    sku: view.activeSku,
    parentSku: view.configurable ? view.sku : undefined,
    name: view.activeName,
    qty,
    price_incl_tax: Math.round((base.gross + delta.priceInclTax) * 100) / 100,
    type_id: view.typeId,
    image: view.images[0]?.image,
    path,
    stock: stockOf(view.availability),
    options: [
      ...configurable.map((o) => ({ label: o.label, value: o.value })),
      ...customOptions.map((o) => ({ label: o.label, value: o.shown })),
    ],
    product_option: hasOptions
      ? {
          extension_attributes: {
            custom_options: customOptions.map(({ option_id, option_value }) => ({ option_id, option_value })),
            configurable_item_options: configurable,
            bundle_options: bundle,
          },
        }
      : undefined,
  }
  return { lines: [line] }
}

export function AddToCart(props: AddToCartProps & { path: string }) {
  const t = useT()
  const store = useStore()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const qtyId = useId()
  const [qty, setQty] = useState(1)
  const [busy, setBusy] = useState(false)
  const [hint, setHint] = useState('')
  const grouped = !!props.view.grouped

  const submit = async () => {
    const outcome = cartLinesFor({ ...props, qty })
    if ('missing' in outcome) {
      setHint(t(outcome.missing))
      return
    }
    setHint('')
    setBusy(true)
    try {
      const actions = await cartActions().catch(() => null)
      // the cart code did not load (offline before the service worker had it)
      if (!actions) return notify({ type: 'error', message: t('tryAgain.text') })
      await actions.addToCart(outcome.lines, {
        t,
        proceedToCheckout: () => void navigate(localPath('/checkout', store)),
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className="add-to-cart"
      // the cart code loads on first use: start when the shopper heads for the form
      onPointerEnter={preloadCartActions}
      onFocus={preloadCartActions}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      {!grouped && (
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
        disabled={!hydrated || busy}
      >
        {busy ? t('cart.adding') : t('cart.add')}
      </button>
      <p className="add-to-cart__hint" role="status">
        {hint}
      </p>
    </form>
  )
}
