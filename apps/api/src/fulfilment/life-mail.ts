/**
 * The mails of an order's life (issue 18), in the order's language and the shop's voice
 * (decision 0100: "je" in Dutch, "Sie" in German): shipped or partly shipped (with track and trace
 * and what stays on backorder), and delivered. Built from the committed state and sent after the
 * commit: a rolled-back step sends nothing; a mail that fails is logged, the step stands.
 */
import { eq } from 'drizzle-orm'
import { formatDate } from './mail-dates.ts'
import type { LifeContext } from './life-context.ts'
import { customer } from '../db/schema/index.ts'
import type { BackofficeOrderLineRow, BackofficeShipmentRow } from '../db/schema/order-life.ts'
import { mailService, type MailMessage } from '../mail/mail-service.ts'
import { linesOf, type OrderRow } from './order-book.ts'

const TEXTS = {
  nl: {
    shippedSubject: 'Je bestelling {number} is verzonden',
    partlySubject: 'Je bestelling {number} is deels verzonden',
    deliveredSubject: 'Je bestelling {number} is afgeleverd',
    backorderedSubject: 'Nabestelling voor je bestelling {number}',
    backorderedIntro:
      'niet alles van je bestelling {number} is nu op voorraad. We sturen het na zodra het binnen is:',
    greeting: 'Beste {name},',
    shipped: 'je bestelling {number} is onderweg. Dit zit in zending {shipment}:',
    partly: 'een deel van je bestelling {number} is onderweg. Dit zit in zending {shipment}:',
    delivered: 'zending {shipment} van je bestelling {number} is afgeleverd.',
    deliveredAll: 'Daarmee is alles van deze bestelling bij je.',
    track: 'Volg je pakket ({carrier}): {url}',
    trackNumber: 'Track & trace ({carrier}): {number}',
    backordered: 'Nog in nabestelling:',
    expected: 'verwacht op {date}',
    unknown: 'leverdatum nog onbekend',
    closing: 'Met vriendelijke groet,\nFietsgroothandel',
  },
  de: {
    shippedSubject: 'Ihre Bestellung {number} wurde versandt',
    partlySubject: 'Ihre Bestellung {number} wurde teilweise versandt',
    deliveredSubject: 'Ihre Bestellung {number} wurde zugestellt',
    backorderedSubject: 'Rückstand bei Ihrer Bestellung {number}',
    backorderedIntro:
      'nicht alles aus Ihrer Bestellung {number} ist zurzeit vorrätig. Wir liefern es nach, sobald es eingetroffen ist:',
    greeting: 'Guten Tag {name},',
    shipped: 'Ihre Bestellung {number} ist unterwegs. Diese Artikel sind in Sendung {shipment}:',
    partly: 'ein Teil Ihrer Bestellung {number} ist unterwegs. Diese Artikel sind in Sendung {shipment}:',
    delivered: 'Sendung {shipment} Ihrer Bestellung {number} wurde zugestellt.',
    deliveredAll: 'Damit haben Sie alles aus dieser Bestellung erhalten.',
    track: 'Sendungsverfolgung ({carrier}): {url}',
    trackNumber: 'Sendungsnummer ({carrier}): {number}',
    backordered: 'Noch im Rückstand:',
    expected: 'erwartet am {date}',
    unknown: 'Liefertermin noch unbekannt',
    closing: 'Mit freundlichen Grüßen\nFietsgroothandel',
  },
} as const

const fill = (s: string, values: Record<string, string>) => s.replace(/\{(\w+)\}/g, (_, k) => values[k] ?? '')
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export interface LifeMailFacts {
  to: string
  name: string
  language: 'nl' | 'de'
  orderNumber: string
  shipment: Pick<BackofficeShipmentRow, 'number' | 'carrier' | 'trackingNumber' | 'trackingUrl' | 'lines'>
  lines: Pick<BackofficeOrderLineRow, 'id' | 'name' | 'sku' | 'qtyBackordered' | 'expectedDate'>[]
}

function message(to: string, subject: string, paragraphs: string[][]): MailMessage {
  return {
    to,
    subject,
    text: paragraphs.map((p) => p.join('\n')).join('\n\n'),
    html: paragraphs.map((p) => `<p>${p.map(escapeHtml).join('<br>')}</p>`).join('\n'),
  }
}

