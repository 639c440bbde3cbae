/**
 * Back-office orders, shipments and returns made straight in the database for the invoice tests
 * (issue 18): the invoice module reads them, the fulfilment and return modules (helpers A and C)
 * write them in the shop.
 */
import { eq } from 'drizzle-orm'
import { backofficeOrder, type BackofficeAddress } from '../../src/db/schema/backoffice.ts'
import { backofficeOrderLine, backofficeShipment } from '../../src/db/schema/order-life.ts'
import { backofficeReturn, backofficeReturnLine } from '../../src/db/schema/after-sales.ts'
import { customer } from '../../src/db/schema/customer.ts'
import type { Db } from '../../src/db/client.ts'

export interface FixtureLine {
  sku: string
  name: string
  qty: number
  unitPrice: number
  taxPercent: number
}

export const NL_BILLING: BackofficeAddress = {
  firstname: 'Piet',
  lastname: 'Jansen',
  company: 'Rijwielhandel Jansen',
  street: ['Dorpsstraat 1'],
  postcode: '3811 AB',
  city: 'Amersfoort',
  countryId: 'NL',
  vatId: 'NL853211904B01',
}

export const DE_BILLING: BackofficeAddress = {
  firstname: 'Klaus',
  lastname: 'Becker',
  company: 'Radhaus Becker GmbH',
  street: ['Hauptstraße 5'],
  postcode: '47533',
  city: 'Kleve',
  countryId: 'DE',
  vatId: 'DE123456789',
}

export const standardLines = (): FixtureLine[] => [
  {
    sku: 'BAND-28-MARATHON',
    name: 'Buitenband Schwalbe Marathon 28"',
    qty: 5,
    unitPrice: 21.95,
    taxPercent: 21,
  },
  { sku: 'BEL-CLASSIC', name: 'Fietsbel klassiek', qty: 3, unitPrice: 4.1234, taxPercent: 21 },
  {
    sku: 'BOEK-FIETSROUTES',
    name: 'Fietsroutes van Nederland (boek)',
    qty: 2,
    unitPrice: 12.5,
    taxPercent: 9,
  },
]

/** An order of `customerId` with its lines, all shipped in one shipment (and delivered if asked). */
export async function shippedOrder(
  db: Db,
  customerId: number,
  opts: {
    lines?: FixtureLine[]
    billing?: BackofficeAddress
    language?: 'nl' | 'de'
    delivered?: boolean
  } = {},
) {
  const lines = opts.lines ?? standardLines()
  const grand = lines.reduce((s, l) => s + l.qty * l.unitPrice * (1 + l.taxPercent / 100), 0)
  const [order] = await db
    .insert(backofficeOrder)
    .values({
      source: 'phone',
      fulfilment: opts.delivered ? 'delivered' : 'shipped',
      language: opts.language ?? 'nl',
      billingAddress: opts.billing ?? NL_BILLING,
      shippingAddress: opts.billing ?? NL_BILLING,
      customerId,
      status: 'processing',
      grandTotal: grand.toFixed(4),
      currency: 'EUR',
      lines: lines.map((l) => ({ sku: l.sku, qty: l.qty, rowTotal: l.qty * l.unitPrice })),
      extras: { po_number: 'PO-4711' },
    })
    .returning()
  const rows = await db
    .insert(backofficeOrderLine)
    .values(
      lines.map((l, i) => ({
        orderId: order!.id,
        lineNo: i + 1,
        sku: l.sku,
        name: l.name,
        qtyOrdered: l.qty,
        qtyShipped: l.qty,
        qtyDelivered: opts.delivered ? l.qty : 0,
        unitPrice: l.unitPrice.toFixed(4),
        taxPercent: l.taxPercent.toFixed(4),
      })),
    )
    .returning()
  const [shipment] = await db
    .insert(backofficeShipment)
    .values({
      orderId: order!.id,
      lines: rows.map((r) => ({ lineId: r.id, sku: r.sku, qty: r.qtyShipped })),
      carrier: 'PostNL',
      deliveredAt: opts.delivered ? new Date() : null,
    })
    .returning()
  return { order: order!, lines: rows, shipment: shipment! }
}

/** A return of (line, qty) pairs of a delivered order. */
export async function returnOf(
  db: Db,
  order: { id: number; customerId: number | null },
  items: { lineId: number; sku: string; qty: number }[],
  language: 'nl' | 'de' = 'nl',
) {
  const [ret] = await db
    .insert(backofficeReturn)
    .values({
      type: 'return',
      customerId: order.customerId!,
      orderId: order.id,
      status: 'approved',
      reason: 'wrong',
      language,
    })
    .returning()
  await db
    .insert(backofficeReturnLine)
    .values(items.map((i) => ({ returnId: ret!.id, orderLineId: i.lineId, sku: i.sku, qty: i.qty })))
  for (const i of items)
    await db
      .update(backofficeOrderLine)
      .set({ qtyReturned: i.qty })
      .where(eq(backofficeOrderLine.id, i.lineId))
  return ret!
}

export async function makeTrade(
  db: Db,
  customerId: number,
  backofficeId: string,
  vatId: string | null = null,
) {
  await db
    .update(customer)
    .set({ backofficeId, company: 'Testfietsen B.V.', vatId })
    .where(eq(customer.id, customerId))
}
