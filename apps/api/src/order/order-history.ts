/**
 * GET /api/user/order-history (contract §2): the customer's own orders, newest first, in
 * Magento's order search-result shape. Money columns are numeric strings in the database and
 * numbers on the wire.
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { AppContext } from '../context.ts'
import { salesOrder, salesOrderAddress, salesOrderItem } from '../db/schema/index.ts'
import { magentoDate } from '../user/customer-view.ts'
import { lineExtrasAttributes, orderExtrasAttributes } from './order-extras-view.ts'
import { lineDiscountAttributes } from './order-line-discount-view.ts'

type OrderAddress = typeof salesOrderAddress.$inferSelect

const num = (value: string | null) => (value === null ? null : Number(value))

function addressView(a: OrderAddress) {
  return {
    address_type: a.addressType,
    firstname: a.firstname,
    lastname: a.lastname,
    ...(a.company ? { company: a.company } : {}),
    street: a.street,
    city: a.city,
    postcode: a.postcode,
    country_id: a.countryId,
    ...(a.region ? { region: a.region } : {}),
    ...(a.telephone ? { telephone: a.telephone } : {}),
    ...(a.email ? { email: a.email } : {}),
    ...(a.vatId ? { vat_id: a.vatId } : {}),
  }
}

export async function orderHistory(
  ctx: AppContext,
  customerId: number,
  page: { pageSize: number; currentPage: number },
) {
  const db = ctx.database.db
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(salesOrder)
    .where(eq(salesOrder.customerId, customerId))
  const orders = await db
    .select()
    .from(salesOrder)
    .where(eq(salesOrder.customerId, customerId))
    .orderBy(desc(salesOrder.id))
    .limit(page.pageSize)
    .offset((page.currentPage - 1) * page.pageSize)
  const ids = orders.map((o) => o.id)
  const [items, addresses] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(salesOrderItem)
          .where(inArray(salesOrderItem.orderId, ids))
          .orderBy(asc(salesOrderItem.id)),
        db.select().from(salesOrderAddress).where(inArray(salesOrderAddress.orderId, ids)),
      ])
    : [[], []]
  return {
    items: orders.map((o) => {
      const lines = items.filter((i) => i.orderId === o.id)
      const billing = addresses.find((a) => a.orderId === o.id && a.addressType === 'billing')
      const shipping = addresses.find((a) => a.orderId === o.id && a.addressType === 'shipping')
      return {
        entity_id: o.id,
        increment_id: o.incrementId,
        created_at: magentoDate(o.createdAt),
        updated_at: magentoDate(o.updatedAt),
        status: o.status,
        state: o.state,
        store_id: o.storeId,
        grand_total: num(o.grandTotal),
        subtotal: num(o.subtotal),
        subtotal_incl_tax: num(o.subtotalInclTax),
        shipping_amount: num(o.shippingAmount),
        shipping_incl_tax: num(o.shippingInclTax),
        discount_amount: num(o.discountAmount),
        tax_amount: num(o.taxAmount),
        ...(o.couponCode ? { coupon_code: o.couponCode } : {}),
        order_currency_code: o.currency,
        customer_email: o.customerEmail,
        customer_id: o.customerId,
        total_qty_ordered: lines.reduce((sum, l) => sum + Number(l.qty), 0),
        items: lines.map((l) => ({
          item_id: l.id,
          sku: l.sku,
          name: l.name,
          qty_ordered: Number(l.qty),
          price: num(l.price),
          price_incl_tax: num(l.priceInclTax),
          row_total: num(l.rowTotal),
          row_total_incl_tax: num(l.rowTotalInclTax),
          tax_amount: num(l.taxAmount),
          tax_percent: num(l.taxPercent),
          discount_amount: num(l.discountAmount),
          product_type: l.productType,
          product_id: l.productId,
          ...(l.parentSku ? { parent_sku: l.parentSku } : {}),
          ...(l.productOption ? { product_option: l.productOption } : {}),
          // labels of the chosen options: the account's order page and a reorder show them
          ...(l.options?.length ? { options: l.options } : {}),
          // a wholesale line's comment and delivery date (decision 0143)
          ...lineExtrasAttributes(l),
          // a purchaser's line discount, never an internal comment (decision 0158)
          ...lineDiscountAttributes(l),
        })),
        ...(billing ? { billing_address: addressView(billing) } : {}),
        payment: { method: o.paymentMethod, additional_information: [] as string[] },
        extension_attributes: {
          ...orderExtrasAttributes(o),
          shipping_assignments: shipping
            ? [
                {
                  shipping: {
                    address: addressView(shipping),
                    method:
                      o.shippingCarrierCode && o.shippingMethodCode
                        ? `${o.shippingCarrierCode}_${o.shippingMethodCode}`
                        : null,
                  },
                },
              ]
            : [],
        },
      }
    }),
    search_criteria: {
      filter_groups: [
        { filters: [{ field: 'customer_id', value: String(customerId), condition_type: 'eq' }] },
      ],
      sort_orders: [{ field: 'entity_id', direction: 'desc' }],
      page_size: page.pageSize,
      current_page: page.currentPage,
    },
    total_count: count?.n ?? 0,
  }
}
