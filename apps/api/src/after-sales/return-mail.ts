/**
 * The customer's mail at each step of a return or warranty request (decision 0178), in the
 * request's language and the shop's voice (nl "je", de "Sie", decision 0100): requested (the
 * confirmation), received, approved, rejected (with the reason), credited (the credit note's
 * number), replaced. Sent after commit; a failure is logged and the step stands.
 */
import { asc, eq } from 'drizzle-orm'
import { returnReasonLabel, type ReturnStatus } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import {
  backofficeInvoice,
  backofficeOrder,
  backofficeOrderLine,
  backofficeReturn,
  backofficeReturnLine,
  customer,
} from '../db/schema/index.ts'
import { mailService, type MailMessage } from '../mail/mail-service.ts'

const TEXTS = {
  nl: {
    greeting: 'Beste {name},',
    closing: 'Met vriendelijke groet,\nFietsgroothandel',
    kind: { return: 'retour', warranty: 'garantieaanvraag' },
    subject: {
      requested: 'We hebben je {kind} {number} ontvangen',
      received: 'Je {kind} {number}: de artikelen zijn binnen',
      approved: 'Je {kind} {number} is goedgekeurd',
      rejected: 'Je {kind} {number} is afgewezen',
      credited: 'Je {kind} {number}: creditnota {credit}',
      replaced: 'Je {kind} {number}: vervangende artikelen komen eraan',
    },
    body: {
      requested:
        'Bedankt, we hebben je {kind} {number} voor bestelling {order} geregistreerd. Stuur de artikelen met het nummer {number} erbij naar ons terug; je krijgt bericht zodra ze binnen zijn.',
      received:
        'De artikelen van je {kind} {number} zijn bij ons binnen. We bekijken ze en laten je weten wat we doen.',
      approved:
        'We hebben je {kind} {number} goedgekeurd. Je krijgt nog bericht over de creditering of vervanging.',
      rejected: 'Helaas kunnen we je {kind} {number} niet goedkeuren.',
      credited:
        'We hebben je {kind} {number} gecrediteerd met creditnota {credit}. Je vindt die bij je facturen in je account.',
      replaced: 'We sturen je vervangende artikelen voor je {kind} {number}.',
    },
    reason: 'Reden',
    rejectReason: 'Reden van afwijzing',
    note: 'Opmerking',
    lines: 'Artikelen',
  },
  de: {
    greeting: 'Guten Tag {name},',
    closing: 'Mit freundlichen Grüßen\nFietsgroothandel',
    kind: { return: 'Retoure', warranty: 'Garantieanfrage' },
    subject: {
      requested: 'Wir haben Ihre {kind} {number} erhalten',
      received: 'Ihre {kind} {number}: die Artikel sind eingetroffen',
      approved: 'Ihre {kind} {number} wurde genehmigt',
      rejected: 'Ihre {kind} {number} wurde abgelehnt',
      credited: 'Ihre {kind} {number}: Gutschrift {credit}',
      replaced: 'Ihre {kind} {number}: Ersatzartikel sind unterwegs',
    },
    body: {
      requested:
        'Vielen Dank, wir haben Ihre {kind} {number} zur Bestellung {order} registriert. Bitte senden Sie die Artikel mit der Nummer {number} an uns zurück; Sie erhalten eine Nachricht, sobald sie eingetroffen sind.',
      received:
        'Die Artikel Ihrer {kind} {number} sind bei uns eingetroffen. Wir prüfen sie und melden uns bei Ihnen.',
      approved:
        'Wir haben Ihre {kind} {number} genehmigt. Sie erhalten noch eine Nachricht zur Gutschrift oder zum Ersatz.',
      rejected: 'Leider können wir Ihre {kind} {number} nicht genehmigen.',
      credited:
        'Wir haben Ihre {kind} {number} mit der Gutschrift {credit} erstattet. Sie finden sie bei Ihren Rechnungen in Ihrem Konto.',
      replaced: 'Wir senden Ihnen Ersatzartikel für Ihre {kind} {number}.',
    },
    reason: 'Grund',
    rejectReason: 'Grund der Ablehnung',
    note: 'Bemerkung',
    lines: 'Artikel',
  },
} as const

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export interface ReturnMailData {
  language: string
  status: ReturnStatus
  type: 'return' | 'warranty'
  number: string
  orderNumber: string
  customerName: string
  customerEmail: string
  reason: string
  rejectReason: string | null
  note: string | null
  creditNumber: string | null
  lines: { sku: string; name: string; qty: number }[]
}

