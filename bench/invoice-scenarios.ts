/**
 * "invoice PDF" of `npm run bench:api` (`--only invoice`, issue 18, decision 0176): a 50-line
 * invoice. Two figures: the render itself (the document drawn to PDF with its embedded font, in
 * process, one at a time: what issuing a shipment's invoice costs) and the customer's
 * downloadInvoicePath call, which serves the stored PDF. Target: p99 <= 100 ms.
 *
 * `prepareInvoiceBench` writes a bench dealer with a shipped 50-line order and its issued invoice
 * into the bench's own database before the shop starts (the embedded database has one user at a
 * time); `invoiceScenarios` signs the dealer in.
 */
import { sql } from 'drizzle-orm'
import { loadConfig } from '../apps/api/src/config/config.ts'
import { prepareDatabase } from '../apps/api/src/bootstrap.ts'
import { hashPassword } from '../apps/api/src/user/password.ts'
import { buildInvoiceDocument } from '../apps/api/src/invoice/invoice-document.ts'
import { renderInvoicePdf } from '../apps/api/src/invoice/invoice-pdf.ts'
import { issueShipmentInvoice } from '../apps/api/src/invoice/issue-invoice.ts'
import { DEFAULT_SELLER } from '../apps/api/src/invoice/seller.ts'
import type { Scenario } from './lib/load.ts'

export const INVOICE_PDF = 'invoice PDF download (50 lines)'
export const INVOICE_PDF_TARGET_MS = 100
const LINES = 50
const EMAIL = 'bench-invoice-dealer@example.test'
const PASSWORD = 'Handel2026!'

/** `variant` changes quantities and prices, so each render has amounts of its own */
const lines = (variant = 0) =>
  Array.from({ length: LINES }, (_, i) => ({
    sku: `BENCH-${String(i + 1).padStart(4, '0')}`,
    name: `Buitenband Schwalbe Marathon Plus ${i % 2 ? '28 x 1.40' : '26 x 2.00'} reflectie, set ${i + 1}`,
    qty: 1 + ((i + variant) % 7),
    unitPrice: 12.5 + i * 1.37 + variant * 0.01,
    taxPercent: i % 6 === 0 ? 9 : 21,
  }))

/** The bench dealer, a shipped 50-line order and its invoice; answers the invoice's path. */
export async function prepareInvoiceBench(dataDir: string, products: number): Promise<string> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_PRODUCTS: String(products),
    REDIS_URL: '',
  })
  const database = await prepareDatabase(config, (msg) => console.log(msg))
  try {
    const hash = await hashPassword(PASSWORD)
    await database.rows(sql`
      insert into customer (email, firstname, lastname, password_hash, group_id, store_id, company, vat_id)
      select ${EMAIL}, 'Bench', 'Factuur', ${hash}, 2, 1, 'Bench Rijwielen B.V.', 'NL853211904B01'
      where not exists (select 1 from customer where lower(email) = ${EMAIL})`)
    const [found] = await database.rows<{ pdf_path: string }>(sql`
      select i.pdf_path from backoffice_invoice i join customer c on c.id = i.customer_id
      where lower(c.email) = ${EMAIL} limit 1`)
    if (found) return found.pdf_path
    return await database.db.transaction(async (tx) => {
      const [c] = await tx
        .execute(sql`select id from customer where lower(email) = ${EMAIL}`)
        .then((r) => (r as unknown as { rows: { id: number }[] }).rows)
      const billing = {
        firstname: 'Bench',
        lastname: 'Factuur',
        company: 'Bench Rijwielen B.V.',
        street: ['Spaakweg 50'],
        postcode: '3500 AA',
        city: 'Utrecht',
        countryId: 'NL',
        vatId: 'NL853211904B01',
      }
      const [order] = (
        (await tx.execute(sql`
        insert into backoffice_order (source, fulfilment, customer_id, status, grand_total, currency, lines,
          billing_address, shipping_address)
        values ('phone', 'shipped', ${c!.id}, 'processing', 0, 'EUR', '[]'::jsonb,
          ${JSON.stringify(billing)}::jsonb, ${JSON.stringify(billing)}::jsonb)
        returning id`)) as unknown as { rows: { id: number }[] }
      ).rows
      const shipmentLines: { lineId: number; sku: string; qty: number }[] = []
      for (const [i, l] of lines().entries()) {
        const [row] = (
          (await tx.execute(sql`
          insert into backoffice_order_line (order_id, line_no, sku, name, qty_ordered, qty_shipped, unit_price, tax_percent)
          values (${order!.id}, ${i + 1}, ${l.sku}, ${l.name}, ${l.qty}, ${l.qty}, ${l.unitPrice}, ${l.taxPercent})
          returning id`)) as unknown as { rows: { id: number }[] }
        ).rows
        shipmentLines.push({ lineId: row!.id, sku: l.sku, qty: l.qty })
      }
      const [shipment] = (
        (await tx.execute(sql`
        insert into backoffice_shipment (order_id, lines) values (${order!.id}, ${JSON.stringify(shipmentLines)}::jsonb)
        returning id`)) as unknown as { rows: { id: number }[] }
      ).rows
      const issued = await issueShipmentInvoice(tx, shipment!.id)
      if (!issued.ok) throw new Error(issued.message)
      return issued.value.invoicePath
    })
  } finally {
    await database.close()
  }
}

