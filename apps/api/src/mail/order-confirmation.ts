/**
 * The order confirmation e-mail in the store's language (nl for store 1, de for store 3), with
 * lines and totals formatted for that locale (nl-NL: € 1.234,56).
 */
import { formatPrice, type ConfirmationPayment } from '@shop/commerce'
import type { MailMessage } from './mail-service.ts'

export interface ConfirmationOrder {
  incrementId: string
  language: string
  locale: string
  currency: string
  customerName: string
  customerEmail: string
  items: {
    name: string
    sku: string
    qty: number
    rowTotalInclTax: number
    options: { label: string; value: string }[]
    /** a wholesale line's comment and earliest delivery date (YYYY-MM-DD) */
    comment?: string | null
    deliveryDate?: string | null
    /** a purchaser's line discount (decision 0158): percent and the comment the customer may read */
    discountPercent?: number | null
    discountComment?: string | null
    /** the row incl. tax after the line discount */
    discountedRowInclTax?: number | null
  }[]
  segments: { code: string; title: string; value: number }[]
  paymentTitle: string
  shippingTitle: string | null
  poNumber: string | null
  shippingAddress: string[] | null
  billingAddress: string[]
  /** how the payment stands when the confirmation goes out (decision 0081); absent: not said */
  payment?: ConfirmationPayment
  /** the delivery the shop expects, in words of the store's language */
  expectedDelivery?: string | null
  /** the extras of a wholesale order (decision 0143); the dropship address is the shipping address */
  extras?: ConfirmationExtras
}

export interface ConfirmationExtras {
  reference?: string | null
  comment?: string | null
  /** earliest delivery date of the whole order, YYYY-MM-DD */
  deliveryDate?: string | null
  yearOrder?: boolean
  dropship?: boolean
}

