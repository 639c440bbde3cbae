/**
 * The cart calls of contract §3 over the quote tables. Every read re-prices the lines from the
 * catalogue; a line never carries a price the client sent.
 */
import {
  CART_QTY_MESSAGES,
  MAX_CART_LINE_QTY,
  MESSAGES,
  fromCents,
  checkCartQty,
  fillMessage,
  isPaymentAllowed,
  isShippingAllowed,
  paymentMethodsFor,
  resolveTaxCountry,
  shippingMethodsFor,
  MSG_NO_TAX_COUNTRY,
  type CartTotals,
  type PaymentMethodOffer,
  type ShippingMethodOffer,
  type StoreView,
  type CartShape,
  type MethodLimits,
} from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { customerCart } from '../user/customer-cart.ts'
import type { CartAddress } from '../db/schema/index.ts'
import { fail, ok, type Result } from '../result.ts'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { stockItem } from '../db/schema/index.ts'
import { resolveCartLines, type RequestedOptions } from './cart-product.ts'
import { priceCustomerOf, priceLines, type PricedLine } from './cart-pricing.ts'
import { cartSettings } from './cart-settings.ts'
import { cartShape } from './cart-shape.ts'
import { methodLimitsFor } from './method-limits.ts'
import {
  cartIdOf,
  createQuote,
  deleteLine,
  findQuote,
  addToLine,
  loadItems,
  setLineQty,
  touchQuote,
  type Quote,
  type QuoteItem,
} from './cart-store.ts'
import { activeCoupon, chosenShipping, goodsInclTaxCents, totalsFor } from './cart-totals.ts'
import type { Shopper } from './shopper.ts'

export interface CartCall {
  ctx: AppContext
  shopper: Shopper
  store: StoreView
}

/** Magento quote item as pull and update return it (contract §3). */
export interface CartItemResult {
  item_id: number
  sku: string
  qty: number
  name: string
  /** unit price incl. tax, as the contract's example carries it */
  price: number
  product_type: string
  quote_id: string
  product_option?: QuoteItem['productOption']
}

export interface CartItemInput {
  sku?: string
  qty?: unknown
  item_id?: number | string
  product_option?: { extension_attributes?: RequestedOptions }
}

const notFound = () => fail('not_found', MESSAGES.cartNotFound)

export async function openCart(
  call: CartCall,
  cartId: string | undefined,
  forUpdate = false,
): Promise<Result<Quote>> {
  if (!cartId) return notFound()
  const q = await findQuote(call.ctx.database.db, cartId, call.shopper, forUpdate)
  return q ? ok(q) : notFound()
}

function taxCountry(q: Quote, store: StoreView): Result<string> {
  const country = resolveTaxCountry(q.shippingAddress?.country_id, store.defaultCountry)
  return country ? ok(country) : fail('invalid', MSG_NO_TAX_COUNTRY)
}

async function pricedItems(call: CartCall, q: Quote, items: QuoteItem[]): Promise<Result<PricedLine[]>> {
  const country = taxCountry(q, call.store)
  if (!country.ok) return country
  const lines = await priceLines(
    call.ctx.database,
    items.map((i) => ({ ...i, qty: Number(i.qty) })),
    {
      storeId: call.store.storeId,
      groupId: call.shopper.groupId,
      customer: priceCustomerOf(call.shopper),
      country: country.value,
      now: call.ctx.now(),
    },
  )
  return ok(lines)
}

function itemResult(item: QuoteItem, priced: PricedLine | undefined, q: Quote): CartItemResult {
  const result: CartItemResult = {
    item_id: item.id,
    sku: item.sku,
    qty: Number(item.qty),
    name: priced?.name ?? item.sku,
    // the unit price incl. tax as the totals and the product page have it
    price: priced ? fromCents(priced.unitGrossCents) : 0,
    product_type: item.productType,
    quote_id: String(cartIdOf(q)),
  }
  if (item.productOption) result.product_option = item.productOption
  return result
}