/** The message for one step (pure: the voice test reads it). */
export function returnMail(d: ReturnMailData): MailMessage {
  const t = d.language === 'de' ? TEXTS.de : TEXTS.nl
  const kind = t.kind[d.type]
  const fill = (text: string) =>
    text
      .replaceAll('{kind}', kind)
      .replaceAll('{number}', d.number)
      .replaceAll('{order}', d.orderNumber)
      .replaceAll('{credit}', d.creditNumber ?? '')
  const subject = fill(t.subject[d.status])
  const greeting = t.greeting.replace('{name}', d.customerName)
  const facts: [string, string][] = [[t.reason, returnReasonLabel(d.reason, d.language)]]
  if (d.status === 'rejected' && d.rejectReason) facts.push([t.rejectReason, d.rejectReason])
  if (d.note) facts.push([t.note, d.note])
  const lines = d.lines.map((l) => `${l.qty} × ${l.name} (${l.sku})`)
  const text = [
    greeting,
    '',
    fill(t.body[d.status]),
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    `${t.lines}:`,
    ...lines,
    '',
    t.closing,
  ].join('\n')
  const html = `<!doctype html><html lang="${d.language === 'de' ? 'de' : 'nl'}"><body>
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(fill(t.body[d.status]))}</p>
<p>${facts.map(([k, v]) => `<strong>${escapeHtml(k)}</strong>: ${escapeHtml(v)}`).join('<br>')}</p>
<p><strong>${escapeHtml(t.lines)}</strong><br>${lines.map(escapeHtml).join('<br>')}</p>
<p>${escapeHtml(t.closing).replace('\n', '<br>')}</p>
</body></html>`
  return { to: d.customerEmail, subject, text, html }
}

export async function returnMailData(
  ctx: Pick<AppContext, 'database'>,
  returnId: number,
  status: ReturnStatus,
  note: string | null = null,
): Promise<ReturnMailData | null> {
  const db = ctx.database.db
  const [row] = await db
    .select({
      r: backofficeReturn,
      orderNumber: backofficeOrder.backofficeNumber,
      email: customer.email,
      firstname: customer.firstname,
      lastname: customer.lastname,
      creditNumber: backofficeInvoice.number,
    })
    .from(backofficeReturn)
    .innerJoin(backofficeOrder, eq(backofficeOrder.id, backofficeReturn.orderId))
    .innerJoin(customer, eq(customer.id, backofficeReturn.customerId))
    .leftJoin(backofficeInvoice, eq(backofficeInvoice.id, backofficeReturn.creditInvoiceId))
    .where(eq(backofficeReturn.id, returnId))
  if (!row) return null
  const lines = await db
    .select({ sku: backofficeReturnLine.sku, name: backofficeOrderLine.name, qty: backofficeReturnLine.qty })
    .from(backofficeReturnLine)
    .innerJoin(backofficeOrderLine, eq(backofficeOrderLine.id, backofficeReturnLine.orderLineId))
    .where(eq(backofficeReturnLine.returnId, returnId))
    .orderBy(asc(backofficeReturnLine.id))
  return {
    language: row.r.language,
    status,
    type: row.r.type === 'warranty' ? 'warranty' : 'return',
    number: row.r.number,
    orderNumber: row.orderNumber,
    customerName: `${row.firstname} ${row.lastname}`,
    customerEmail: row.email,
    reason: row.r.reason,
    rejectReason: row.r.rejectReason,
    note,
    creditNumber: row.creditNumber,
    lines,
  }
}

/** Resolves with where the message went. */
export async function deliverReturnMail(
  ctx: Pick<AppContext, 'database' | 'config'>,
  returnId: number,
  status: ReturnStatus,
  note: string | null = null,
): Promise<string | null> {
  const data = await returnMailData(ctx, returnId, status, note)
  return data ? mailService(ctx.config).send(returnMail(data)) : null
}

/** After commit: the step's mail; a failure is logged (the step stands). */
export function sendReturnMail(
  ctx: Pick<AppContext, 'database' | 'config' | 'log'>,
  returnId: number,
  status: ReturnStatus,
  note: string | null = null,
): void {
  deliverReturnMail(ctx, returnId, status, note).catch((err: unknown) =>
    ctx.log.error({ err, returnId, mail: status }, 'return e-mail failed'),
  )
}
