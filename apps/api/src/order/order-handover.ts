/**
 * Hand over (the last step in the order's transaction): the placed order goes to the back office
 * (decision 0126), which keeps its own number beside the shop's. The built-in writes in the
 * transaction; an adapter that calls out is given its handover back by the explicit undo.
 */
import type { Placement } from './placement.ts'
import { done } from './placement.ts'
import type { PlacementStep } from './place-order-steps.ts'
import { backOfficeOf } from '../backoffice/back-office-factory.ts'
import { lineExtrasOf } from './order-extras.ts'
import { netUnitPrice, orderAddressesOf } from '../fulfilment/handover-lines.ts'

export const handOver: PlacementStep<Placement> = {
  name: 'hand over',
  async run(p) {
    const order = done(p.order, 'record')
    const { lines, totals, lineDiscounts } = done(p.priced, 're-price')
    const tx = done(p.tx, 'transaction')
    const addresses = await orderAddressesOf(tx, order.id)
    const handed = await backOfficeOf(p.ctx).submitOrder(
      {
        orderNumber: order.incrementId,
        customerId: order.customerId,
        status: order.status,
        currency: order.currency,
        grandTotal: totals.grand_total,
        lines: lines.map((l, i) => {
          const own = lineExtrasOf(order.extras, l)
          const discount = lineDiscounts?.[i]
          const item = totals.items[i]!
          return {
            sku: l.sku,
            qty: l.qty,
            rowTotal: item.row_total,
            name: l.name,
            // net after the line's discount (issue 18): what the invoice charges per piece
            unitPrice: netUnitPrice(item.row_total, item.discount_amount, l.qty),
            taxPercent: item.tax_percent,
            ...(own?.comment ? { comment: own.comment } : {}),
            ...(own?.delivery_date ? { deliveryDate: own.delivery_date } : {}),
            // the back office (staff) reads the purchaser's discount whole (decision 0158)
            ...(discount
              ? {
                  discountPercent: discount.discountPercent,
                  discountAmount: totals.items[i]!.discount_amount,
                  discountComment: discount.discountComment,
                  discountType: discount.discountType,
                }
              : {}),
          }
        }),
        // as the order keeps them: the PO number, lines only for skus it holds (decision 0143)
        extras: order.extras,
        placedAt: order.createdAt,
        language: p.store.language === 'de' ? 'de' : 'nl',
        billingAddress: addresses.billing,
        shippingAddress: addresses.shipping,
        shippingDescription: order.shippingDescription,
      },
      { db: tx },
    )
    if (handed.ok) p.handover = handed.value
    return handed
  },
  // a handover written in the order's transaction goes with its rollback; one that left the shop
  // is withdrawn (after a database error the transaction can take no more statements)
  async undo(p) {
    const backOffice = backOfficeOf(p.ctx)
    if (p.handover && !backOffice.handoverInScope) {
      await backOffice.withdrawOrder(p.handover.orderNumber, { db: p.ctx.database.db })
    }
  },
}
