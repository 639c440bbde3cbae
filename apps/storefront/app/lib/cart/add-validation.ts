/**
 * May this product go into the cart? (spec 000 §5 and §8, contract §13 "Add-to-cart
 * validation"): the price rule and the stock rule, as the spec's messages. Volatile stock is
 * no refusal but a warning shown with the add.
 */
import { MESSAGES } from '@shop/commerce'

export const CART_MESSAGES = Object.freeze({
  added: 'Product has been added to the cart!',
  qtyUpdated: 'Product quantity has been updated!',
  volatile:
    'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
  outOfStockLine: 'Out of the stock!',
  inStockLine: 'In stock!',
  paymentNotCreated: 'Payment is not created - {reason}',
  paymentCommentFailed: 'Payment could not be created: {reason}',
} as const)

export type StockStatus = 'ok' | 'volatile' | 'out_of_stock'

export interface AddCandidate {
  price_incl_tax: number | null | undefined
  stock?: { is_in_stock?: boolean | null; stock_status?: string | null } | null
}

export type AddCheck = { ok: true; warning: string | null } | { ok: false; error: string }

/** The stock status from the product's indexed stock (stock check is off: spec 000 §9). */
export function stockStatus(stock: AddCandidate['stock']): StockStatus {
  if (stock?.is_in_stock === false || stock?.stock_status === 'out_of_stock') return 'out_of_stock'
  return stock?.stock_status === 'volatile' ? 'volatile' : 'ok'
}

export function checkAddToCart(
  product: AddCandidate,
  options: { useZeroPriceProduct: boolean; allowOutOfStock: boolean },
): AddCheck {
  const price = product.price_incl_tax
  const priced =
    typeof price === 'number' &&
    Number.isFinite(price) &&
    (options.useZeroPriceProduct ? price >= 0 : price > 0)
  if (!priced) return { ok: false, error: MESSAGES.productPriceUnknown }
  const status = stockStatus(product.stock)
  if (status === 'out_of_stock' && !options.allowOutOfStock)
    return { ok: false, error: MESSAGES.productOutOfStock }
  return { ok: true, warning: status === 'volatile' ? CART_MESSAGES.volatile : null }
}
