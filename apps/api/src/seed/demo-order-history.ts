/**
 * A year of order history for the demo dealers (issue 18, decision 0171): 30 to 60 back-office
 * orders each from the shop, by phone, at the counter and automatic; most shipped, delivered and
 * invoiced, several partly shipped with open backorders and an expected date, a few recent ones
 * still confirmed. Deterministic: a seeded random per dealer and dates counted back from `now`.
 * Written with bulk inserts (a few hundred statements in all); running it again changes nothing.
 * The demo's shop order numbers start with 8 (800000001…), far from the shop's own sequence.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { fulfilmentOf } from '@shop/commerce'
import type { Db } from '../db/client.ts'
import {
  backofficeOrder,
  backofficeOrderLine,
  backofficeShipment,
  customer,
  customerAddress,
  product,
  productStore,
} from '../db/schema/index.ts'
import type { BackofficeAddress } from '../db/schema/backoffice.ts'
import type { ShipmentLine } from '../db/schema/order-life.ts'
import { Random } from './random.ts'
import { issueShipmentInvoice } from '../invoice/issue-invoice.ts'
import { DEALERS } from './trade-customer-data.ts'
import { TAX_CLASS_LOW } from './stores-and-tax.ts'

const DAY = 86_400_000
const CARRIERS = [
  ['PostNL', (t: string) => `https://jouw.postnl.nl/track-and-trace/${t}`],
  ['DHL', (t: string) => `https://www.dhl.com/nl-nl/home/tracking.html?tracking-id=${t}`],
  ['DPD', (t: string) => `https://tracking.dpd.de/parcelstatus?query=${t}`],
] as const

/**
 * Which shipments the seed invoices (a PDF each takes tens of milliseconds): those of the first
 * demo dealers (Jansen D10001, Bakker D10002) of the last half year; older history stands as
 * invoiced in the back office's former system, without a document here (decision 0171).
 */
export const INVOICED_DEALERS = ['D10001', 'D10002']
export const INVOICED_DAYS = 180

interface Plan {
  order: typeof backofficeOrder.$inferInsert
  lines: Omit<typeof backofficeOrderLine.$inferInsert, 'orderId'>[]
  /** shipments by line index */
  shipments: {
    at: Date
    deliveredAt: Date | null
    lines: { index: number; qty: number }[]
    carrier: number
    tracking: string
  }[]
}

const iso = (d: Date) => d.toISOString().slice(0, 10)
const money = (n: number) => Math.round(n * 100) / 100

