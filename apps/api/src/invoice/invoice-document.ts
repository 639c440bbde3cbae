/**
 * What an invoice or credit note prints, frozen at issue in backoffice_invoice.document: seller,
 * buyer, references, lines, VAT per rate, totals and terms. Built from plain inputs by the pure
 * rules of @shop/commerce (invoice-vat.ts); the PDF is drawn from this and nothing else.
 */
import {
  invoiceAmounts,
  invoiceDueDate,
  reverseChargeApplies,
  type InvoiceLanguage,
  type InvoiceLineInput,
  type VatRateAmounts,
} from '@shop/commerce'
import type { InvoiceSeller } from './seller.ts'

export type InvoiceType = 'debit' | 'credit'

export interface InvoiceBuyer {
  customerId: number
  customerNumber: string | null
  company: string | null
  name: string
  street: string[]
  postcode: string
  city: string
  countryId: string
  vatId: string | null
  email: string
}

export interface InvoiceDocumentLine extends InvoiceLineInput {
  chargedPercent: number
  rowTotalCents: number
}

export interface InvoiceDocument {
  type: InvoiceType
  number: string
  language: InvoiceLanguage
  issueDate: string
  dueDate: string
  currency: string
  seller: InvoiceSeller
  buyer: InvoiceBuyer
  orderNumber: string | null
  shopOrderNumber: string | null
  poNumber: string | null
  shipmentNumber: string | null
  returnNumber: string | null
  reverseCharge: boolean
  paymentTermDays: number
  lines: InvoiceDocumentLine[]
  vat: VatRateAmounts[]
  subtotalCents: number
  taxCents: number
  grandTotalCents: number
}

export interface InvoiceDocumentInput {
  type: InvoiceType
  number: string
  language: string
  issueDate: string
  currency: string
  seller: InvoiceSeller
  buyer: InvoiceBuyer
  orderNumber: string | null
  shopOrderNumber: string | null
  poNumber: string | null
  shipmentNumber: string | null
  returnNumber: string | null
  lines: InvoiceLineInput[]
}

export function buildInvoiceDocument(input: InvoiceDocumentInput): InvoiceDocument {
  const reverseCharge = reverseChargeApplies({
    sellerCountry: input.seller.countryId,
    buyerCountry: input.buyer.countryId,
    buyerVatId: input.buyer.vatId,
  })
  const amounts = invoiceAmounts(input.lines, reverseCharge)
  const termDays = input.type === 'debit' ? input.seller.paymentTermDays : 0
  return {
    type: input.type,
    number: input.number,
    language: input.language === 'de' ? 'de' : 'nl',
    issueDate: input.issueDate,
    dueDate: invoiceDueDate(input.issueDate, termDays),
    currency: input.currency,
    seller: input.seller,
    buyer: input.buyer,
    orderNumber: input.orderNumber,
    shopOrderNumber: input.shopOrderNumber,
    poNumber: input.poNumber,
    shipmentNumber: input.shipmentNumber,
    returnNumber: input.returnNumber,
    reverseCharge,
    paymentTermDays: termDays,
    lines: amounts.lines,
    vat: amounts.vat,
    subtotalCents: amounts.subtotalCents,
    taxCents: amounts.taxCents,
    grandTotalCents: amounts.grandTotalCents,
  }
}
