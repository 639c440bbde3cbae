/**
 * Record (in the order's transaction): the order with its addresses and lines, the cart closed, and
 * the placement mail claimed. The transaction's rollback is its undo. The order keeps its extras
 * (decision 0143): the PO number, the extras themselves, a line's comment and delivery date, and a
 * dropshipment's address as its shipping address (the billing address stays the dealer's).
 */
import { recordPurchaserAction } from '../purchaser/audit.ts'
import { eq } from 'drizzle-orm'
import { fromCents } from '@shop/commerce'
import { quote } from '../db/schema/index.ts'
import { ok } from '../result.ts'
import type { OrderAddress } from './order-schemas.ts'
import { insertOrder, newOrderToken } from './order-store.ts'
import { claimPlacementMail } from './order-mail.ts'
import { lineExtrasOf, poNumberOf, shippingDestination, storedExtras } from './order-extras.ts'
import type { PlacementStep } from './place-order-steps.ts'
import { done, type Placement } from './placement.ts'

const addressRow = (type: 'billing' | 'shipping', a: OrderAddress) => ({
  addressType: type,
  firstname: a.firstname.trim(),
  lastname: a.lastname.trim(),
  company: a.company?.trim() || null,
  street: a.street.map((s) => s.trim()).filter(Boolean),
  postcode: a.postcode.trim(),
  city: a.city.trim(),
  countryId: a.country_id,
  region: a.region || null,
  telephone: a.telephone || null,
  email: a.email || null,
  vatId: a.vat_id?.trim() || null,
})

const money = (cents: number) => fromCents(cents).toFixed(2)

export const record: PlacementStep<Placement> = {
  name: 'record',
  undo: 'rollback',
  async run(p) {
    const { ctx, store, knownQuote } = p
    const tx = done(p.tx, 'transaction')
    const { lines, totals, payment, shipping, virtualOnly } = done(p.priced, 're-price')
    const info = p.body.addressInformation
    const placed = done(p.extras, 'check extras')
    const poNumber = poNumberOf(placed, payment.code, info.payment_method_additional)
    const shipTo = shippingDestination(p)
    const order = await insertOrder(
      tx,
      {
        orderToken: newOrderToken(),
        status: 'pending',
        state: 'new',
        storeId: store.storeId,
        quoteId: knownQuote?.id ?? null,
        customerId: p.shopper.customerId,
        // the purchaser who placed it for the customer, in either mode (issue 17)
        purchaserId: p.shopper.actingPurchaserId ?? null,
        customerEmail: p.email,
        idempotencyKey: p.idempotencyKey,
        currency: store.currency,
        subtotal: String(totals.subtotal),
        subtotalInclTax: String(totals.subtotal_incl_tax),
        shippingAmount: String(totals.shipping_amount),
        shippingInclTax: String(totals.shipping_incl_tax),
        discountAmount: String(totals.discount_amount),
        taxAmount: String(totals.tax_amount),
        grandTotal: String(totals.grand_total),
        totalSegments: totals.total_segments.map(({ code, title, value }) => ({ code, title, value })),
        couponCode: totals.coupon_code ?? null,
        paymentMethod: payment.code,
        paymentAdditional: info.payment_method_additional ?? null,
        shippingCarrierCode: shipping?.carrierCode ?? null,
        shippingMethodCode: shipping?.methodCode ?? null,
        shippingDescription: totals.total_segments.find((s) => s.code === 'shipping')?.title ?? null,
        poNumber,
        extras: storedExtras(placed.extras, poNumber, lines),
        // what a cancel of the unpaid order gives back (decision 0024)
        reservedStock: done(p.stock, 'reserve').taken,
        testMode: ctx.config.payment.testMode,
      },
      [
        addressRow('billing', info.billingAddress),
        ...(shipTo && !virtualOnly ? [addressRow('shipping', shipTo)] : []),
      ],
      lines.map((l, i) => {
        const item = totals.items[i]!
        const own = lineExtrasOf(placed.extras, l)
        return {
          productId: l.productId,
          sku: l.sku,
          parentSku: l.parentSku,
          name: l.name,
          productType: l.productType,
          qty: String(l.qty),
          price: money(l.unitNetCents),
          priceInclTax: money(l.unitGrossCents),
          rowTotal: String(item.row_total),
          rowTotalInclTax: String(item.row_total_incl_tax),
          taxAmount: String(item.tax_amount),
          taxPercent: String(l.taxPercent),
          discountAmount: String(item.discount_amount),
          productOption: l.productOption,
          options: l.options,
          comment: own?.comment || null,
          deliveryDate: own?.delivery_date || null,
        }
      }),
    )
    if (knownQuote) await tx.update(quote).set({ isActive: false }).where(eq(quote.id, knownQuote.id))
    if (p.shopper.customerId !== null && p.shopper.actingPurchaserId)
      await recordPurchaserAction(tx, {
        purchaserId: p.shopper.actingPurchaserId,
        customerId: p.shopper.customerId,
        action: 'order_placed',
        details: {
          order: order.incrementId,
          grandTotal: totals.grand_total,
          apartCart: !!p.shopper.purchaserId,
        },
      })
    p.order = order
    // online payments are confirmed when paid (decision 0081)
    p.mail = await claimPlacementMail(tx, order, ctx.now())
    return ok(order)
  },
}
