/**
 * A trade customer's order extras in the placing of the order (spec 001 §3, §7): checked in the
 * browser with the server's rules, then sent with updateCartDataBeforeOrder; a refusal (4xx) is
 * shown, translated and at its field, and the order is not placed. Done once placed: the draft
 * is cleared.
 */
import { useEffect, useState } from 'react'
import { PURCHASE_ORDER_METHOD } from '@shop/commerce'
import type { CartItem } from '../../lib/cart/cart-types.ts'
import { getCart } from '../../lib/cart/cart-store.ts'
import type { CheckoutState } from '../../lib/checkout/checkout-store.ts'
import {
  checkDraft,
  draftErrors,
  serverRefusal,
  withExtrasPayment,
  type DraftCheck,
} from '../../lib/order-extras/check-draft.ts'
import { clearDraft, getDraft, useDraft } from '../../lib/order-extras/draft-store.ts'
import { updateCartDataBeforeOrder } from '../../lib/order-extras/update-cart-data.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { getUser } from '../../lib/user/user-store.ts'
import { tradeAccountOf } from '../../lib/user/trade-account.ts'
import type { CheckoutFailure } from './checkout-failure.tsx'

const namesOf = (items: readonly CartItem[]) =>
  Object.fromEntries(items.map((item) => [item.sku, item.totals?.name ?? item.name]))

export function useTradeExtras() {
  const t = useT()
  const store = useStore()
  const [extrasErrors, setExtrasErrors] = useState<Record<string, string>>({})

  /** The browser's check; null for a shopper without a trade account (no extras). */
  const check = (items: readonly CartItem[]): DraftCheck | null => {
    const user = getUser()
    const trade = user.token ? tradeAccountOf(user.current) : null
    if (!trade) {
      setExtrasErrors({})
      return null
    }
    const found = checkDraft(
      getDraft(),
      items.map((item) => item.sku),
      { dropEnabled: trade.dropEnabled, now: new Date() },
    )
    setExtrasErrors(draftErrors(found.problems, t, namesOf(items)))
    return found
  }

  // once problems show, each edit checks again: a corrected field loses its message at once
  // (a server refusal goes too; the next submit asks the server again)
  const draft = useDraft()
  const showing = Object.keys(extrasErrors).length > 0
  useEffect(() => {
    if (showing) check(getCart().cartItems)
    // only an edit of the draft re-checks (`check` and `showing` are read as they are then)
  }, [draft])

  /** Sends the extras to the cart; the failure to show when they were not stored. */
  const save = async (found: DraftCheck, items: readonly CartItem[]): Promise<CheckoutFailure | null> => {
    const user = getUser()
    const trade = tradeAccountOf(user.current)
    const outcome = await updateCartDataBeforeOrder({
      extras: found.extras,
      cartId: getCart().cartServerToken ?? '',
      oculusCode: trade?.backofficeId ?? '',
      skus: items.map((item) => item.sku),
      token: user.token ?? '',
      storeCode: store.view.storeCode,
    })
    if (outcome.ok) return null
    if (outcome.kind === 'failed') return { kind: 'extras', message: t('orderExtras.error.unreachable') }
    return (
      knownRefusal(outcome.meta, items) ?? {
        kind: 'extras',
        message: t('orderExtras.error.server', { detail: outcome.message || '400' }),
      }
    )
  }

  /**
   * A 400 naming an extras field (before the order, or at placement where the server checks them
   * again): our text at its field and near the button; null when it names no extras field.
   */
  const knownRefusal = (meta: unknown, items: readonly CartItem[]): CheckoutFailure | null => {
    const known = serverRefusal(meta, t, namesOf(items))
    if (!known) return null
    setExtrasErrors(known.byField)
    return { kind: 'extras', message: known.text }
  }

  const placing = (state: CheckoutState, found: DraftCheck | null): CheckoutState =>
    found ? withExtrasPayment(state, found.extras, PURCHASE_ORDER_METHOD) : state

  return { extrasErrors, check, save, knownRefusal, placing, placed: () => clearDraft() }
}
