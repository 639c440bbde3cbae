import { describe, expect, it } from 'vitest'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { StoreProvider } from '../../lib/store-context.tsx'
import { storeFromPath } from '../../lib/store-view.ts'
import type { ReturnRequest, TradeOrderDetails } from '../../lib/after-sales/after-sales-types.ts'
import { OrderView } from './trade-order-detail.tsx'
import { ReturnRequests } from './return-requests.tsx'
import { Pager } from './pager.tsx'

function render(element: ReactNode, path = '/my-account/orders/BO00100001') {
  const router = createMemoryRouter(
    [{ path: '*', element: <StoreProvider store={storeFromPath(path)}>{element}</StoreProvider> }],
    { initialEntries: [path] },
  )
  return renderToStaticMarkup(<RouterProvider router={router} />)
}

const order: TradeOrderDetails = {
  orderId: 'BO00100001',
  orderNumber: null,
  source: 'phone',
  placedAt: '2026-11-20T09:00:00Z',
  fulfilment: 'partly_shipped',
  status: 'processing',
  currency: 'EUR',
  subtotal: 1000,
  taxAmount: 210,
  grandTotal: 1210,
  poNumber: 'PO-7',
  reference: null,
  comment: null,
  shippingDescription: 'PostNL',
  billingAddress: null,
  shippingAddress: null,
  lines: [
    {
      lineId: 1,
      lineNo: 1,
      sku: 'BEL-01',
      name: 'Fietsbel',
      qtyOrdered: 5,
      qtyShipped: 5,
      qtyDelivered: 5,
      qtyBackordered: 0,
      qtyCanceled: 0,
      qtyReturned: 0,
      qtyReturnable: 5,
      unitPrice: 100,
      taxPercent: 21,
      rowTotal: 500,
      expectedDate: null,
      comment: null,
    },
    {
      lineId: 2,
      lineNo: 2,
      sku: 'LAMP-02',
      name: 'Koplamp',
      qtyOrdered: 4,
      qtyShipped: 2,
      qtyDelivered: 2,
      qtyBackordered: 2,
      qtyCanceled: 0,
      qtyReturned: 0,
      qtyReturnable: 2,
      unitPrice: 125,
      taxPercent: 21,
      rowTotal: 500,
      expectedDate: '2026-12-11',
      comment: null,
    },
  ],
  shipments: [
    {
      number: 'ZD0000001',
      shippedAt: '2026-11-21T10:00:00Z',
      deliveredAt: null,
      carrier: 'PostNL',
      trackingNumber: '3SABC',
      trackingUrl: 'javascript:alert(1)',
      lines: [{ lineId: 1, sku: 'BEL-01', qty: 5 }],
    },
  ],
  invoices: [
    {
      number: 'F2026-000001',
      type: 'debit',
      issueDate: '2026-11-21',
      grandTotal: 1210,
      invoicePath: 'invoices/2026/F2026-000001.pdf',
    },
  ],
}

describe('after-sales screens (server markup)', () => {
  it('shows a partly shipped order with the backorder, tracking as text when the link is not web, and its invoice', () => {
    const html = render(<OrderView order={order} />)
    expect(html).toContain('Bestelling BO00100001')
    expect(html).toContain('Deels verzonden')
    expect(html).toContain('verwacht 11-12-2026')
    expect(html).toContain('Track &amp; trace: 3SABC')
    expect(html).not.toContain('javascript:')
    expect(html).toContain('aria-label="Download Factuur F2026-000001 (pdf)"')
    expect(html).toContain('€\u00a01.210,00')
  })

  it('speaks German in /de', () => {
    const html = render(<OrderView order={order} />, '/de/my-account/orders/BO00100001')
    expect(html).toContain('Teilweise versandt')
    expect(html).toContain('erwartet 11.12.2026')
    expect(html).toContain('1.210,00\u00a0€')
  })

  it('lists a credited return with its credit note and history', () => {
    const request: ReturnRequest = {
      returnId: 1,
      number: 'RMA1000001',
      type: 'return',
      orderId: 'BO00100001',
      orderNumber: null,
      status: 'credited',
      reason: 'too_many',
      reasonText: null,
      rejectReason: null,
      createdAt: '2026-11-22T10:00:00Z',
      updatedAt: '2026-11-23T10:00:00Z',
      lines: [{ sku: 'BEL-01', name: 'Fietsbel', qty: 2 }],
      photos: 0,
      creditNote: { number: 'C2026-000001', invoicePath: 'invoices/2026/C2026-000001.pdf' },
      history: [
        { status: 'requested', at: '2026-11-22T10:00:00Z', note: null },
        { status: 'credited', at: '2026-11-23T10:00:00Z', note: 'Gecrediteerd' },
      ],
    }
    const html = render(<ReturnRequests requests={[request]} />, '/my-account/return')
    expect(html).toContain('Nummer RMA1000001')
    expect(html).toContain('Gecrediteerd')
    expect(html).toContain('Te veel besteld')
    expect(html).toContain('Creditnota C2026-000001')
    expect(html).toContain('aria-label="Download Creditnota C2026-000001 (pdf)"')
  })

  it('pages with links to the previous and next page', () => {
    const html = render(
      <Pager page={2} total={45} pageSize={20} href={(n) => `/my-account/return/${n}`} />,
      '/my-account/return/2',
    )
    expect(html).toContain('href="/my-account/return/1"')
    expect(html).toContain('href="/my-account/return/3"')
    expect(html).toContain('Pagina 2 van 3')
    expect(render(<Pager page={1} total={5} pageSize={20} href={String} />)).toBe('')
  })
})
