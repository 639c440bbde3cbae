/**
 * Invoice rules (issue 18, decisions 0172-0176): row totals, VAT per rate, rounding, reverse
 * charge for EU business customers outside the Netherlands, payment terms, and the printed words
 * in the customer's language. Money in integer cents; a row is rounded once, VAT once per rate.
 */

export type InvoiceLanguage = 'nl' | 'de'

/** EU member states (ISO 3166 alpha-2) at the time of writing. */
export const EU_COUNTRIES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]

/** The format of a VAT id per member state (after its prefix); checked for form only, not with VIES. */
const VAT_FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
}

/** Spaces, dots and dashes out, upper case: "de 123.456.789" → "DE123456789". */
export function normalizeVatId(vatId: string): string {
  return vatId.replace(/[\s.\-]/g, '').toUpperCase()
}

/** Whether a VAT id has the form of the given country's (Greece uses the prefix EL). */
export function isVatIdFormatValid(vatId: string, countryId: string): boolean {
  const id = normalizeVatId(vatId)
  const prefix = countryId.toUpperCase() === 'GR' ? 'EL' : countryId.toUpperCase()
  if (!id.startsWith(prefix)) return false
  const format = VAT_FORMATS[prefix]
  return format !== undefined && format.test(id.slice(prefix.length))
}

/**
 * Reverse charge (BTW verlegd, art. 196 of the VAT directive): a business buyer in another EU
 * member state than the seller's, with a VAT id of that state's form. Then the invoice charges 0 %.
 */
export function reverseChargeApplies(input: {
  sellerCountry: string
  buyerCountry: string
  buyerVatId: string | null | undefined
}): boolean {
  const buyer = input.buyerCountry.toUpperCase()
  if (buyer === input.sellerCountry.toUpperCase()) return false
  if (!EU_COUNTRIES.includes(buyer)) return false
  if (!input.buyerVatId) return false
  return isVatIdFormatValid(input.buyerVatId, buyer)
}

export interface InvoiceLineInput {
  sku: string
  name: string
  qty: number
  /** net unit price excl. VAT, euros (up to 4 decimals) */
  unitPrice: number
  taxPercent: number
}

export interface InvoiceLineAmounts extends InvoiceLineInput {
  /** qty x unit price, rounded to cents, excl. VAT */
  rowTotalCents: number
  /** the percent charged (0 under reverse charge) */
  chargedPercent: number
}

export interface VatRateAmounts {
  percent: number
  baseCents: number
  vatCents: number
}

export interface InvoiceAmounts {
  lines: InvoiceLineAmounts[]
  vat: VatRateAmounts[]
  subtotalCents: number
  taxCents: number
  grandTotalCents: number
}

/** Half away from zero, to whole cents. */
function roundCents(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value) + 1e-9)
}

/** Rows rounded to cents; VAT per rate on the sum of that rate's rows, rounded once. */
export function invoiceAmounts(lines: readonly InvoiceLineInput[], reverseCharge: boolean): InvoiceAmounts {
  const rows: InvoiceLineAmounts[] = lines.map((l) => ({
    ...l,
    // unit prices carry 4 decimals: work in hundredths of a cent to avoid binary drift
    rowTotalCents: roundCents((l.qty * Math.round(l.unitPrice * 10000)) / 100),
    chargedPercent: reverseCharge ? 0 : l.taxPercent,
  }))
  const byRate = new Map<number, number>()
  for (const r of rows) byRate.set(r.chargedPercent, (byRate.get(r.chargedPercent) ?? 0) + r.rowTotalCents)
  const vat = [...byRate.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([percent, baseCents]) => ({
      percent,
      baseCents,
      vatCents: roundCents((baseCents * percent) / 100),
    }))
  const subtotalCents = rows.reduce((s, r) => s + r.rowTotalCents, 0)
  const taxCents = vat.reduce((s, v) => s + v.vatCents, 0)
  return { lines: rows, vat, subtotalCents, taxCents, grandTotalCents: subtotalCents + taxCents }
}

