/**
 * An order taken by phone or at the counter (issue 18): staff enter it for a customer, priced at
 * that customer's back-office prices (`pricesFor`), taxed by the shop's rules for the customer's
 * shipping country. It joins the order book like a shop order, without a shop order number.
 */
import { eq, or } from 'drizzle-orm'
import type { LifeContext } from './life-context.ts'
import { backOfficeOf } from '../backoffice/back-office-factory.ts'
import type { TradeAddress } from '../backoffice/back-office.ts'
import { backofficeOrder, customer } from '../db/schema/index.ts'
import type { BackofficeAddress } from '../db/schema/backoffice.ts'
import { fail, ok, type Result } from '../result.ts'
import { writeOrderLines } from './handover-lines.ts'
import { priceLines } from './priced-lines.ts'
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
  const trade = await backOfficeOf(ctx).customer(buyer.id)
  const billing = address(trade?.addresses.find((a) => a.defaultBilling) ?? trade?.addresses[0])
  const shipping = address(trade?.addresses.find((a) => a.defaultShipping)) ?? billing
  const priced = await priceLines(ctx, buyer, shipping?.countryId ?? 'NL', input.lines, input.now)
  if (!priced.ok) return priced
  const lines = priced.value
  const language = buyer.storeId === 3 ? 'de' : 'nl'
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
        // the counter's words in the customer's language (the order page and mails show it)
        shippingDescription:
          input.source === 'counter'
            ? language === 'de'
              ? 'Abholung an der Theke'
              : 'Afhalen aan de balie'
            : null,
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
