/**
 * Invoices and credit notes (issue 18, decisions 0172-0176) through the HTTP API: issued for a
 * shipment and for a return, numbered without gaps per type and year (a rolled-back issue gives
 * its number back, two at once get consecutive ones), rendered to PDF and read back by parsing
 * the PDF's text (numbers, totals, VAT per rate, reverse charge, language), stored once (the
 * store refuses an UPDATE), listed and downloaded by the customer, marked paid by staff, mailed
 * with the PDF attached; bad input gets a 4xx naming the problem.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backofficeInvoice, backofficeInvoiceCounter } from '../src/db/schema/invoice.ts'
import { issueCreditNote, issueShipmentInvoice } from '../src/invoice/issue-invoice.ts'
import { invoicesOfOrders } from '../src/invoice/invoice-service.ts'
import { buildTestApp, type TestApp } from './test-app.ts'
import { customerSession } from './user-helpers.ts'
import { DE_BILLING, makeTrade, returnOf, shippedOrder, standardLines } from './helpers/invoice-fixture.ts'

const ADMIN_KEY = 'test-admin-key-invoice-0172'
const kind = process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'
// a year of its own: the demo history (helper A) issues invoices in the present years
const NOW = new Date('2031-03-14T10:00:00Z')

async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  })
  return { text, pages: totalPages }
}

describe(`invoices and credit notes (${kind})`, () => {
  let t: TestApp
  let owner: Awaited<ReturnType<typeof customerSession>>
  let german: Awaited<ReturnType<typeof customerSession>>

  const admin = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const res = await t.app.inject({
      method,
      url: `/api/admin/backoffice/invoices${path}`,
      headers: { 'x-admin-key': ADMIN_KEY },
      payload: body as never,
    })
    return res
  }
  const oculus = (name: string, token: string, body?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/oculus/${name}?token=${token}`,
      payload: (body ?? {}) as never,
    })

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW, env: { ADMIN_API_KEY: ADMIN_KEY } })
    owner = await customerSession(t.app)
    german = await customerSession(t.app)
    await makeTrade(t.database.db, owner.id, 'T90001', 'NL853211904B01')
    await makeTrade(t.database.db, german.id, 'T90002', 'DE123456789')
  })
  afterAll(() => t.close())

  let debitNumber = ''
  let debitPath = ''
  let order: Awaited<ReturnType<typeof shippedOrder>>

  it('issues the invoice of a shipment: number, PDF with seller, buyer, lines, VAT per rate and totals (nl)', async () => {
    order = await shippedOrder(t.database.db, owner.id, { delivered: true })
    const res = await admin('POST', '/issue-shipment', { shipmentId: order.shipment.id })
    expect(res.statusCode, res.body).toBe(200)
    const issued = res.json().result
    expect(issued.number).toMatch(/^F2031-\d{6}$/)
    expect(issued.type).toBe('debit')
    expect(issued.invoicePath).toBe(`invoices/2031/${issued.number}.pdf`)
    // 5 x 21,95 + 3 x 4,1234 (12,37) at 21 %, 2 x 12,50 at 9 %: 147,12 + 25,65 + 2,25
    expect(issued.grandTotal).toBe(175.02)
    debitNumber = issued.number
    debitPath = issued.invoicePath

    const pdf = await oculus('downloadInvoicePath', owner.token, { invoicePath: debitPath })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${debitNumber}.pdf"`)
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const { text } = await pdfText(pdf.rawPayload)
    expect(text).toContain(`Factuur ${debitNumber}`)
    expect(text).toContain('Fietsgroothandel B.V.')
    expect(text).toContain('KvK 12345678')
    expect(text).toContain('Btw-nummer NL001234567B01')
    expect(text).toContain('IBAN NL91ABNA0417164300')
    expect(text).toContain('Rijwielhandel Jansen')
    expect(text).toContain('Btw-nummer NL853211904B01')
    expect(text).toContain('BAND-28-MARATHON')
    expect(text).toContain('€ 109,75')
    expect(text).toContain('€ 4,1234')
    expect(text).toMatch(/Subtotaal excl\. btw\s+€ 147,12/)
    expect(text).toMatch(/Btw 21%\s+€ 25,65/)
    expect(text).toMatch(/Btw 9%\s+€ 2,25/)
    expect(text).toMatch(/Totaal incl\. btw\s+€ 175,02/)
    expect(text).toContain('Betaling binnen 30 dagen, uiterlijk 13-04-2031')
    expect(text).toContain('Pagina 1 van 1')
    expect(text).not.toContain('BTW verlegd')
  })

  it('issues a credit note for a return at the order line prices, and its PDF says so', async () => {
    const marathon = order.lines.find((l) => l.sku === 'BAND-28-MARATHON')!
    const ret = await returnOf(t.database.db, order.order, [
      { lineId: marathon.id, sku: marathon.sku, qty: 2 },
    ])
    const res = await admin('POST', '/issue-return', { returnId: ret.id })
    expect(res.statusCode, res.body).toBe(200)
    const issued = res.json().result
    expect(issued.number).toMatch(/^C2031-\d{6}$/)
    expect(issued.type).toBe('credit')
    // 2 x 21,95 = 43,90 + 21 % (9,22)
    expect(issued.grandTotal).toBe(53.12)
    const pdf = await oculus('downloadInvoicePath', owner.token, { invoicePath: issued.invoicePath })
    expect(pdf.statusCode).toBe(200)
    const { text } = await pdfText(pdf.rawPayload)
    expect(text).toContain(`Creditnota ${issued.number}`)
    expect(text).toContain(ret.number)
    expect(text).toMatch(/Totaal gecrediteerd\s+€ 53,12/)
    const [again] = await t.database.db
      .select()
      .from(backofficeInvoice)
      .where(eq(backofficeInvoice.returnId, ret.id))
    expect(again!.number).toBe(issued.number)
    // the order's documents, for the order details: the invoice, then the credit note
    const ofOrder = (await invoicesOfOrders(t.database.db, [order.order.id])).get(order.order.id)
    expect(ofOrder?.map((i) => [i.number, i.type, i.grandTotal])).toEqual([
      [debitNumber, 'debit', 175.02],
      [issued.number, 'credit', 53.12],
    ])
    // issuing again gives the same credit note back
    const twice = await admin('POST', '/issue-return', { returnId: ret.id })
    expect(twice.json().result.number).toBe(issued.number)
  })

  it('charges no VAT to an EU business customer outside NL with a VAT id of the right form: "Steuerschuldnerschaft des Leistungsempfängers" (de)', async () => {
    const o = await shippedOrder(t.database.db, german.id, { billing: DE_BILLING, language: 'de' })
    let issuedNumber = ''
    await t.database.db.transaction(async (tx) => {
      const r = await issueShipmentInvoice(tx, o.shipment.id, { now: NOW })
      expect(r.ok).toBe(true)
      if (r.ok) {
        expect(r.value.grandTotal).toBe(147.12)
        issuedNumber = r.value.number
      }
    })
    const res = await admin('GET', `/${issuedNumber}/pdf`)
    expect(res.statusCode).toBe(200)
    const { text } = await pdfText(res.rawPayload)
    expect(text).toContain(`Rechnung ${issuedNumber}`)
    expect(text).toContain('Steuerschuldnerschaft des Leistungsempfängers')
    expect(text).toMatch(/USt\. 0%\s+0,00 €/)
    expect(text).toMatch(/Gesamtbetrag brutto\s+147,12 €/)
    expect(text).toContain('USt-IdNr. DE123456789')
    expect(text).toContain('Fällig am 13.04.2031')
  })

  it('a German customer whose VAT id has the wrong form is charged Dutch VAT (no reverse charge)', async () => {
    const o = await shippedOrder(t.database.db, german.id, {
      billing: { ...DE_BILLING, vatId: 'DE12345' },
      language: 'de',
    })
    await t.database.db.transaction(async (tx) => {
      const r = await issueShipmentInvoice(tx, o.shipment.id, { now: NOW })
      expect(r.ok && r.value.grandTotal).toBe(175.02)
    })
  })

  it('numbers without gaps: a rolled-back issue gives its number back', async () => {
    const before = await t.database.db
      .select()
      .from(backofficeInvoiceCounter)
      .where(sql`${backofficeInvoiceCounter.type} = 'debit' and ${backofficeInvoiceCounter.year} = 2031`)
    const o1 = await shippedOrder(t.database.db, owner.id)
    let rolledBackNumber = ''
    await expect(
      t.database.db.transaction(async (tx) => {
        const r = await issueShipmentInvoice(tx, o1.shipment.id, { now: NOW })
        if (r.ok) rolledBackNumber = r.value.number
        throw new Error('the caller fails after the issue')
      }),
    ).rejects.toThrow('the caller fails')
    expect(rolledBackNumber).toBe(`F2031-${String(before[0]!.lastSeq + 1).padStart(6, '0')}`)
    const o2 = await shippedOrder(t.database.db, owner.id)
    const res = await admin('POST', '/issue-shipment', { shipmentId: o2.shipment.id })
    expect(res.json().result.number).toBe(rolledBackNumber)
    // and the rolled-back shipment left no invoice and no file
    const none = await t.database.db
      .select()
      .from(backofficeInvoice)
      .where(eq(backofficeInvoice.shipmentId, o1.shipment.id))
    expect(none).toHaveLength(0)
  })

  it('numbers without gaps: two issues at once get consecutive numbers', async () => {
    const a = await shippedOrder(t.database.db, owner.id)
    const b = await shippedOrder(t.database.db, owner.id)
    const issueIn = (shipmentId: number) =>
      t.database.db.transaction(async (tx) => {
        const r = await issueShipmentInvoice(tx, shipmentId, { now: NOW })
        if (!r.ok) throw new Error(r.message)
        return r.value.number
      })
    const numbers = await Promise.all([issueIn(a.shipment.id), issueIn(b.shipment.id)])
    const seqs = numbers.map((n) => Number(n.slice(-6))).sort((x, y) => x - y)
    expect(seqs[1]! - seqs[0]!).toBe(1)
    const all = await t.database.db
      .select({ seq: backofficeInvoice.seq })
      .from(backofficeInvoice)
      .where(sql`${backofficeInvoice.type} = 'debit' and ${backofficeInvoice.year} = 2031`)
    const sorted = all.map((r) => r.seq).sort((x, y) => x - y)
    expect(sorted).toEqual(sorted.map((_, i) => sorted[0]! + i))
  })

  it('a credit note starts its own series', async () => {
    const [c] = await t.database.db
      .select()
      .from(backofficeInvoiceCounter)
      .where(sql`${backofficeInvoiceCounter.type} = 'credit' and ${backofficeInvoiceCounter.year} = 2031`)
    expect(c!.lastSeq).toBe(1)
  })

  it('the invoice store refuses to change an issued PDF', async () => {
    await expect(
      t.database.rows(sql`update backoffice_invoice_file set sha256 = 'x' where path = ${debitPath}`),
    ).rejects.toThrow()
  })

  it('a long invoice breaks over pages, each numbered', async () => {
    const lines = Array.from({ length: 80 }, (_, i) => ({
      sku: `SPAAK-${String(i).padStart(3, '0')}`,
      name: `Spaak RVS ${200 + i} mm met nippel`,
      qty: 10,
      unitPrice: 0.35,
      taxPercent: 21,
    }))
    const o = await shippedOrder(t.database.db, owner.id, { lines })
    const res = await admin('POST', '/issue-shipment', { shipmentId: o.shipment.id })
    const pdf = await oculus('downloadInvoicePath', owner.token, {
      invoicePath: res.json().result.invoicePath,
    })
    const { text, pages } = await pdfText(pdf.rawPayload)
    expect(pages).toBeGreaterThan(1)
    expect(text).toContain(`Pagina ${pages} van ${pages}`)
    expect(text).toContain('SPAAK-079')
    // 80 x 10 x 0,35 = 280,00 + 58,80
    expect(text).toMatch(/Totaal incl\. btw\s+€ 338,80/)
  })

  it('lists the customer’s invoices newest first with paging, and staff mark one paid', async () => {
    const res = await oculus('getOculusInvoices', owner.token, { pageSize: 2 })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json().result.body
    expect(body.page).toBe(1)
    expect(body.pageSize).toBe(2)
    expect(body.total).toBeGreaterThanOrEqual(5)
    expect(body.invoices).toHaveLength(2)
    const all = (await oculus('getOculusInvoices', owner.token, { pageSize: 100 })).json().result.body
      .invoices
    const debit = all.find((i: { number: string }) => i.number === debitNumber)
    expect(debit).toMatchObject({
      type: 'debit',
      issueDate: '2031-03-14',
      dueDate: '2031-04-13',
      grandTotal: 175.02,
      currency: 'EUR',
      status: 'open',
      orderId: order.order.backofficeNumber,
      returnNumber: null,
      invoicePath: debitPath,
    })
    expect(
      all.some((i: { type: string; returnNumber: string | null }) => i.type === 'credit' && i.returnNumber),
    ).toBe(true)
    expect(all.every((i: { number: string }) => !i.number.startsWith('x'))).toBe(true)

    const paid = await admin('POST', `/${debitNumber}/paid`, {})
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json().result.status).toBe('paid')
    const twice = await admin('POST', `/${debitNumber}/paid`, {})
    expect(twice.statusCode).toBe(409)
    expect(twice.json().result).toContain('already paid')
    const after = (await oculus('getOculusInvoices', owner.token, { pageSize: 100 })).json().result.body
      .invoices
    expect(after.find((i: { number: string }) => i.number === debitNumber).status).toBe('paid')
    const staffList = await admin('GET', `?customerId=${owner.id}&status=paid`)
    expect(staffList.json().result.map((i: { number: string }) => i.number)).toEqual([debitNumber])
  })

  it('mails the invoice with the PDF attached', async () => {
    const dir = join(t.ctx.config.dataDir, 'outbox')
    let found = ''
    for (let i = 0; i < 100 && !found; i++) {
      for (const f of await readdir(dir).catch(() => [] as string[])) {
        const text = await readFile(join(dir, f), 'utf8')
        if (text.includes(`To: ${owner.email}`) && text.includes(`Factuur ${debitNumber}`)) found = text
      }
      if (!found) await new Promise((r) => setTimeout(r, 20))
    }
    expect(found).toContain('Content-Type: application/pdf')
    expect(found).toContain(`filename=${debitNumber}.pdf`)
  })

  it('refuses bad input, naming the problem', async () => {
    const cases: [unknown, number, string][] = [
      [{ invoicePath: '../etc/passwd' }, 400, 'invoicePath'],
      [{ invoicePath: '/invoices/2031/F2031-000001.pdf' }, 400, 'invoicePath'],
      [{ invoicePath: 'invoices/2031/../2031/F2031-000001.pdf' }, 400, 'invoicePath'],
      [{ invoicePath: 'files/2031/F2031-000001.pdf' }, 400, 'invoicePath'],
      [{ invoicePath: 'invoices/2030/F2031-000001.pdf' }, 400, 'invoicePath'],
      [{ invoicePath: '' }, 400, 'invoicePath'],
      [{}, 400, 'invoicePath'],
      [{ invoicePath: 'invoices/2031/F2031-999999.pdf' }, 404, 'invoicePath'],
    ]
    for (const [body, status, names] of cases) {
      const res = await oculus('downloadInvoicePath', owner.token, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(status)
      expect(res.json().code).toBe(status)
      expect(res.json().result).toContain(names)
    }
    const page = await oculus('getOculusInvoices', owner.token, { pageSize: 101 })
    expect(page.statusCode).toBe(400)
    expect(page.json().result).toContain('pageSize')
    const unknownShipment = await admin('POST', '/issue-shipment', { shipmentId: 99999999 })
    expect(unknownShipment.statusCode).toBe(404)
    expect(unknownShipment.json().result).toContain('Shipment 99999999')
    const badNumber = await admin('POST', '/F31-1/paid', {})
    expect(badNumber.statusCode).toBe(400)
    expect(badNumber.json().result).toContain('number')
    const unknownNumber = await admin('GET', '/F2031-999999/pdf')
    expect(unknownNumber.statusCode).toBe(404)
    const hugeCustomer = await admin('GET', '?customerId=9007199254740992')
    expect(hugeCustomer.statusCode).toBe(400)
    expect(hugeCustomer.json().result).toContain('customerId')
    const noKey = await t.app.inject({ method: 'GET', url: '/api/admin/backoffice/invoices' })
    expect(noKey.statusCode).toBe(401)
  })

  it('a return with nothing to credit is refused and leaves no number taken', async () => {
    const o = await shippedOrder(t.database.db, owner.id, {
      delivered: true,
      lines: standardLines().slice(0, 1),
    })
    const [ret] = await t.database.db
      .insert((await import('../src/db/schema/after-sales.ts')).backofficeReturn)
      .values({ type: 'return', customerId: owner.id, orderId: o.order.id, reason: 'wrong' })
      .returning()
    const res = await admin('POST', '/issue-return', { returnId: ret!.id })
    expect(res.statusCode).toBe(400)
    expect(res.json().result).toContain(ret!.number)
    const r = await t.database.db.transaction(async (tx) => issueCreditNote(tx, ret!.id, { now: NOW }))
    expect(r.ok).toBe(false)
  })
})