const TEXTS = {
  nl: {
    subject: 'Je bestelling {number} bij Fietsgroothandel',
    greeting: 'Beste {name},',
    thanks: 'Bedankt voor je bestelling. Hieronder zie je een overzicht.',
    order: 'Bestelnummer',
    product: 'Artikel',
    qty: 'Aantal',
    total: 'Bedrag',
    payment: 'Betaalwijze',
    shipping: 'Verzendwijze',
    po: 'Inkoopordernummer',
    shipTo: 'Afleveradres',
    billTo: 'Factuuradres',
    closing: 'Met vriendelijke groet,\nFietsgroothandel',
  },
  de: {
    subject: 'Ihre Bestellung {number} bei Fietsgroothandel',
    greeting: 'Guten Tag {name},',
    thanks: 'vielen Dank für Ihre Bestellung. Hier ist eine Übersicht.',
    order: 'Bestellnummer',
    product: 'Artikel',
    qty: 'Menge',
    total: 'Betrag',
    payment: 'Zahlungsart',
    shipping: 'Versandart',
    po: 'Ihre Bestellreferenz (Einkauf)',
    shipTo: 'Lieferadresse',
    billTo: 'Rechnungsadresse',
    closing: 'Mit freundlichen Grüßen\nFietsgroothandel',
  },
} as const

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export function orderConfirmationMail(order: ConfirmationOrder): MailMessage {
  const t = order.language === 'de' ? TEXTS.de : TEXTS.nl
  const money = (value: number) => formatPrice(value, order.locale, order.currency)
  const subject = t.subject.replace('{number}', order.incrementId)
  const greeting = t.greeting.replace('{name}', order.customerName)
  const itemLine = (i: ConfirmationOrder['items'][number]) => {
    const options = i.options.map((o) => `${o.label}: ${o.value}`).join(', ')
    return `${i.qty} x ${i.name}${options ? ` (${options})` : ''}  ${money(i.rowTotalInclTax)}`
  }
  const facts: [string, string][] = [
    [t.order, order.incrementId],
    [t.payment, order.paymentTitle],
  ]
  if (order.shippingTitle) facts.push([t.shipping, order.shippingTitle])
  if (order.poNumber) facts.push([t.po, order.poNumber])
  const s = order.language === 'de' ? STATUS_TEXTS.de : STATUS_TEXTS.nl
  if (order.payment) facts.push([s.paymentStatus, s[order.payment]])
  if (order.expectedDelivery) facts.push([s.delivery, order.expectedDelivery])
  const x = order.language === 'de' ? EXTRAS_TEXTS.de : EXTRAS_TEXTS.nl
  const lang = order.language === 'de' ? 'de' : 'nl'
  const day = (date: string) => calendarDay(date, order.locale)
  const extras = order.extras ?? {}
  if (extras.reference) facts.push([x.reference, extras.reference])
  if (extras.deliveryDate) facts.push([x.deliveryDate, day(extras.deliveryDate)])
  if (extras.yearOrder) facts.push([x.yearOrder, x.yes])
  if (extras.dropship) facts.push([x.dropship, x.dropshipText])
  if (extras.comment) facts.push([x.comment, extras.comment])
  const lineNotes = (i: ConfirmationOrder['items'][number]) =>
    [
      i.deliveryDate ? `${x.lineDate}: ${day(i.deliveryDate)}` : '',
      i.comment ? `${x.lineComment}: ${i.comment}` : '',
      i.discountPercent ? lineDiscountNote(i, order.language, order.locale, money) : '',
      i.discountPercent && i.discountComment
        ? `${LINE_DISCOUNT_TEXTS[lang].comment}: ${i.discountComment}`
        : '',
    ].filter(Boolean)

  const text = [
    greeting,
    '',
    t.thanks,
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    ...order.items.flatMap((i) => [itemLine(i), ...lineNotes(i).map((note) => `    ${note}`)]),
    '',
    ...order.segments.map((s) => `${s.title}: ${money(s.value)}`),
    '',
    ...(order.shippingAddress ? [`${t.shipTo}:`, ...order.shippingAddress, ''] : []),
    `${t.billTo}:`,
    ...order.billingAddress,
    '',
    t.closing,
  ].join('\n')

  const rows = order.items
    .map((i) => {
      const options = [
        ...i.options.map((o) => `${escapeHtml(o.label)}: ${escapeHtml(o.value)}`),
        ...lineNotes(i).map(escapeHtml),
      ].join('<br>')
      return `<tr><td>${escapeHtml(i.name)}${options ? `<br><small>${options}</small>` : ''}</td><td align="right">${i.qty}</td><td align="right">${escapeHtml(money(i.rowTotalInclTax))}</td></tr>`
    })
    .join('')
  const totals = order.segments
    .map(
      (s) =>
        `<tr><td colspan="2">${escapeHtml(s.title)}</td><td align="right">${escapeHtml(money(s.value))}</td></tr>`,
    )
    .join('')
  const address = (title: string, lines: string[]) =>
    `<h3>${escapeHtml(title)}</h3><p>${lines.map(escapeHtml).join('<br>')}</p>`
  const html = `<!doctype html><html lang="${order.language === 'de' ? 'de' : 'nl'}"><body>
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.thanks)}</p>
<p>${facts.map(([k, v]) => `${escapeHtml(k)}: <strong>${escapeHtml(v)}</strong>`).join('<br>')}</p>
<table cellpadding="4"><tr><th align="left">${t.product}</th><th>${t.qty}</th><th align="right">${t.total}</th></tr>${rows}${totals}</table>
${order.shippingAddress ? address(t.shipTo, order.shippingAddress) : ''}${address(t.billTo, order.billingAddress)}
<p>${escapeHtml(t.closing).replace('\n', '<br>')}</p>
</body></html>`
  return { to: order.customerEmail, subject, text, html }
}

/** A purchaser's line discount (decision 0158): "5 % korting, nu € 574,75". */
const LINE_DISCOUNT_TEXTS = {
  nl: { note: '{percent} % korting', now: 'nu {amount}', comment: 'Toelichting korting' },
  de: { note: '{percent} % Rabatt', now: 'jetzt {amount}', comment: 'Hinweis zum Rabatt' },
} as const

