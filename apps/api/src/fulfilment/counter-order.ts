/**
 * An order taken by phone or at the counter (issue 18): staff enter it for a customer, priced at
 * that customer's back-office prices (`pricesFor`), taxed by the shop's rules for the customer's
 * shipping country. It joins the order book like a shop order, without a shop order number.
 */
import { and, eq, inArray, or } from 'drizzle-orm'
import type { LifeContext } from './life-context.ts'
import { backOfficeOf } from '../backoffice/back-office-factory.ts'
import type { TradeAddress } from '../backoffice/back-office.ts'
import { backofficeOrder, customer, product, productStore } from '../db/schema/index.ts'
import type { BackofficeAddress } from '../db/schema/backoffice.ts'
import { loadPriceContext, taxRateFor } from '../pricing/price-context.ts'
import { fail, ok, type Result } from '../result.ts'
import { writeOrderLines } from './handover-lines.ts'
import { inTransaction } from './transaction.ts'

export interface CounterOrderInput {
  /** the shop customer id, or the customer's back-office id (e.g. D10001) */
  customer: string
  source: 'phone' | 'counter'
  lines: { sku: string; qty: number; comment?: string | null }[]
  poNumber?: string | null
  reference?: string | null
  comment?: string | null
  placedAt?: Date
  now: Date
}

const address = (a: TradeAddress | undefined): BackofficeAddress | null =>
  a
    ? {
        firstname: a.firstname,
        lastname: a.lastname,
        company: a.company,
        street: a.street,
        postcode: a.postcode,
        city: a.city,
        countryId: a.countryId,
        telephone: a.telephone,
        vatId: a.vatId,
      }
    : null

const cents = (n: number) => Math.round(n * 100) / 100

export async function createCounterOrder(ctx: LifeContext, input: CounterOrderInput) {
  const db = ctx.database.db
  const key = input.customer.trim()
  const [buyer] = await db
    .select({ id: customer.id, groupId: customer.groupId, storeId: customer.storeId })
    .from(customer)
    .where(
      /^\d+$/.test(key)
        ? or(eq(customer.id, Number(key)), eq(customer.backofficeId, key))
        : eq(customer.backofficeId, key),
    )
    .limit(1)
  if (!buyer) return fail('not_found', `customerId: no customer ${key}`)
  if (input.lines.length === 0) return fail('invalid', 'lines: name at least one sku and quantity')
  for (const l of input.lines)
    if (!Number.isInteger(l.qty) || l.qty < 1)
      return fail('invalid', `lines: the quantity of ${l.sku} must be 1 or more`)
  const skus = [...new Set(input.lines.map((l) => l.sku))]
  const backOffice = backOfficeOf(ctx)
  const qtys = Object.fromEntries(input.lines.map((l) => [l.sku, l.qty]))
  const [prices, trade, products] = await Promise.all([
    backOffice.pricesFor({ customerId: buyer.id, skus, qtys }),
    backOffice.customer(buyer.id),
    db
      .select({
        sku: product.sku,
        taxClassId: product.taxClassId,
        name: productStore.name,
        storeId: productStore.storeId,
      })
      .from(product)
      .innerJoin(productStore, eq(productStore.productId, product.id))
      .where(and(inArray(product.sku, skus), inArray(productStore.storeId, [1, buyer.storeId]))),
  ])
  const missing = skus.find((s) => !prices[s] || !products.some((p) => p.sku === s))
  if (missing) return fail('invalid', `lines: no product ${missing} to sell`)
  const billing = address(trade?.addresses.find((a) => a.defaultBilling) ?? trade?.addresses[0])
  const shipping = address(trade?.addresses.find((a) => a.defaultShipping)) ?? billing
  const country = shipping?.countryId ?? 'NL'
  const taxContext = await loadPriceContext(ctx.database, { country, groupId: buyer.groupId, now: input.now })
  const language = buyer.storeId === 3 ? 'de' : 'nl'
  const lines = input.lines.map((l) => {
    const p =
      products.find((x) => x.sku === l.sku && x.storeId === buyer.storeId) ??
      products.find((x) => x.sku === l.sku)!
    const unitPrice = prices[l.sku]!.display_amount
    const taxPercent = taxRateFor(taxContext, p.taxClassId)?.rate ?? 0
    return {
      sku: l.sku,
      qty: l.qty,
      name: p.name,
      unitPrice,
      taxPercent,
      rowTotal: cents(unitPrice * l.qty),
      comment: l.comment ?? null,
    }
  })
  const grandTotal = cents(lines.reduce((n, l) => n + l.rowTotal * (1 + l.taxPercent / 100), 0))
  return inTransaction(ctx.database.db, async (tx): Promise<Result<{ orderId: string }>> => {
    const [row] = await tx
      .insert(backofficeOrder)
      .values({
        shopOrderNumber: null,
        source: input.source,
        customerId: buyer.id,
        status: 'processing',
        fulfilment: 'confirmed',
        placedAt: input.placedAt ?? input.now,
        language,
        billingAddress: billing,
        shippingAddress: shipping,
        shippingDescription: input.source === 'counter' ? 'Afhalen aan de balie' : null,
        grandTotal: String(grandTotal),
        currency: 'EUR',
        lines: lines.map((l) => ({ sku: l.sku, qty: l.qty, rowTotal: l.rowTotal, comment: l.comment })),
        extras: {
          ...(input.poNumber ? { po_number: input.poNumber } : {}),
          ...(input.reference ? { reference: input.reference } : {}),
          ...(input.comment ? { comment: input.comment } : {}),
        },
        receivedAt: input.now,
        updatedAt: input.now,
      })
      .returning({ id: backofficeOrder.id, number: backofficeOrder.backofficeNumber })
    await writeOrderLines(tx, row!.id, lines)
    return ok({ orderId: row!.number })
  })
}
