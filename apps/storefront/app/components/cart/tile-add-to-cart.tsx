/**
 * "In winkelwagen" on a product tile. Only products that need no choice (simple and virtual)
 * can go into the cart from a listing; the others are chosen on their page, where the tile leads.
 */
import { shownPrice } from '@shop/commerce'
import { useState } from 'react'
import { cartActions, preloadCartActions } from '../../lib/cart/cart-actions-lazy.ts'
import type { TileProduct } from '../../lib/catalog/types.ts'
import { productPath } from '../../lib/catalog/urls.ts'
import { storeFromPath } from '../../lib/store-view.ts'
import { useT } from '../../lib/store-context.tsx'
import { useHydrated } from '../catalog/use-hydrated.ts'
import { notify } from '../notifications/store.ts'
import { useCartUi } from './use-cart-ui.ts'

const DIRECT_TYPES = new Set(['simple', 'virtual'])

export function TileAddToCart({ product }: { product: TileProduct }) {
  const t = useT()
  const ui = useCartUi()
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  if (!DIRECT_TYPES.has(product.type_id)) return null
  return (
    <button
      type="button"
      className="button button--small tile__add"
      aria-label={t('cart.addName', { name: product.name })}
      // aria-disabled while busy: a disabled button would lose the keyboard focus
      disabled={!hydrated}
      aria-disabled={busy || undefined}
      onPointerEnter={preloadCartActions}
      onFocus={preloadCartActions}
      onClick={async () => {
        if (busy) return
        setBusy(true)
        try {
          const actions = await cartActions().catch(() => null)
          // the cart code did not load (offline before the service worker had it)
          if (!actions) return notify({ type: 'error', message: t('tryAgain.text') })
          await actions.addToCart(
            [
              {
                sku: product.sku,
                name: product.name,
                qty: 1,
                price_incl_tax: shownPrice(product).amount,
                type_id: product.type_id,
                image: product.image,
                path: productPath(product, storeFromPath('/')),
                stock: product.stock,
              },
            ],
            ui,
          )
        } finally {
          setBusy(false)
        }
      }}
    >
      {t('cart.add')}
    </button>
  )
}
