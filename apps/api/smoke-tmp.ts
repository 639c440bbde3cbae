import { buildInvoiceDocument } from './src/invoice/invoice-document.ts'
import { renderInvoicePdf } from './src/invoice/invoice-pdf.ts'
import { DEFAULT_SELLER } from './src/invoice/seller.ts'
const lines = Array.from({ length: 50 }, (_, i) => ({ sku: `SKU-${i}`, name: `Fietsband Schwalbe Marathon ${i} 28 inch reflectie`, qty: i + 1, unitPrice: 12.3456, taxPercent: i % 5 ? 21 : 9 }))
const doc = buildInvoiceDocument({ type: 'debit', number: 'F2026-000001', language: 'nl', issueDate: '2026-11-27', currency: 'EUR', seller: DEFAULT_SELLER,
  buyer: { customerId: 1, customerNumber: 'D10001', company: 'Rijwielhandel Jansen', name: 'Piet Jansen', street: ['Dorpsstraat 1'], postcode: '1234 AB', city: 'Amersfoort', countryId: 'NL', vatId: 'NL123456789B01', email: 'x@y' },
  orderNumber: 'BO00100001', shopOrderNumber: '000000123', poNumber: 'PO-1', shipmentNumber: 'ZD00100001', returnNumber: null, lines })
for (let i = 0; i < 5; i++) await renderInvoicePdf(doc)
const times: number[] = []
for (let i = 0; i < 50; i++) { const t = performance.now(); await renderInvoicePdf(doc); times.push(performance.now() - t) }
times.sort((a, b) => a - b)
console.log('p50', times[25].toFixed(1), 'p99', times[49].toFixed(1))