/** downloadInvoicePath of the bench dealer's 50-line invoice. */
export async function invoiceScenarios(baseUrl: string, invoicePath: string): Promise<Scenario[]> {
  const res = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: EMAIL, password: PASSWORD }),
  })
  const answer = (await res.json()) as { code: number; result: string }
  if (answer.code !== 200) throw new Error(`bench invoice dealer login: ${JSON.stringify(answer)}`)
  const token = answer.result
  return [
    {
      name: INVOICE_PDF,
      method: 'POST',
      path: `/api/oculus/downloadInvoicePath?token=${token}`,
      body: JSON.stringify({ invoicePath }),
    },
  ]
}

/** The render alone, one at a time: p50 and p99 in ms over `runs` renders (after a warm-up). */
export async function renderInvoiceBench(
  runs = 200,
): Promise<{ p50: number; p99: number; cpuP50: number; cpuP99: number; bytes: number; pages: number }> {
  const docOf = (variant: number) =>
    buildInvoiceDocument({
      type: 'debit',
      number: `F2026-${String(50 + variant).padStart(6, '0')}`,
      language: 'nl',
      issueDate: '2026-11-27',
      currency: 'EUR',
      seller: DEFAULT_SELLER,
      buyer: {
        customerId: 1,
        customerNumber: 'D10001',
        company: 'Bench Rijwielen B.V.',
        name: 'Bench Factuur',
        street: ['Spaakweg 50'],
        postcode: '3500 AA',
        city: 'Utrecht',
        countryId: 'NL',
        vatId: 'NL853211904B01',
        email: EMAIL,
      },
      orderNumber: 'BO00100050',
      shopOrderNumber: null,
      poNumber: 'PO-BENCH',
      shipmentNumber: 'ZD00100050',
      returnNumber: null,
      lines: lines(variant),
    })
  let bytes = 0
  for (let i = 0; i < 10; i++) bytes = (await renderInvoicePdf(docOf(runs + i))).length
  const times: number[] = []
  /** the process's CPU time per render: what the render costs, whatever else the machine runs */
  const cpu: number[] = []
  // every render its own invoice: other numbers, quantities and amounts (the names repeat, as a
  // dealer's articles do)
  for (let i = 0; i < runs; i++) {
    const doc = docOf(i)
    const start = performance.now()
    const startCpu = process.cpuUsage()
    await renderInvoicePdf(doc)
    const used = process.cpuUsage(startCpu)
    times.push(performance.now() - start)
    cpu.push((used.user + used.system) / 1000)
  }
  times.sort((a, b) => a - b)
  cpu.sort((a, b) => a - b)
  const quantile = (list: number[], q: number) =>
    Number(list[Math.min(list.length - 1, Math.ceil(q * list.length) - 1)]!.toFixed(1))
  const at = (q: number) => quantile(times, q)
  const pages = (await renderInvoicePdf(docOf(0))).toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0
  return {
    p50: at(0.5),
    p99: at(0.99),
    cpuP50: quantile(cpu, 0.5),
    cpuP99: quantile(cpu, 0.99),
    bytes,
    pages,
  }
}