/** Shipped or partly shipped: what the parcel carries, its track and trace, what stays backordered. */
export function shippedMail(f: LifeMailFacts, partly: boolean): MailMessage {
  const t = TEXTS[f.language]
  const v = { number: f.orderNumber, shipment: f.shipment.number, name: f.name }
  const carried = f.shipment.lines.map((l) => {
    const line = f.lines.find((x) => x.id === l.lineId)
    return `${l.qty} × ${line?.name ?? l.sku} (${l.sku})`
  })
  const track = f.shipment.carrier
    ? f.shipment.trackingUrl
      ? [fill(t.track, { carrier: f.shipment.carrier, url: f.shipment.trackingUrl })]
      : f.shipment.trackingNumber
        ? [fill(t.trackNumber, { carrier: f.shipment.carrier, number: f.shipment.trackingNumber })]
        : []
    : []
  const backordered = f.lines
    .filter((l) => l.qtyBackordered > 0)
    .map(
      (l) =>
        `${l.qtyBackordered} × ${l.name} (${l.sku}), ${
          l.expectedDate ? fill(t.expected, { date: formatDate(l.expectedDate, f.language) }) : t.unknown
        }`,
    )
  return message(f.to, fill(partly ? t.partlySubject : t.shippedSubject, v), [
    [fill(t.greeting, v)],
    [fill(partly ? t.partly : t.shipped, v), ...carried],
    ...(track.length ? [track] : []),
    ...(backordered.length ? [[t.backordered, ...backordered]] : []),
    t.closing.split('\n'),
  ])
}

/** Staff put lines on backorder: what waits, and when it is expected. */
export function backorderedMail(f: LifeMailFacts): MailMessage {
  const t = TEXTS[f.language]
  const v = { number: f.orderNumber, name: f.name, shipment: '' }
  return message(f.to, fill(t.backorderedSubject, v), [
    [fill(t.greeting, v)],
    [fill(t.backorderedIntro, v), ...backorderLines(f)],
    t.closing.split('\n'),
  ])
}

function backorderLines(f: LifeMailFacts): string[] {
  const t = TEXTS[f.language]
  return f.lines
    .filter((l) => l.qtyBackordered > 0)
    .map(
      (l) =>
        `${l.qtyBackordered} × ${l.name} (${l.sku}), ${
          l.expectedDate ? fill(t.expected, { date: formatDate(l.expectedDate, f.language) }) : t.unknown
        }`,
    )
}

export function deliveredMail(f: LifeMailFacts, all: boolean): MailMessage {
  const t = TEXTS[f.language]
  const v = { number: f.orderNumber, shipment: f.shipment.number, name: f.name }
  return message(f.to, fill(t.deliveredSubject, v), [
    [fill(t.greeting, v)],
    [fill(t.delivered, v), ...(all ? [t.deliveredAll] : [])],
    t.closing.split('\n'),
  ])
}

/** The facts of a mail, read after the commit. Null for an order without a customer. */
export async function lifeMailFacts(
  ctx: LifeContext,
  order: OrderRow,
  shipment: LifeMailFacts['shipment'],
): Promise<LifeMailFacts | null> {
  if (order.customerId === null) return null
  const [buyer] = await ctx.database.db
    .select({ email: customer.email, firstname: customer.firstname, lastname: customer.lastname })
    .from(customer)
    .where(eq(customer.id, order.customerId))
  if (!buyer) return null
  return {
    to: buyer.email,
    name: `${buyer.firstname} ${buyer.lastname}`.trim(),
    language: order.language === 'de' ? 'de' : 'nl',
    orderNumber: order.shopOrderNumber ?? order.backofficeNumber,
    shipment,
    lines: await linesOf(ctx.database.db, [order.id]),
  }
}

/** Sends one life mail after the commit; a failing mail server is logged, never undoes the step. */
export async function sendLifeMail(
  ctx: LifeContext,
  order: OrderRow,
  shipment: LifeMailFacts['shipment'],
  build: (f: LifeMailFacts) => MailMessage,
): Promise<void> {
  try {
    const facts = await lifeMailFacts(ctx, order, shipment)
    if (facts) await mailService(ctx.config).send(build(facts))
  } catch (e) {
    ctx.log?.error({ err: e, order: order.backofficeNumber }, 'order life mail failed')
  }
}
