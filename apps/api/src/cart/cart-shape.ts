/**
 * What a cart asks of shipping and payment methods (decision 0080): the size class of each
 * shipped line, from the weight of the product (a bundle: its heaviest member), and whether a
 * business customer buys. Guests and consumers are not business customers; a trade customer (one
 * the back office knows, `backoffice_id` set) is one (decision 0142: they may order on account).
 */
import { eq, inArray } from 'drizzle-orm'
import { isBusinessCustomer, sizeClassOf, type CartShape, type SizeClass } from '@shop/commerce'
import type { Db } from '../db/client.ts'
import { customer, product } from '../db/schema/index.ts'
import type { PricedLine } from './cart-pricing.ts'
import type { Shopper } from './shopper.ts'

export async function isBusinessShopper(db: Db, shopper: Shopper): Promise<boolean> {
  if (shopper.customerId === null) return false
  const [row] = await db
    .select({ groupId: customer.groupId, flags: customer.flags, backofficeId: customer.backofficeId })
    .from(customer)
    .where(eq(customer.id, shopper.customerId))
  return row ? row.backofficeId !== null || isBusinessCustomer(row.groupId, row.flags) : false
}

export async function lineClasses(db: Db, lines: readonly PricedLine[]): Promise<SizeClass[]> {
  const shipped = lines.filter((l) => !l.isVirtual)
  const ids = [...new Set(shipped.flatMap((l) => [l.productId, ...l.stockPerUnit.map((s) => s.productId)]))]
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: product.id, weight: product.weight })
    .from(product)
    .where(inArray(product.id, ids))
  const kg = new Map(rows.map((r) => [r.id, r.weight === null ? null : Number(r.weight)]))
  return shipped.map((l) => {
    const members = l.stockPerUnit.map((s) => kg.get(s.productId) ?? null)
    const own = kg.get(l.productId) ?? null
    // a bundle's own weight is often empty: its heaviest member decides
    const heaviest = Math.max(own ?? 0, ...members.map((w) => w ?? 0))
    return sizeClassOf(heaviest > 0 ? heaviest : null)
  })
}

export async function cartShape(db: Db, lines: readonly PricedLine[], shopper: Shopper): Promise<CartShape> {
  const [classes, business] = await Promise.all([lineClasses(db, lines), isBusinessShopper(db, shopper)])
  return { classes, business }
}
