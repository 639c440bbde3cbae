/**
 * Gapless invoice numbers per type and year (decision 0172): the counter row of (type, year) is
 * raised in the issuing transaction. The UPDATE locks the row until that transaction ends, so a
 * second issue waits and gets the next number; a rolled-back issue gives its number back.
 */
import { sql } from 'drizzle-orm'
import { invoiceNumber } from '@shop/commerce'
import type { Db } from '../db/client.ts'
import type { InvoiceType } from './invoice-document.ts'

export async function nextInvoiceNumber(
  tx: Db,
  type: InvoiceType,
  year: number,
): Promise<{ number: string; seq: number }> {
  const result = await tx.execute(sql`
    INSERT INTO backoffice_invoice_counter (type, year, last_seq) VALUES (${type}, ${year}, 1)
    ON CONFLICT (type, year) DO UPDATE SET last_seq = backoffice_invoice_counter.last_seq + 1
    RETURNING last_seq`)
  const rows = (result as unknown as { rows: { last_seq: number }[] }).rows
  const seq = Number(rows[0]!.last_seq)
  return { number: invoiceNumber(type, year, seq), seq }
}