export async function createCart(call: CartCall, guestCartId?: string): Promise<Result<string | number>> {
  // a customer has one active cart per store view; a guest cart sent along merges into it (decision 0064)
  if (call.shopper.customerId !== null) {
    const { customerId, purchaserId } = call.shopper
    return ok(await customerCart(call.ctx, customerId, call.store.storeId, guestCartId, purchaserId ?? null))
  }
  const q = await createQuote(call.ctx.database.db, call.store.storeId, call.shopper)
  return ok(cartIdOf(q))
}

export async function pullCart(call: CartCall, cartId?: string): Promise<Result<CartItemResult[]>> {
  const q = await openCart(call, cartId)
  if (!q.ok) return q
  const items = await loadItems(call.ctx.database.db, q.value.id)
  const priced = await pricedItems(call, q.value, items)
  if (!priced.ok) return priced
  return ok(items.map((item, i) => itemResult(item, priced.value[i], q.value)))
}

export async function checkStock(
  call: CartCall,
  tx: Db,
  productId: number,
  qty: number,
): Promise<Result<true>> {
  const settings = call.ctx.config.cart
  if (!settings.stockCheck && settings.allowOutOfStock) return ok(true)
  const [stock] = await tx.select().from(stockItem).where(eq(stockItem.productId, productId))
  return stockVerdict(call, stock, qty)
}

/** checkStock's rule for a stock row already read (add-lines reads all its lines' rows at once). */
export function stockVerdict(
  call: CartCall,
  stock: typeof stockItem.$inferSelect | undefined,
  qty: number,
): Result<true> {
  const settings = call.ctx.config.cart
  if (!stock || !stock.manageStock) return ok(true)
  if (!settings.allowOutOfStock && !stock.isInStock) return fail('invalid', MESSAGES.productOutOfStock)
  if (settings.stockCheck && stock.backorders === 0 && Number(stock.qty) < qty) {
    return fail('invalid', MESSAGES.cartQtyNotAvailable)
  }
  return ok(true)
}

class Rollback extends Error {
  constructor(readonly result: Result<never>) {
    super('rollback')
  }
}

/** Runs `work` in a transaction that is rolled back when it answers a failure. */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx)
      if (!result.ok) throw new Rollback(result)
      return result
    })
  } catch (error) {
    if (error instanceof Rollback) return error.result
    throw error
  }
}

/** Adds a product (no item_id) or sets a line's quantity (item_id); answers the resulting line. */
export async function updateCart(
  call: CartCall,
  cartId: string | undefined,
  input: CartItemInput | undefined,
): Promise<Result<CartItemResult>> {
  if (!input) return fail('invalid', MESSAGES.cartItemMissing)
  const qty = checkCartQty(input.qty ?? 1)
  if (!qty.ok) return fail('invalid', qty.message)
  const db = call.ctx.database.db
  const q = await openCart(call, cartId)
  if (!q.ok) return q
  let result: QuoteItem | null = null
  if (input.item_id !== undefined && input.item_id !== '') {
    const itemId = Number(input.item_id)
    const line = (await loadItems(db, q.value.id)).find((i) => i.id === itemId)
    if (!line) return fail('not_found', MESSAGES.cartItemNotFound)
    const stock = await checkStock(call, db, line.productId, qty.qty)
    if (!stock.ok) return stock
    result = await setLineQty(db, q.value.id, itemId, qty.qty)
    if (!result) return fail('not_found', MESSAGES.cartItemNotFound)
  } else {
    if (!input.sku) return fail('invalid', 'cartItem.sku is required to add a product')
    const lines = await resolveCartLines(db, input.sku, qty.qty, input.product_option?.extension_attributes)
    if (!lines.ok) return lines
    const addAll = async (d: Db): Promise<Result<QuoteItem>> => {
      let first: QuoteItem | null = null
      for (const line of lines.value) {
        if (call.ctx.config.cart.stockCheck || !call.ctx.config.cart.allowOutOfStock) {
          const existing = (await loadItems(d, q.value.id)).find((i) => i.lineKey === line.lineKey)
          const stock = await checkStock(
            call,
            d,
            line.productId,
            (existing ? Number(existing.qty) : 0) + line.qty,
          )
          if (!stock.ok) return stock
        }
        const saved = await addToLine(d, q.value.id, line, MAX_CART_LINE_QTY)
        if (!saved)
          return fail('invalid', fillMessage(CART_QTY_MESSAGES.tooMany, { quantity: MAX_CART_LINE_QTY }))
        first ??= saved
      }
      return ok(first!)
    }
    // one line is one statement; a grouped product's several lines go in together or not at all
    const added = lines.value.length === 1 ? await addAll(db) : await inTransaction(db, addAll)
    if (!added.ok) return added
    result = added.value
  }
  await touchQuote(db, q.value.id, { storeId: call.store.storeId })
  const priced = await pricedItems(call, q.value, [result!])
  if (!priced.ok) return priced
  return ok(itemResult(result!, priced.value[0], q.value))
}

