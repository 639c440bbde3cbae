/**
 * Draws an invoice document as an A4 PDF with pdfkit (decision 0176): the Inter font (TTF from
 * the npm package @expo-google-fonts/inter) embedded as a subset, the table repeated on every
 * page it breaks onto, "page n of m" in the footer. Deterministic metadata: the creation date is
 * the issue date, so the same document gives the same text.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as fontkit from 'fontkit'
import PDFDocument from 'pdfkit'
import { INVOICE_WORDS, formatInvoiceDate, formatInvoiceMoney, formatInvoiceUnitPrice } from '@shop/commerce'
import type { InvoiceDocument } from './invoice-document.ts'

const require = createRequire(import.meta.url)
type Font = fontkit.Font
let fonts: { regular: Font; bold: Font } | undefined

/**
 * Only kerning: an invoice prints words and figures that need no contextual alternates or
 * ligatures, and shaping through Inter's chaining lookups took most of a render.
 */
const FEATURES = {
  ccmp: false,
  locl: false,
  rlig: false,
  mark: false,
  mkmk: false,
  calt: false,
  clig: false,
  liga: false,
  rclt: false,
  curs: false,
  kern: true,
}

/** words whose shaping is kept per font (a word is a few hundred bytes) */
const LAYOUT_CACHE_WORDS = 20_000

