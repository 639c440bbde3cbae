/**
 * The price and stock calls of spec 001 §7, for the caller's own prices: getOculusPrices,
 * getSupplierStock and refreshOculusCartPrices. The back office computes every price (its
 * agreements and cache sit behind `pricesFor`); these calls only ask it for the caller.
 */
import { MESSAGES } from '@shop/commerce'
import type { z } from 'zod'
import type { SkuPrice } from '../backoffice/back-office.ts'
import { backOfficeOf } from '../backoffice/back-office-factory.ts'
import { loadItems } from '../cart/cart-store.ts'
import { fail, ok, type Result } from '../result.ts'
import { checkNamedCustomer, namedCart, type OculusCaller } from './oculus-caller.ts'
import { qtyList, skuList } from './schemas.ts'

/** The spec sends skus and qtys "as JSON strings"; an array or object is taken as it is. */
function fromJson<T>(field: string, value: unknown, schema: z.ZodType<T>): Result<T> {
  let given = value
  if (typeof value === 'string') {
    try {
      given = JSON.parse(value)
    } catch {
      return fail('invalid', `Invalid body.${field}: not JSON`)
    }
  }
  const parsed = schema.safeParse(given)
  if (parsed.success) return ok(parsed.data)
  const issue = parsed.error.issues[0]!
  const path = issue.path.length ? '.' + issue.path.join('.') : ''
  return fail('invalid', `Invalid body.${field}${path}: ${issue.message}`)
}

export interface PricesBody {
  skus: unknown
  qtys?: unknown
  customer_id?: string | number | null
}

export async function oculusPrices(
  caller: OculusCaller,
  body: PricesBody,
): Promise<Result<Record<string, SkuPrice>>> {
  const own = await checkNamedCustomer(caller, 'customer_id', body.customer_id)
  if (!own.ok) return own
  const skus = fromJson('skus', body.skus, skuList)
  if (!skus.ok) return skus
  const qtys = body.qtys === undefined || body.qtys === '' ? ok({}) : fromJson('qtys', body.qtys, qtyList)
  if (!qtys.ok) return qtys
  return ok(
    await backOfficeOf(caller.ctx).pricesFor({
      customerId: caller.customerId,
      skus: skus.value,
      qtys: qtys.value,
    }),
  )
}

export async function supplierStock(
  caller: OculusCaller,
  body: { skus: unknown },
): Promise<Result<Record<string, { qty: number; delivery_days: number }>>> {
  const skus = fromJson('skus', body.skus, skuList)
  if (!skus.ok) return skus
  const stock = await backOfficeOf(caller.ctx).supplierStock(skus.value)
  return ok(
    Object.fromEntries(
      Object.entries(stock).map(([sku, s]) => [sku, { qty: s.qty, delivery_days: s.deliveryDays }]),
    ),
  )
}

export interface CartLinePrice {
  item_id: number
  sku: string
  qty: number
  /** the customer's net unit price excl. tax at the line's quantity; null when the back office has none */
  price: number | null
  row_total: number | null
  tier_prices: { qty: number; value: number }[]
  stock: number | null
  binnenkortdatum: string | null
}

const round2 = (n: number) => Math.round(n * 100) / 100

export async function refreshCartPrices(
  caller: OculusCaller,
  body: { cart_id: string | number; customer_id?: string | number | null },
): Promise<Result<CartLinePrice[]>> {
  const own = await checkNamedCustomer(caller, 'customer_id', body.customer_id)
  if (!own.ok) return own
  const cart = await namedCart(caller, 'cart_id', body.cart_id)
  if (!cart.ok) return cart
  if (!cart.value.isActive) return fail('not_found', MESSAGES.cartNotFound)
  const items = await loadItems(caller.ctx.database.db, cart.value.id)
  // a sku on several lines (other options) is priced at the quantity of all of them, as a tier counts
  const qtys: Record<string, number> = {}
  for (const item of items) qtys[item.sku] = (qtys[item.sku] ?? 0) + Number(item.qty)
  const prices = await backOfficeOf(caller.ctx).pricesFor({
    customerId: cart.value.customerId,
    skus: Object.keys(qtys),
    qtys,
  })
  return ok(
    items.map((item) => {
      const p = prices[item.sku]
      const qty = Number(item.qty)
      return {
        item_id: item.id,
        sku: item.sku,
        qty,
        price: p ? p.display_amount : null,
        row_total: p ? round2(p.display_amount * qty) : null,
        tier_prices: p?.tier_prices ?? [],
        stock: p ? p.stock : null,
        binnenkortdatum: p?.binnenkortdatum ?? null,
      }
    }),
  )
}