export async function deleteCartItem(
  call: CartCall,
  cartId: string | undefined,
  input: CartItemInput | undefined,
) {
  if (!input) return fail('invalid', MESSAGES.cartItemMissing)
  const q = await openCart(call, cartId)
  if (!q.ok) return q
  const itemId = Number(input.item_id)
  let deleted = false
  if (Number.isSafeInteger(itemId) && itemId > 0)
    deleted = await deleteLine(call.ctx.database.db, q.value.id, itemId)
  else if (input.sku) {
    // without a server id the line is found by sku (contract §13 identity for plain items)
    const line = (await loadItems(call.ctx.database.db, q.value.id)).find((i) => i.sku === input.sku)
    if (line) deleted = await deleteLine(call.ctx.database.db, q.value.id, line.id)
  }
  if (!deleted) return fail('not_found', MESSAGES.cartItemNotFound)
  await touchQuote(call.ctx.database.db, q.value.id)
  return ok(true)
}

async function totalsOf(call: CartCall, q: Quote): Promise<Result<CartTotals>> {
  const items = await loadItems(call.ctx.database.db, q.id)
  const priced = await pricedItems(call, q, items)
  if (!priced.ok) return priced
  const settings = cartSettings(call.ctx.config)
  const shipping = chosenShipping(settings.shippingMethods, q, priced.value)
  const couponRule = await activeCoupon(
    call.ctx.database.db,
    q.couponCode,
    call.store.storeId,
    call.ctx.now(),
  )
  return ok(totalsFor(priced.value, call.store, shipping, couponRule))
}

export async function cartTotals(call: CartCall, cartId?: string): Promise<Result<CartTotals>> {
  const q = await openCart(call, cartId)
  return q.ok ? totalsOf(call, q.value) : q
}

/** The cart's priced lines and what they ask of the methods (decision 0080). */
async function cartNeeds(
  call: CartCall,
  q: Quote,
): Promise<{ virtualOnly: boolean; shape: CartShape; goodsInclTaxCents: number; limits: MethodLimits }> {
  const items = await loadItems(call.ctx.database.db, q.id)
  const priced = items.length ? await pricedItems(call, q, items) : ok([] as PricedLine[])
  const lines = priced.ok ? priced.value : []
  const virtualOnly = lines.length > 0 && lines.every((l) => l.isVirtual)
  return {
    virtualOnly,
    shape: await cartShape(call.ctx.database.db, lines, call.shopper),
    goodsInclTaxCents: goodsInclTaxCents(lines),
    // a trade customer's allowed methods (decision 0142)
    limits: await methodLimitsFor(call.ctx, call.shopper),
  }
}

export async function cartPaymentMethods(
  call: CartCall,
  cartId?: string,
): Promise<Result<PaymentMethodOffer[]>> {
  const q = await openCart(call, cartId)
  if (!q.ok) return q
  return ok(methodsFor(call, await cartNeeds(call, q.value)))
}

function methodsFor(call: CartCall, needs: { virtualOnly: boolean; shape: CartShape; limits: MethodLimits }) {
  return paymentMethodsFor(cartSettings(call.ctx.config).paymentMethods, {
    language: call.store.language,
    virtualOnly: needs.virtualOnly,
    business: needs.shape.business,
  }).filter((m) => isPaymentAllowed(m.code, needs.limits))
}

