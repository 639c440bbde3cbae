/**
 * Returns and warranty in API tests (issue 18): a delivered back-office order for a customer,
 * written straight into the back office's tables (order, lines with delivered quantities, and the
 * shipment that delivered them), and the calls under the oculus base path.
 */
import { eq } from 'drizzle-orm'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  backofficeOrder,
  backofficeOrderLine,
  backofficeReturn,
  backofficeShipment,
} from '../../src/db/schema/index.ts'
import { call, type TestApp } from '../test-app.ts'

export interface DeliveredLineInput {
  sku: string
  name?: string
  qty: number
  /** default: all of qty */
  delivered?: number
  unitPrice?: number
}

export interface DeliveredOrder {
  id: number
  number: string
  lines: { id: number; sku: string; qty: number; delivered: number }[]
}

let seq = 0

/** An order of the customer's, shipped and delivered at `deliveredAt` (default: yesterday). */
export async function deliveredOrder(
  t: TestApp,
  customerId: number,
  lines: DeliveredLineInput[],
  opts: { deliveredAt?: Date; placedAt?: Date; language?: 'nl' | 'de' } = {},
): Promise<DeliveredOrder> {
  const db = t.ctx.database.db
  const deliveredAt = opts.deliveredAt ?? new Date(Date.now() - 86_400_000)
  const placedAt = opts.placedAt ?? new Date(deliveredAt.getTime() - 3 * 86_400_000)
  seq += 1
  const total = lines.reduce((sum, l) => sum + l.qty * (l.unitPrice ?? 10) * 1.21, 0)
  const [order] = await db
    .insert(backofficeOrder)
    .values({
      customerId,
      source: 'phone',
      fulfilment: 'delivered',
      placedAt,
      language: opts.language ?? 'nl',
      status: 'complete',
      grandTotal: total.toFixed(4),
      currency: 'EUR',
      lines: lines.map((l) => ({ sku: l.sku, qty: l.qty, rowTotal: l.qty * (l.unitPrice ?? 10) })),
      receivedAt: placedAt,
    })
    .returning({ id: backofficeOrder.id, number: backofficeOrder.backofficeNumber })
  const rows = await db
    .insert(backofficeOrderLine)
    .values(
      lines.map((l, i) => {
        const delivered = l.delivered ?? l.qty
        return {
          orderId: order!.id,
          lineNo: i + 1,
          sku: l.sku,
          name: l.name ?? `Artikel ${l.sku}`,
          qtyOrdered: l.qty,
          qtyShipped: delivered,
          qtyDelivered: delivered,
          unitPrice: (l.unitPrice ?? 10).toFixed(4),
          taxPercent: '21.0000',
        }
      }),
    )
    .returning({
      id: backofficeOrderLine.id,
      sku: backofficeOrderLine.sku,
      qty: backofficeOrderLine.qtyOrdered,
      delivered: backofficeOrderLine.qtyDelivered,
    })
  await db.insert(backofficeShipment).values({
    orderId: order!.id,
    lines: rows.filter((r) => r.delivered > 0).map((r) => ({ lineId: r.id, sku: r.sku, qty: r.delivered })),
    carrier: 'PostNL',
    trackingNumber: `3STEST${seq}`,
    shippedAt: new Date(deliveredAt.getTime() - 86_400_000),
    deliveredAt,
  })
  return { id: order!.id, number: order!.number, lines: rows }
}

export async function lineQty(t: TestApp, lineId: number) {
  const [row] = await t.ctx.database.db
    .select({ delivered: backofficeOrderLine.qtyDelivered, returned: backofficeOrderLine.qtyReturned })
    .from(backofficeOrderLine)
    .where(eq(backofficeOrderLine.id, lineId))
  return row!
}

export async function returnRow(t: TestApp, returnId: number) {
  const [row] = await t.ctx.database.db
    .select()
    .from(backofficeReturn)
    .where(eq(backofficeReturn.id, returnId))
  return row!
}

/** A §7 call under /api/oculus with the token in the query. */
export function oculus(t: TestApp, token: string, name: string, body?: unknown) {
  return call(t.app, 'POST', `/api/oculus/${name}${token ? `?token=${token}` : ''}`, body)
}

export const ADMIN_KEY = 'test-admin-key-returns'

export function admin(t: TestApp, method: 'GET' | 'POST', path: string, body?: unknown) {
  return t.app.inject({
    method,
    url: `/api/admin/backoffice/returns${path}`,
    headers: {
      'x-admin-key': t.ctx.config.accounts.adminApiKey ?? ADMIN_KEY,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    payload: body ? JSON.stringify(body) : undefined,
  })
}

/** A 1×1 PNG, and bytes that only claim to be one. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
export const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00])

function decode(raw: string): string {
  // quoted-printable parts of nodemailer: soft line breaks and =XX bytes
  const joined = raw.replace(/=\r?\n/g, '')
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')
}

/** The outbox's mails to an address, quoted-printable decoded. */
export async function mailsTo(t: TestApp, email: string): Promise<string[]> {
  const dir = join(t.ctx.config.dataDir, 'outbox')
  const files = await readdir(dir).catch(() => [] as string[])
  const found: string[] = []
  for (const file of files.sort()) {
    const text = decode(await readFile(join(dir, file), 'utf8'))
    if (text.includes(`To: ${email}`)) found.push(text)
  }
  return found
}

export async function waitForMail(t: TestApp, email: string, match: RegExp): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const found = (await mailsTo(t, email)).find((m) => match.test(m))
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`no mail to ${email} matching ${match}`)
}