export async function seedDemoOrderHistory(
  db: Db,
  now: Date,
  options: { invoice?: boolean; dealers?: number } = {},
): Promise<{ orders: number; shipments: number }> {
  const ids = DEALERS.slice(0, options.dealers ?? DEALERS.length).map((d) => d.backofficeId)
  const buyers = await db
    .select({ id: customer.id, backofficeId: customer.backofficeId, storeId: customer.storeId })
    .from(customer)
    .where(inArray(customer.backofficeId, ids))
  if (buyers.length === 0) return { orders: 0, shipments: 0 }
  const [had] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(backofficeOrder)
    .where(
      and(
        inArray(
          backofficeOrder.customerId,
          buyers.map((b) => b.id),
        ),
        sql`(${backofficeOrder.shopOrderNumber} like '8%' or ${backofficeOrder.source} <> 'shop')`,
      ),
    )
  if ((had?.n ?? 0) > 0) return { orders: 0, shipments: 0 }

  const products = await db
    .select({
      sku: product.sku,
      price: product.price,
      taxClassId: product.taxClassId,
      name: productStore.name,
      storeId: productStore.storeId,
    })
    .from(product)
    .innerJoin(productStore, eq(productStore.productId, product.id))
    .where(and(eq(product.typeId, 'simple'), eq(product.status, 1), sql`${product.price} > 0`))
    .orderBy(asc(product.id), asc(productStore.storeId))
    .limit(600)
  const pool = [...new Set(products.map((p) => p.sku))].map((sku) => {
    const nl = products.find((p) => p.sku === sku && p.storeId === 1) ?? products.find((p) => p.sku === sku)!
    const de = products.find((p) => p.sku === sku && p.storeId === 3) ?? nl
    return { sku, price: Number(nl.price), low: nl.taxClassId === TAX_CLASS_LOW, nl: nl.name, de: de.name }
  })
  if (pool.length === 0) return { orders: 0, shipments: 0 }
  const addresses = await db
    .select()
    .from(customerAddress)
    .where(
      inArray(
        customerAddress.customerId,
        buyers.map((b) => b.id),
      ),
    )
    .orderBy(asc(customerAddress.id))

  const plans: Plan[] = []
  let shopNumber = 800_000_000
  for (const buyer of [...buyers].sort((a, b) => a.backofficeId!.localeCompare(b.backofficeId!))) {
    const r = new Random(Number(buyer.backofficeId!.replace(/\D/g, '')) || buyer.id)
    const a = addresses.find((x) => x.customerId === buyer.id)
    const addr: BackofficeAddress | null = a
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
    const de = buyer.storeId === 3
    const country = addr?.countryId ?? (de ? 'DE' : 'NL')
    const discount = r.int(20, 35) / 100
    const count = r.int(30, 60)
    const catalog = Array.from({ length: 25 }, () => r.pick(pool))
    for (let n = 0; n < count; n += 1) {
      // spread over the year, the last few orders in the last week
      const ageDays = n < 2 ? r.int(0, 1) : n < 4 ? r.int(2, 6) : r.int(7, 365)
      const placedAt = new Date(now.getTime() - ageDays * DAY - r.int(0, 9 * 3600) * 1000)
      const source = r.weighted([
        ['shop', 60],
        ['phone', 20],
        ['counter', 10],
        ['automatic', 10],
      ] as const)
      const picked = [...new Set(Array.from({ length: r.int(1, 6) }, () => r.pick(catalog)))]
      const lines = picked.map((p, i) => {
        const taxPercent = p.low ? (country === 'DE' ? 7 : 9) : country === 'DE' ? 19 : 21
        return {
          lineNo: i + 1,
          sku: p.sku,
          name: de ? p.de : p.nl,
          qtyOrdered: r.int(1, 12),
          unitPrice: String(money(p.price * (1 - discount))),
          taxPercent: String(taxPercent),
        } as Plan['lines'][number] & { qtyOrdered: number }
      })
      const grand = lines.reduce(
        (s, l) => s + l.qtyOrdered * Number(l.unitPrice) * (1 + Number(l.taxPercent) / 100),
        0,
      )
      const plan: Plan = {
        order: {
          shopOrderNumber: source === 'shop' ? String((shopNumber += 1)).padStart(9, '0') : null,
          source,
          customerId: buyer.id,
          status: 'processing',
          placedAt,
          receivedAt: placedAt,
          updatedAt: placedAt,
          language: de ? 'de' : 'nl',
          billingAddress: addr,
          shippingAddress: addr,
          shippingDescription: source === 'counter' ? (de ? 'Abholung' : 'Afhalen aan de balie') : 'PostNL',
          grandTotal: String(money(grand)),
          currency: 'EUR',
          lines: lines.map((l) => ({
            sku: l.sku,
            qty: l.qtyOrdered!,
            rowTotal: money(l.qtyOrdered! * Number(l.unitPrice)),
          })),
          extras: r.chance(0.3) ? { po_number: `PO-${placedAt.getUTCFullYear()}-${r.int(100, 999)}` } : {},
        },
        lines,
        shipments: [],
      }
      const carrier = r.int(0, CARRIERS.length - 1)
      const tracking = () => `3S${r.int(10_000_000, 99_999_999)}`
      const backorderLine = ageDays >= 3 && r.chance(ageDays < 60 ? 0.35 : 0.04) && lines.length > 0
      if (ageDays < 2 || (ageDays < 7 && r.chance(0.5))) {
        // recent: still confirmed
      } else if (backorderLine) {
        // partly shipped: one line waits, part of it on backorder with an expected date
        const waiting = r.int(0, lines.length - 1)
        const at = new Date(placedAt.getTime() + r.int(1, 3) * DAY)
        plan.shipments.push({
          at,
          deliveredAt: at.getTime() + DAY < now.getTime() ? new Date(at.getTime() + DAY) : null,
          lines: lines.flatMap((l, i) => {
            const qty = i === waiting ? Math.floor(l.qtyOrdered! / 2) : l.qtyOrdered!
            return qty > 0 ? [{ index: i, qty }] : []
          }),
          carrier,
          tracking: tracking(),
        })
        const l = lines[waiting]!
        l.qtyBackordered = l.qtyOrdered! - Math.floor(l.qtyOrdered! / 2)
        l.expectedDate = iso(new Date(now.getTime() + r.int(3, 45) * DAY))
      } else if (r.chance(0.03)) {
        for (const l of lines) l.qtyCanceled = l.qtyOrdered
        plan.order.status = 'canceled'
      } else {
        // shipped whole, sometimes in two parcels; delivered a day or two later
        const at = new Date(placedAt.getTime() + r.int(1, 3) * DAY)
        const split = lines.length > 1 && r.chance(0.2) ? r.int(1, lines.length - 1) : lines.length
        const parcels = split < lines.length ? [lines.slice(0, split), lines.slice(split)] : [lines]
        parcels.forEach((part, k) => {
          const shippedAt = new Date(at.getTime() + k * 4 * DAY)
          const deliveredAt = new Date(shippedAt.getTime() + r.int(1, 2) * DAY)
          plan.shipments.push({
            at: shippedAt,
            deliveredAt: deliveredAt < now ? deliveredAt : null,
            lines: part.map((l) => ({ index: lines.indexOf(l), qty: l.qtyOrdered! })),
            carrier,
            tracking: tracking(),
          })
        })
      }
      for (const s of plan.shipments)
        for (const sl of s.lines) {
          const l = lines[sl.index]!
          l.qtyShipped = (l.qtyShipped ?? 0) + sl.qty
          if (s.deliveredAt) l.qtyDelivered = (l.qtyDelivered ?? 0) + sl.qty
        }
      plan.order.fulfilment = fulfilmentOf(
        lines.map((l) => ({
          qtyOrdered: l.qtyOrdered!,
          qtyShipped: l.qtyShipped ?? 0,
          qtyDelivered: l.qtyDelivered ?? 0,
          qtyBackordered: l.qtyBackordered ?? 0,
          qtyCanceled: l.qtyCanceled ?? 0,
        })),
      )
      plans.push(plan)
    }
  }
  plans.sort((a, b) => a.order.placedAt!.getTime() - b.order.placedAt!.getTime())

  const orderIds: number[] = []
  for (let i = 0; i < plans.length; i += 200) {
    const rows = await db
      .insert(backofficeOrder)
      .values(plans.slice(i, i + 200).map((p) => p.order))
      .returning({ id: backofficeOrder.id })
    orderIds.push(...rows.map((r) => r.id))
  }
  const lineRows = plans.flatMap((p, i) => p.lines.map((l) => ({ ...l, orderId: orderIds[i]! })))
  const lineIds: number[] = []
  for (let i = 0; i < lineRows.length; i += 500) {
    const rows = await db
      .insert(backofficeOrderLine)
      .values(lineRows.slice(i, i + 500) as (typeof backofficeOrderLine.$inferInsert)[])
      .returning({ id: backofficeOrderLine.id })
    lineIds.push(...rows.map((r) => r.id))
  }
  let lineAt = 0
  const shipmentRows: (typeof backofficeShipment.$inferInsert)[] = []
  plans.forEach((p, i) => {
    const first = lineAt
    lineAt += p.lines.length
    for (const s of p.shipments) {
      const [name, url] = CARRIERS[s.carrier]!
      if (s.lines.length === 0) continue
      shipmentRows.push({
        orderId: orderIds[i]!,
        lines: s.lines.map((sl): ShipmentLine => ({
          lineId: lineIds[first + sl.index]!,
          sku: p.lines[sl.index]!.sku,
          qty: sl.qty,
        })),
        carrier: name,
        trackingNumber: s.tracking,
        trackingUrl: url(s.tracking),
        shippedAt: s.at,
        deliveredAt: s.deliveredAt,
      })
    }
  })
  shipmentRows.sort((a, b) => a.shippedAt!.getTime() - b.shippedAt!.getTime())
  const customerOf = new Map(orderIds.map((id, i) => [id, plans[i]!.order.customerId!]))
  const shipmentIds: { id: number; at: Date; customerId: number }[] = []
  for (let i = 0; i < shipmentRows.length; i += 300) {
    const rows = await db
      .insert(backofficeShipment)
      .values(shipmentRows.slice(i, i + 300))
      .returning({
        id: backofficeShipment.id,
        at: backofficeShipment.shippedAt,
        orderId: backofficeShipment.orderId,
      })
    shipmentIds.push(...rows.map((r) => ({ id: r.id, at: r.at, customerId: customerOf.get(r.orderId)! })))
  }
  if (options.invoice ?? true) {
    const invoiced = new Set(
      buyers.filter((b) => INVOICED_DEALERS.includes(b.backofficeId!)).map((b) => b.id),
    )
    const since = now.getTime() - INVOICED_DAYS * DAY
    for (const s of shipmentIds) {
      if (!invoiced.has(s.customerId) || s.at.getTime() < since) continue
      const issued = await issueShipmentInvoice(db, s.id, { now: s.at })
      if (!issued.ok) throw new Error(`demo history: ${issued.message}`)
    }
  }
  return { orders: plans.length, shipments: shipmentIds.length }
}