/** The due date: issue date (YYYY-MM-DD) plus the payment term in days. */
export function invoiceDueDate(issueDate: string, termDays: number): string {
  const d = new Date(`${issueDate}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + termDays)
  return d.toISOString().slice(0, 10)
}

/** Gapless invoice numbers: F (debit) or C (credit), the year, six digits: F2026-000001. */
export function invoiceNumber(type: 'debit' | 'credit', year: number, seq: number): string {
  return `${type === 'debit' ? 'F' : 'C'}${year}-${String(seq).padStart(6, '0')}`
}

/** Where an invoice's PDF lies in the invoice store. */
export function invoiceStorePath(number: string): string {
  return `invoices/${number.slice(1, 5)}/${number}.pdf`
}

/** A store path as the customer may ask for it: invoices/<year>/<F|C><year>-<6 digits>.pdf. */
export const INVOICE_PATH_PATTERN = /^invoices\/(\d{4})\/([FC])\1-\d{6}\.pdf$/

/** Cents to a price in the customer's language: "€ 1.234,56" (nl) / "1.234,56 €" (de). */
export function formatInvoiceMoney(cents: number, language: InvoiceLanguage): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  const euros = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  const text = `${euros},${String(abs % 100).padStart(2, '0')}`
  return language === 'de' ? `${sign}${text} €` : `€ ${sign}${text}`
}

/**
 * A net unit price as printed: two decimals, or up to four when the price has them
 * (4,1234 stays 4,1234; 21,95 and 21,9500 print 21,95).
 */
export function formatInvoiceUnitPrice(unitPrice: number, language: InvoiceLanguage): string {
  const tenThousandths = Math.round(Math.abs(unitPrice) * 10000)
  const cents = Math.trunc(tenThousandths / 100)
  const rest = tenThousandths % 100
  const base = formatInvoiceMoney(unitPrice < 0 ? -cents : cents, language)
  if (rest === 0) return base
  const extra = String(rest).padStart(2, '0').replace(/0$/, '')
  return language === 'de' ? base.replace(/ €$/, `${extra} €`) : `${base}${extra}`
}

/** A date YYYY-MM-DD as printed: 27-11-2026 (nl), 27.11.2026 (de). */
export function formatInvoiceDate(isoDate: string, language: InvoiceLanguage): string {
  const [y, m, d] = isoDate.split('-')
  return language === 'de' ? `${d}.${m}.${y}` : `${d}-${m}-${y}`
}

export interface InvoiceWords {
  invoice: string
  creditNote: string
  number: string
  date: string
  dueDate: string
  customerNumber: string
  order: string
  shipment: string
  returnNumber: string
  vatId: string
  kvk: string
  iban: string
  bic: string
  sku: string
  description: string
  qty: string
  unitPrice: string
  vatPercent: string
  amount: string
  subtotal: string
  vatOn: (percent: string) => string
  total: string
  totalCredited: string
  reverseCharge: string
  paymentTerms: (days: number, dueDate: string, number: string) => string
  creditTerms: string
  page: (n: number, of: number) => string
  mailSubject: (kind: 'debit' | 'credit', number: string) => string
  mailBody: (kind: 'debit' | 'credit', number: string, total: string, dueDate: string) => string
}

export const INVOICE_WORDS: Record<InvoiceLanguage, InvoiceWords> = {
  nl: {
    invoice: 'Factuur',
    creditNote: 'Creditnota',
    number: 'Nummer',
    date: 'Datum',
    dueDate: 'Vervaldatum',
    customerNumber: 'Klantnummer',
    order: 'Order',
    shipment: 'Zending',
    returnNumber: 'Retour',
    vatId: 'Btw-nummer',
    kvk: 'KvK',
    iban: 'IBAN',
    bic: 'BIC',
    sku: 'Artikel',
    description: 'Omschrijving',
    qty: 'Aantal',
    unitPrice: 'Prijs',
    vatPercent: 'Btw',
    amount: 'Bedrag',
    subtotal: 'Subtotaal excl. btw',
    vatOn: (p) => `Btw ${p}%`,
    total: 'Totaal incl. btw',
    totalCredited: 'Totaal gecrediteerd',
    reverseCharge: 'BTW verlegd',
    paymentTerms: (days, due, number) =>
      `Betaling binnen ${days} dagen, uiterlijk ${due}, onder vermelding van ${number}.`,
    creditTerms: 'Het gecrediteerde bedrag wordt verrekend of teruggestort.',
    page: (n, of) => `Pagina ${n} van ${of}`,
    mailSubject: (kind, number) => `${kind === 'debit' ? 'Factuur' : 'Creditnota'} ${number}`,
    mailBody: (kind, number, total, due) =>
      kind === 'debit'
        ? `Beste klant,\n\nIn de bijlage vindt u factuur ${number} van ${total}. Wij verzoeken u het bedrag uiterlijk ${due} te voldoen.\n\nMet vriendelijke groet`
        : `Beste klant,\n\nIn de bijlage vindt u creditnota ${number} van ${total}.\n\nMet vriendelijke groet`,
  },
  de: {
    invoice: 'Rechnung',
    creditNote: 'Gutschrift',
    number: 'Nummer',
    date: 'Datum',
    dueDate: 'Fällig am',
    customerNumber: 'Kundennummer',
    order: 'Auftrag',
    shipment: 'Sendung',
    returnNumber: 'Retoure',
    vatId: 'USt-IdNr.',
    kvk: 'Handelsregister (KvK)',
    iban: 'IBAN',
    bic: 'BIC',
    sku: 'Artikel',
    description: 'Bezeichnung',
    qty: 'Menge',
    unitPrice: 'Preis',
    vatPercent: 'USt.',
    amount: 'Betrag',
    subtotal: 'Zwischensumme netto',
    vatOn: (p) => `USt. ${p}%`,
    total: 'Gesamtbetrag brutto',
    totalCredited: 'Gutschriftbetrag',
    reverseCharge: 'Steuerschuldnerschaft des Leistungsempfängers',
    paymentTerms: (days, due, number) =>
      `Zahlbar innerhalb von ${days} Tagen, spätestens am ${due}, unter Angabe von ${number}.`,
    creditTerms: 'Der gutgeschriebene Betrag wird verrechnet oder erstattet.',
    page: (n, of) => `Seite ${n} von ${of}`,
    mailSubject: (kind, number) => `${kind === 'debit' ? 'Rechnung' : 'Gutschrift'} ${number}`,
    mailBody: (kind, number, total, due) =>
      kind === 'debit'
        ? `Sehr geehrte Kundin, sehr geehrter Kunde,\n\nanbei erhalten Sie die Rechnung ${number} über ${total}. Bitte begleichen Sie den Betrag bis zum ${due}.\n\nMit freundlichen Grüßen`
        : `Sehr geehrte Kundin, sehr geehrter Kunde,\n\nanbei erhalten Sie die Gutschrift ${number} über ${total}.\n\nMit freundlichen Grüßen`,
  },
}