function lineDiscountNote(
  i: { discountPercent?: number | null; discountedRowInclTax?: number | null },
  language: string,
  locale: string,
  money: (value: number) => string,
): string {
  const t = language === 'de' ? LINE_DISCOUNT_TEXTS.de : LINE_DISCOUNT_TEXTS.nl
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(i.discountPercent ?? 0)
  const note = t.note.replace('{percent}', percent)
  return typeof i.discountedRowInclTax === 'number'
    ? `${note}, ${t.now.replace('{amount}', money(i.discountedRowInclTax))}`
    : note
}

/** The extras of a wholesale order (decision 0143). */
const EXTRAS_TEXTS = {
  nl: {
    reference: 'Referentie',
    deliveryDate: 'Gewenste leverdatum (niet eerder dan)',
    yearOrder: 'Jaarorder',
    yes: 'ja',
    dropship: 'Dropshipment',
    dropshipText: 'we leveren rechtstreeks op het afleveradres hieronder',
    comment: 'Opmerking',
    lineDate: 'Leverdatum',
    lineComment: 'Opmerking',
  },
  de: {
    reference: 'Referenz',
    deliveryDate: 'Gewünschtes Lieferdatum (frühestens)',
    yearOrder: 'Jahresauftrag',
    yes: 'ja',
    dropship: 'Direktversand (Dropshipment)',
    dropshipText: 'wir liefern direkt an die Lieferadresse unten',
    comment: 'Bemerkung',
    lineDate: 'Lieferdatum',
    lineComment: 'Bemerkung',
  },
} as const

/** A calendar day (YYYY-MM-DD) in the store's words: 12 december 2026, 12. Dezember 2026. */
function calendarDay(date: string, locale: string): string {
  const parsed = new Date(`${date}T00:00:00Z`)
  if (Number.isNaN(parsed.getTime())) return date
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(parsed)
}

/** How the payment stands, and the "payment received" mail (issue 13, decision 0081). */
const STATUS_TEXTS = {
  nl: {
    paymentStatus: 'Betaling',
    paid: 'ontvangen',
    awaiting: 'in behandeling bij de bank; je krijgt bericht zodra we het bedrag hebben ontvangen',
    offline: 'volgens de gekozen betaalwijze (niet online)',
    delivery: 'Verwachte levering',
    receivedSubject: 'Betaling ontvangen voor bestelling {number}',
    receivedText:
      'We hebben de betaling van {amount} voor bestelling {number} ontvangen. We gaan je bestelling nu klaarmaken.',
  },
  de: {
    paymentStatus: 'Zahlung',
    paid: 'eingegangen',
    awaiting: 'wird von der Bank bearbeitet; Sie erhalten eine Nachricht, sobald der Betrag eingegangen ist',
    offline: 'gemäß der gewählten Zahlungsart (nicht online)',
    delivery: 'Voraussichtliche Lieferung',
    receivedSubject: 'Zahlung für Bestellung {number} eingegangen',
    receivedText:
      'Wir haben Ihre Zahlung von {amount} für Bestellung {number} erhalten. Wir bereiten Ihre Bestellung jetzt vor.',
  },
} as const

export interface PaymentReceivedOrder {
  incrementId: string
  language: string
  locale: string
  currency: string
  customerName: string
  customerEmail: string
  grandTotal: number
}

export function paymentReceivedMail(order: PaymentReceivedOrder): MailMessage {
  const t = order.language === 'de' ? TEXTS.de : TEXTS.nl
  const s = order.language === 'de' ? STATUS_TEXTS.de : STATUS_TEXTS.nl
  const amount = formatPrice(order.grandTotal, order.locale, order.currency)
  const fill = (text: string) => text.replace('{number}', order.incrementId).replace('{amount}', amount)
  const greeting = t.greeting.replace('{name}', order.customerName)
  const text = [greeting, '', fill(s.receivedText), '', t.closing].join('\n')
  const html = `<!doctype html><html lang="${order.language === 'de' ? 'de' : 'nl'}"><body>
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(fill(s.receivedText))}</p>
<p>${escapeHtml(t.closing).replace('\n', '<br>')}</p>
</body></html>`
  return { to: order.customerEmail, subject: fill(s.receivedSubject), text, html }
}