export async function cartShippingMethods(
  call: CartCall,
  cartId: string | undefined,
  address: { country_id?: string } | undefined,
): Promise<Result<ShippingMethodOffer[]>> {
  if (!address) return fail('invalid', MESSAGES.addressMissing)
  const q = await openCart(call, cartId)
  if (!q.ok) return q
  const country = resolveTaxCountry(address.country_id, call.store.defaultCountry)
  if (!country) return fail('invalid', MSG_NO_TAX_COUNTRY)
  const methods = cartSettings(call.ctx.config).shippingMethods
  const needs = await cartNeeds(call, q.value)
  return ok(
    shippingMethodsFor(
      methods,
      country,
      call.store.language,
      !needs.virtualOnly,
      needs.shape,
      needs.goodsInclTaxCents,
    ).filter((m) =>
      isShippingAllowed({ carrierCode: m.carrier_code, methodCode: m.method_code }, needs.limits),
    ),
  )
}

export interface ShippingInformation {
  shippingAddress?: CartAddress
  billingAddress?: CartAddress
  shippingCarrierCode?: string
  shippingMethodCode?: string
}

export async function saveShippingInformation(
  call: CartCall,
  cartId: string | undefined,
  info: ShippingInformation | undefined,
) {
  if (!info) return fail('invalid', MESSAGES.addressInformationMissing)
  const q = await openCart(call, cartId)
  if (!q.ok) return q
  const chosen = await chooseShipping(call, info.shippingCarrierCode, info.shippingMethodCode)
  if (!chosen.ok) return chosen
  await touchQuote(call.ctx.database.db, q.value.id, {
    shippingAddress: info.shippingAddress ?? q.value.shippingAddress,
    billingAddress: info.billingAddress ?? q.value.billingAddress,
    shippingCarrierCode: info.shippingCarrierCode ?? q.value.shippingCarrierCode,
    shippingMethodCode: info.shippingMethodCode ?? q.value.shippingMethodCode,
  })
  const updated = await openCart(call, cartId)
  if (!updated.ok) return updated
  const totals = await totalsOf(call, updated.value)
  if (!totals.ok) return totals
  return ok({
    payment_methods: methodsFor(call, await cartNeeds(call, updated.value)),
    totals: totals.value,
  })
}

async function chooseShipping(call: CartCall, carrier?: string, method?: string): Promise<Result<true>> {
  if (!carrier && !method) return ok(true)
  const methods = cartSettings(call.ctx.config).shippingMethods
  const known = methods.some((m) => m.enabled && m.carrierCode === carrier && m.methodCode === method)
  return known
    ? ok(true)
    : fail(
        'invalid',
        fillMessage(MESSAGES.shippingMethodUnknown, { carrier: carrier ?? '', method: method ?? '' }),
      )
}

export interface CollectTotalsMethods {
  paymentMethod?: { method?: string }
  shippingCarrierCode?: string
  shippingMethodCode?: string
}

export async function collectTotals(
  call: CartCall,
  cartId: string | undefined,
  methods: CollectTotalsMethods | undefined,
) {
  if (!methods) return fail('invalid', MESSAGES.methodsMissing)
  const q = await openCart(call, cartId)
  if (!q.ok) return q
  const chosen = await chooseShipping(call, methods.shippingCarrierCode, methods.shippingMethodCode)
  if (!chosen.ok) return chosen
  const payment = methods.paymentMethod?.method
  if (payment && !methodsFor(call, await cartNeeds(call, q.value)).some((m) => m.code === payment))
    return fail('invalid', MESSAGES.paymentMethodUnknown)
  await touchQuote(call.ctx.database.db, q.value.id, {
    paymentMethod: payment ?? q.value.paymentMethod,
    shippingCarrierCode: methods.shippingCarrierCode ?? q.value.shippingCarrierCode,
    shippingMethodCode: methods.shippingMethodCode ?? q.value.shippingMethodCode,
  })
  const updated = await openCart(call, cartId)
  return updated.ok ? totalsOf(call, updated.value) : updated
}

export async function cartUpdatedAt(
  call: CartCall,
  cartId?: string,
): Promise<Result<{ cart_id: string; updated_at: string }>> {
  const q = await openCart(call, cartId)
  if (!q.ok) return q
  return ok({ cart_id: String(cartIdOf(q.value)), updated_at: q.value.updatedAt.toISOString() })
}