function openFont(file: string): Font {
  const font = fontkit.create(readFileSync(require.resolve(`@expo-google-fonts/inter/${file}`)))
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`)
  // the same font with a layout that shapes with FEATURES (pdfkit asks it word by word), and
  // remembers the words it shaped: labels, names and skus come back on every invoice
  const plain = Object.create(font) as Font
  const runs = new Map<string, fontkit.GlyphRun>()
  plain.layout = ((text: string, features?: unknown) => {
    if (features !== undefined) return font.layout(text, features as Record<string, boolean>)
    let run = runs.get(text)
    if (!run) {
      run = font.layout(text, FEATURES)
      if (runs.size >= LAYOUT_CACHE_WORDS) runs.clear()
      runs.set(text, run)
    }
    // pdfkit scales the positions it gets in place: each document gets its own copies
    const positions = run.positions.map((p) => ({
      xAdvance: p.xAdvance,
      yAdvance: p.yAdvance,
      xOffset: p.xOffset,
      yOffset: p.yOffset,
    }))
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, p) => sum + p.xAdvance, 0)
      },
    }
  }) as unknown as Font['layout']
  return plain
}

/**
 * The fonts parsed once per process and handed to every document (pdfkit takes a fontkit font):
 * parsing Inter's tables anew for each PDF took most of a render. Each document still embeds its
 * own subset of the glyphs it used.
 */
function loadFonts(): { regular: Font; bold: Font } {
  fonts ??= {
    regular: openFont('400Regular/Inter_400Regular.ttf'),
    bold: openFont('700Bold/Inter_700Bold.ttf'),
  }
  return fonts
}

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 50
const BOTTOM = A4.height - 70
const COLS = {
  sku: { x: MARGIN, w: 100 },
  name: { x: MARGIN + 105, w: 160 },
  qty: { x: MARGIN + 270, w: 40 },
  price: { x: MARGIN + 315, w: 65 },
  vat: { x: MARGIN + 385, w: 35 },
  amount: { x: MARGIN + 425, w: 70 },
}

function percentText(p: number): string {
  return String(Number(p.toFixed(2))).replace('.', ',')
}

export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const words = INVOICE_WORDS[doc.language]
  const money = (cents: number) => formatInvoiceMoney(cents, doc.language)
  const title = doc.type === 'debit' ? words.invoice : words.creditNote
  const { regular, bold } = loadFonts()
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // no Helvetica metrics loaded for nothing: the document starts in the embedded font
    font: regular as unknown as string,
    bufferPages: true,
    autoFirstPage: true,
    info: {
      Title: `${title} ${doc.number}`,
      Author: doc.seller.company,
      Creator: doc.seller.company,
      Producer: 'pdfkit',
      CreationDate: new Date(`${doc.issueDate}T00:00:00Z`),
    },
  })
  // pdfkit accepts a fontkit font object; its types only name paths and buffers
  pdf.registerFont('regular', regular as unknown as Buffer)
  pdf.registerFont('bold', bold as unknown as Buffer)
  const chunks: Buffer[] = []
  pdf.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })

  const text = (s: string, x: number, y: number, opts: PDFKit.Mixins.TextOptions = {}) =>
    pdf.text(s, x, y, { lineBreak: false, ...opts })

  // seller block, top right
  const s = doc.seller
  pdf.font('bold').fontSize(14)
  text(s.company, MARGIN, MARGIN)
  pdf.font('regular').fontSize(8.5)
  const sellerLines = [
    `${s.street}, ${s.postcode} ${s.city}`,
    `${s.phone} · ${s.email}`,
    `${words.kvk} ${s.kvk} · ${words.vatId} ${s.vatId}`,
    `${words.iban} ${s.iban} · ${words.bic} ${s.bic}`,
  ]
  sellerLines.forEach((l, i) => text(l, MARGIN, MARGIN + 20 + i * 11))

  // buyer block
  const b = doc.buyer
  let y = MARGIN + 90
  pdf.fontSize(10)
  // the country by name in the document's language, only when it is not the seller's own
  const country =
    b.countryId.toUpperCase() === doc.seller.countryId.toUpperCase()
      ? null
      : (new Intl.DisplayNames([doc.language], { type: 'region' }).of(b.countryId.toUpperCase()) ??
        b.countryId)
  const buyerLines = [b.company, b.name, ...b.street, `${b.postcode} ${b.city}`, country].filter(
    (l): l is string => !!l && l.trim() !== '',
  )
  if (b.vatId) buyerLines.push(`${words.vatId} ${b.vatId}`)
  buyerLines.forEach((l, i) => text(l, MARGIN, y + i * 13))

  // document facts, right
  const facts: [string, string][] = [
    [words.number, doc.number],
    [words.date, formatInvoiceDate(doc.issueDate, doc.language)],
  ]
  if (doc.type === 'debit') facts.push([words.dueDate, formatInvoiceDate(doc.dueDate, doc.language)])
  if (b.customerNumber) facts.push([words.customerNumber, b.customerNumber])
  if (doc.orderNumber)
    facts.push([
      words.order,
      doc.shopOrderNumber ? `${doc.orderNumber} / ${doc.shopOrderNumber}` : doc.orderNumber,
    ])
  if (doc.poNumber) facts.push(['PO', doc.poNumber])
  if (doc.shipmentNumber) facts.push([words.shipment, doc.shipmentNumber])
  if (doc.returnNumber) facts.push([words.returnNumber, doc.returnNumber])
  facts.forEach(([k, v], i) => {
    pdf.font('regular')
    text(k, 330, y + i * 13)
    pdf.font('bold')
    text(v, 420, y + i * 13)
  })

  y += Math.max(buyerLines.length, facts.length) * 13 + 25
  pdf.font('bold').fontSize(18)
  text(`${title} ${doc.number}`, MARGIN, y)
  y += 34

  const header = () => {
    pdf.font('bold').fontSize(8.5)
    text(words.sku, COLS.sku.x, y)
    text(words.description, COLS.name.x, y)
    text(words.qty, COLS.qty.x, y, { width: COLS.qty.w, align: 'right' })
    text(words.unitPrice, COLS.price.x, y, { width: COLS.price.w, align: 'right' })
    text(words.vatPercent, COLS.vat.x, y, { width: COLS.vat.w, align: 'right' })
    text(words.amount, COLS.amount.x, y, { width: COLS.amount.w, align: 'right' })
    y += 13
    pdf
      .moveTo(MARGIN, y - 2)
      .lineTo(A4.width - MARGIN, y - 2)
      .lineWidth(0.5)
      .stroke()
    y += 3
    pdf.font('regular')
  }
  header()
  for (const line of doc.lines) {
    const nameHeight = pdf.heightOfString(line.name, { width: COLS.name.w })
    const skuHeight = pdf.heightOfString(line.sku, { width: COLS.sku.w })
    const rowHeight = Math.max(12, nameHeight, skuHeight) + 3
    if (y + rowHeight > BOTTOM) {
      pdf.addPage()
      y = MARGIN
      header()
    }
    pdf.text(line.sku, COLS.sku.x, y, { width: COLS.sku.w })
    pdf.text(line.name, COLS.name.x, y, { width: COLS.name.w })
    text(String(line.qty), COLS.qty.x, y, { width: COLS.qty.w, align: 'right' })
    text(formatInvoiceUnitPrice(line.unitPrice, doc.language), COLS.price.x, y, {
      width: COLS.price.w,
      align: 'right',
    })
    text(`${percentText(line.chargedPercent)}%`, COLS.vat.x, y, { width: COLS.vat.w, align: 'right' })
    text(money(line.rowTotalCents), COLS.amount.x, y, { width: COLS.amount.w, align: 'right' })
    y += rowHeight
  }

  // totals
  const totals: [string, string, boolean][] = [[words.subtotal, money(doc.subtotalCents), false]]
  for (const v of doc.vat) totals.push([words.vatOn(percentText(v.percent)), money(v.vatCents), false])
  totals.push([doc.type === 'debit' ? words.total : words.totalCredited, money(doc.grandTotalCents), true])
  const needed = totals.length * 15 + 70
  if (y + needed > BOTTOM) {
    pdf.addPage()
    y = MARGIN
  }
  pdf
    .moveTo(MARGIN + 270, y + 2)
    .lineTo(A4.width - MARGIN, y + 2)
    .lineWidth(0.5)
    .stroke()
  y += 8
  for (const [label, value, strong] of totals) {
    pdf.font(strong ? 'bold' : 'regular').fontSize(strong ? 10.5 : 9)
    text(label, MARGIN + 270, y)
    text(value, COLS.amount.x - 30, y, { width: COLS.amount.w + 30, align: 'right' })
    y += 15
  }
  y += 10
  pdf.font('regular').fontSize(9)
  if (doc.reverseCharge) {
    pdf.font('bold')
    text(words.reverseCharge, MARGIN, y)
    pdf.font('regular')
    y += 14
  }
  const terms =
    doc.type === 'debit'
      ? words.paymentTerms(doc.paymentTermDays, formatInvoiceDate(doc.dueDate, doc.language), doc.number)
      : words.creditTerms
  pdf.text(terms, MARGIN, y, { width: A4.width - 2 * MARGIN })

  // footers: page n of m
  const range = pdf.bufferedPageRange()
  for (let i = 0; i < range.count; i++) {
    pdf.switchToPage(range.start + i)
    // the footer lies in the bottom margin: let it, without pdfkit starting a new page
    pdf.page.margins.bottom = 0
    pdf.font('regular').fontSize(8)
    pdf.text(`${doc.number} · ${words.page(i + 1, range.count)}`, MARGIN, A4.height - 45, {
      width: A4.width - 2 * MARGIN,
      align: 'right',
      lineBreak: false,
    })
  }
  pdf.end()
  return done
}
