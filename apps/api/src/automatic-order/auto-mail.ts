/**
 * The customer's mails of an automatic order (decision 0186), in the language it was set up in:
 * placed (with the order number, and what went on backorder) and failed (with the reason).
 */
import { automaticOrderFailureText } from '@shop/commerce'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../context.ts'
import { customer, type AutomaticOrderLine, type AutomaticOrderRow } from '../db/schema/index.ts'
import { mailService, type MailMessage } from '../mail/mail-service.ts'

export type AutomaticOrderMailEvent =
  | { kind: 'placed'; orderNumber: string; backordered: AutomaticOrderLine[] }
  | { kind: 'failed'; error: string; backordered: AutomaticOrderLine[] }

const TEXTS = {
  nl: {
    placedSubject: (n: string) => `Je automatische bestelling is geplaatst: ${n}`,
    placed: (name: string, n: string) =>
      `Je automatische bestelling "${name}" is geplaatst onder bestelnummer ${n}. Je betaalt op rekening.`,
    backordered: 'Niet op voorraad, in nabestelling genoteerd:',
    failedSubject: 'Je automatische bestelling kon niet worden geplaatst',
    failed: (name: string, e: string) =>
      `Je automatische bestelling "${name}" kon niet worden geplaatst. ${e} Controleer de instellingen onder Mijn account > Automatische bestellingen.`,
    unnamed: 'zonder naam',
  },
  de: {
    placedSubject: (n: string) => `Ihre automatische Bestellung wurde aufgegeben: ${n}`,
    placed: (name: string, n: string) =>
      `Ihre automatische Bestellung "${name}" wurde unter der Bestellnummer ${n} aufgegeben. Sie zahlen auf Rechnung.`,
    backordered: 'Nicht auf Lager, als Rückstand vorgemerkt:',
    failedSubject: 'Ihre automatische Bestellung konnte nicht aufgegeben werden',
    failed: (name: string, e: string) =>
      `Ihre automatische Bestellung "${name}" konnte nicht aufgegeben werden. ${e} Bitte prüfen Sie die Einstellungen unter Mein Konto > Automatische Bestellungen.`,
    unnamed: 'ohne Namen',
  },
} as const

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export function automaticOrderMail(
  to: string,
  row: Pick<AutomaticOrderRow, 'id' | 'name' | 'language'>,
  event: AutomaticOrderMailEvent,
): MailMessage {
  const t = row.language === 'de' ? TEXTS.de : TEXTS.nl
  const name = row.name ?? `#${row.id} (${t.unnamed})`
  const lines =
    event.kind === 'placed'
      ? [t.placed(name, event.orderNumber)]
      : [t.failed(name, automaticOrderFailureText(event.error, row.language === 'de' ? 'de' : 'nl'))]
  const backordered = event.backordered.map((l) => `${l.sku} × ${l.qty}`)
  if (backordered.length) lines.push('', t.backordered, ...backordered.map((l) => `- ${l}`))
  const html = lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('\n')
  return {
    to,
    subject: event.kind === 'placed' ? t.placedSubject(event.orderNumber) : t.failedSubject,
    text: lines.join('\n'),
    html,
  }
}

export async function sendAutomaticOrderMail(
  ctx: AppContext,
  row: AutomaticOrderRow,
  event: AutomaticOrderMailEvent,
): Promise<void> {
  const [who] = await ctx.database.db
    .select({ email: customer.email })
    .from(customer)
    .where(eq(customer.id, row.customerId))
  if (!who) return
  await mailService(ctx.config).send(automaticOrderMail(who.email, row, event))
}
