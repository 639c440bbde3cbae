/**
 * The invoice mail (nl/de, the invoice's language) with the stored PDF attached, sent after the
 * issuing transaction committed. It reads the PDF from the invoice store, never renders again.
 */
import { eq } from 'drizzle-orm'
import { INVOICE_WORDS, formatInvoiceDate, formatInvoiceMoney } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { backofficeInvoice, backofficeInvoiceFile } from '../db/schema/invoice.ts'
import { customer } from '../db/schema/customer.ts'
import { mailService, type MailMessage } from '../mail/mail-service.ts'

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export async function invoiceMail(ctx: AppContext, invoiceId: number): Promise<MailMessage | null> {
  const db = ctx.database.db
  const [row] = await db
    .select({ invoice: backofficeInvoice, bytes: backofficeInvoiceFile.bytes, email: customer.email })
    .from(backofficeInvoice)
    .innerJoin(backofficeInvoiceFile, eq(backofficeInvoiceFile.invoiceId, backofficeInvoice.id))
    .innerJoin(customer, eq(customer.id, backofficeInvoice.customerId))
    .where(eq(backofficeInvoice.id, invoiceId))
  if (!row) return null
  const inv = row.invoice
  const language = inv.language === 'de' ? 'de' : 'nl'
  const words = INVOICE_WORDS[language]
  const type = inv.type === 'credit' ? 'credit' : 'debit'
  const total = formatInvoiceMoney(Math.round(Number(inv.grandTotal) * 100), language)
  const text = words.mailBody(type, inv.number, total, formatInvoiceDate(inv.dueDate, language))
  return {
    to: row.email,
    subject: words.mailSubject(type, inv.number),
    text,
    html: `<p>${escapeHtml(text).replace(/\n\n/g, '</p><p>').replace(/\n/g, '<br>')}</p>`,
    attachments: [
      { filename: `${inv.number}.pdf`, content: Buffer.from(row.bytes), contentType: 'application/pdf' },
    ],
  }
}

/** After commit; a mail that cannot go is logged, the invoice stays issued. */
export async function deliverInvoiceMail(ctx: AppContext, invoiceId: number): Promise<void> {
  try {
    const message = await invoiceMail(ctx, invoiceId)
    if (!message) {
      ctx.log.warn({ invoiceId }, 'invoice mail: no such invoice')
      return
    }
    await mailService(ctx.config).send(message)
  } catch (err) {
    ctx.log.error({ err, invoiceId }, 'invoice mail could not be sent')
  }
}
