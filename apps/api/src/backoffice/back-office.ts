/**
 * The one interface of the back office ("oculus" in the spec, decision 0126): the system of record
 * for trade data that the shop hands orders to and asks for customer prices, stock and flags. The
 * built-in implementation keeps it in our own tables; an adapter to an ERP's HTTP API implements the
 * same interface and passes the same contract tests (`back-office-contract.ts`). The shop never
 * knows which one it talks to.
 */
import type { OrderExtras } from '@shop/commerce'
import type { Db } from '../db/client.ts'
import type { Result } from '../result.ts'
import type { BackofficeAddress } from '../db/schema/backoffice.ts'

/** A placed order as the back office receives it: the shop's number and what was ordered. */
export interface OrderHandover {
  /** the shop's order number (increment id): the key of the handover, so a retry is no new order */
  orderNumber: string
  customerId: number | null
  status: string
  currency: string
  grandTotal: number
  /** per line: a wholesale order's line comment and earliest delivery date (YYYY-MM-DD) */
  lines: {
    sku: string
    qty: number
    rowTotal: number
    comment?: string | null
    deliveryDate?: string | null
    /** a purchaser's line discount (decision 0158): all of it, the internal comment too */
    discountPercent?: number
    discountAmount?: number
    discountComment?: string | null
    discountType?: string | null
    /** issue 18: the product's name, the net unit price after the line's discount, its VAT percent */
    name?: string
    unitPrice?: number
    taxPercent?: number
  }[]
  /** PO number, comment, delivery date, year order, dropshipment and its address, reference */
  extras?: OrderExtras
  /** issue 18: when it was placed, the language of its mails (nl | de), addresses, shipping method */
  placedAt?: Date
  language?: 'nl' | 'de'
  billingAddress?: BackofficeAddress | null
  shippingAddress?: BackofficeAddress | null
  shippingDescription?: string | null
  /** where the order came from (default shop); an automatic order (issue 18) says so */
  source?: 'shop' | 'automatic'
}

export interface BackOfficeOrder {
  /** the back office's own number for the order; the shop keeps its own beside it */
  backofficeNumber: string
  orderNumber: string
  status: string
}

/**
 * Where a handover is written. The built-in lives in the shop's database and writes in the shop's
 * transaction, so an order that rolls back leaves no handover; an adapter that calls out ignores it
 * and gives back a handover with `withdrawOrder`.
 */
export interface HandoverScope {
  db: Db
}

/** A sku's price and stock for one customer (spec 001 §7 getOculusPrices). Money in net euros. */
export interface SkuPrice {
  /** the unit price the customer pays at the asked quantity */
  display_amount: number
  stock: number
  tier_prices: { qty: number; value: number }[]
  /** soon-available date (YYYY-MM-DD), null when none is announced */
  binnenkortdatum: string | null
}

export interface PriceQuery {
  /** null: a guest; the prices every shopper gets */
  customerId: number | null
  skus: string[]
  /** quantity per sku; a sku without one is priced for 1 */
  qtys?: Record<string, number>
}

/** What the suppliers have (spec 001 §3, getSupplierStock). */
export interface SupplierStock {
  qty: number
  /** working days until the supplier delivers */
  deliveryDays: number
}

/** Hidden-price mode (spec 001 §3): 1 all prices hidden, 2 retail prices hidden, 3 all shown. */
export type HiddenPriceMode = 1 | 2 | 3

/** A customer's flags as the back office keeps them (spec 001 §3, §7). */
export interface TradeCustomer {
  customerId: number
  /** the customer's number in the back office; null for a shop account it does not know */
  backofficeCustomerId: string | null
  isPurchaser: boolean
  dropEnabled: boolean
  /** payment and shipment method codes the customer may use; null: every method of the shop */
  allowedPaymentMethods: string[] | null
  allowedShipmentMethods: string[] | null
  purchaserMaxDiscountPercent: number
  hiddenPriceMode: HiddenPriceMode
  /** company data (spec 001 §3); null where the back office has none */
  company: string | null
  vatId: string | null
  /** Chamber of Commerce number (KvK, Handelsregister) */
  kvkNumber: string | null
  /** the customer's addresses, default billing and shipping first */
  addresses: TradeAddress[]
}

/** An address of a trade customer, in the shop's address-book shape. */
export interface TradeAddress {
  id: number
  firstname: string
  lastname: string
  company: string | null
  street: string[]
  postcode: string
  city: string
  countryId: string
  telephone: string | null
  vatId: string | null
  defaultBilling: boolean
  defaultShipping: boolean
}

export interface BackOffice {
  /** 'builtin', or the adapter's name */
  readonly kind: string
  /**
   * true: handovers are written in the scope's transaction, so its rollback is their undo (the
   * built-in); false: they leave the shop at once and `withdrawOrder` gives them back.
   */
  readonly handoverInScope: boolean
  /** Hands a placed order over; the same order number twice gives the first handover back. */
  submitOrder(order: OrderHandover, scope: HandoverScope): Promise<Result<BackOfficeOrder>>
  /** Gives back a handover whose order did not come about (the undo of `submitOrder`). */
  withdrawOrder(orderNumber: string, scope: HandoverScope): Promise<void>
  /** The shop's order status changed (paid, canceled, expired, ...). */
  updateOrderStatus(
    orderNumber: string,
    status: string,
    scope: HandoverScope,
  ): Promise<Result<BackOfficeOrder>>
  /** The order as the back office has it; null when it was never handed over. */
  order(orderNumber: string): Promise<BackOfficeOrder | null>
  /** Customer prices and stock, keyed by sku; a sku the back office does not know is left out. */
  pricesFor(query: PriceQuery): Promise<Record<string, SkuPrice>>
  /** Supplier stock, keyed by sku; a sku no supplier has is left out. */
  supplierStock(skus: string[]): Promise<Record<string, SupplierStock>>
  /** The customer's flags; null when there is no such customer. */
  customer(customerId: number): Promise<TradeCustomer | null>
}
