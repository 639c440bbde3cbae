/**
 * What the steps of placing an order share (decision 0127): the request, then what each step adds
 * to it. A step reads only what the steps before it have set; `done` says so when one has not.
 */
import type { CartTotals, MailDecision, StoreView } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import type { Db } from '../db/client.ts'
import type { PricedLine } from '../cart/cart-pricing.ts'
import type { Quote } from '../cart/cart-store.ts'
import type { Shopper } from '../cart/shopper.ts'
import type { StockQty } from '../stock/stock-service.ts'
import type { BackOfficeOrder } from '../backoffice/back-office.ts'
import type { OrderBody } from './order-schemas.ts'
import type { OrderMethods } from './order-methods.ts'
import type { PlacedExtras } from './order-extras.ts'
import type { LineDiscountOfCart } from './order-line-discounts.ts'
import type { SalesOrder } from './order-store.ts'

export interface PlaceOrder {
  ctx: AppContext
  shopper: Shopper
  store: StoreView
  body: OrderBody
}

export interface Placement extends PlaceOrder {
  email: string
  /** the cart the order comes from, as the client named it ('' without one) */
  cartId: string
  knownQuote: Quote | null
  /** what makes a repeat of this order the same order (decision 0116) */
  idempotencyKey: string
  /** check extras: the order's extras, the buyer's back-office flags, a dropship address */
  extras?: PlacedExtras
  /** re-price: the lines at the catalogue's prices, the methods and the totals */
  priced?: Priced
  /** the order's transaction, for the steps that run in it */
  tx?: Db
  /** reserve: what was taken from stock */
  stock?: { taken: StockQty[]; touchedProductIds: number[] }
  /** record: the stored order and the mail it claimed */
  order?: SalesOrder
  mail?: MailDecision | null
  /** hand over: the back office's copy */
  handover?: BackOfficeOrder
}

export interface Priced extends OrderMethods {
  lines: PricedLine[]
  totals: CartTotals
  virtualOnly: boolean
  reservations: { productId: number; qty: number }[]
  /** per line: the purchaser's discount it took from the cart (decision 0158), or null */
  lineDiscounts?: (LineDiscountOfCart | null)[]
}

/** What an earlier step set; its absence is a bug in the list of steps, not a shopper's error. */
export function done<T>(value: T | undefined, step: string): T {
  if (value === undefined) throw new Error(`order placement: the ${step} step has not run`)
  return value
}
