/**
 * The server's reason for refusing a cart line, as the shopper reads it, in the cart's language.
 * A quantity the stock cannot supply is 001 §5's "Quantity is higher than available."; a reason
 * the storefront has no words for gets a general one rather than the API's English (decision 0071).
 */
import { MESSAGES, VALIDATION_TEXTS } from '@shop/commerce'
import { createTranslator, type MessageKey } from '../../i18n/translate.ts'
import { cartStoreCode } from './cart-store-code.ts'

/** server and add-check texts the cart can say in the shopper's words */
export const CART_TEXT: Record<string, MessageKey> = {
  [MESSAGES.cartQtyNotAvailable]: 'cart.msg.qtyHigherThanAvailable',
  [VALIDATION_TEXTS.higherThanAvailable]: 'cart.msg.qtyHigherThanAvailable',
  [MESSAGES.productPriceUnknown]: 'cart.msg.priceUnknown',
  [MESSAGES.productOutOfStock]: 'cart.msg.outOfStock',
}

export function refusalText(message: string): string {
  return createTranslator(cartStoreCode() === 'de' ? 'de' : 'nl')(CART_TEXT[message] ?? 'cart.msg.refused')
}
