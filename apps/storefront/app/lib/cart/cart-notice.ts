/**
 * The message after a confirmed add or quantity change (spec 000 §8): "Product has been added to
 * the cart!" / "Product quantity has been updated!", both offering "OK" and "Proceed to checkout"
 * unless the checkout is external. Not shown while the shopper is in checkout (contract §13).
 */
import type { NotificationInput } from '../../components/notifications/store.ts'
import type { Translate } from '../../i18n/translate.ts'

export function cartSuccessNotice(
  kind: 'added' | 'updated',
  t: Translate,
  options: { proceedToCheckout?: () => void; externalCheckout: boolean },
): NotificationInput {
  const proceed = options.proceedToCheckout
  return {
    type: 'success',
    // a newer add or update replaces the older message instead of stacking
    subject: 'cart',
    message: t(kind === 'added' ? 'cart.msg.added' : 'cart.msg.qtyUpdated'),
    // "OK" only closes the message
    action1: { label: t('cart.msg.ok') },
    action2:
      proceed && !options.externalCheckout
        ? { label: t('cart.msg.proceedToCheckout'), action: proceed }
        : undefined,
  }
}
