/**
 * Asks the server's live stock for cart lines and applies the answer (stock-update.ts): after an
 * add, as the spec's queued stock check does (000 §4 "Adding: check stock, add locally, then sync"),
 * and when the cart page opens, since stock moves while a cart waits. A failed check changes
 * nothing: the cart never loses a line because the stock service was unreachable.
 */
import { notify } from '../../components/notifications/store.ts'
import type { Translate } from '../../i18n/translate.ts'
import { networkTask } from '../network-task.ts'
import { deleteCartItem } from './cart-api.ts'
import { CART_CONFIG } from './cart-config.ts'
import { getCart, setCart } from './cart-store.ts'
import { serial } from './cart-sync.ts'
import { applyStockUpdate, stockBatches, type ServerStock } from './stock-update.ts'

async function fetchStock(skus: readonly string[]): Promise<ServerStock[]> {
  const found: ServerStock[] = []
  for (const batch of stockBatches(skus)) {
    const answer = await networkTask<ServerStock[]>({
      url: '/api/stock/list',
      query: { skus: batch.join(',') },
    })
    if (answer.code !== 200 || !Array.isArray(answer.result)) continue
    found.push(...answer.result.filter((entry) => entry && typeof entry.product_sku === 'string'))
  }
  return found
}

/** Checks the given skus (default: every line) and marks or removes their lines. */
export async function refreshLineStock(t: Translate, skus?: readonly string[]): Promise<void> {
  if (!CART_CONFIG.synchronizeStock) return
  const wanted = skus ?? getCart().cartItems.map((item) => item.sku)
  if (!wanted.length) return
  const stock = await fetchStock(wanted).catch(() => [] as ServerStock[])
  if (!stock.length) return
  let removed: ReturnType<typeof applyStockUpdate>['removed'] = []
  setCart((state) => {
    const update = applyStockUpdate(state.cartItems, stock, {
      allowOutOfStock: CART_CONFIG.allowOutOfStock,
      synchronize: state.syncEnabled,
    })
    removed = update.removed
    return { cartItems: update.items }
  })
  for (const item of removed) {
    notify({ type: 'error', message: t('cart.msg.lineRemovedOutOfStock', { name: item.name }) })
    const itemId = item.server_item_id
    if (itemId !== undefined)
      void serial(() => deleteCartItem({ sku: item.sku, item_id: itemId }).catch(() => null))
  }
}
