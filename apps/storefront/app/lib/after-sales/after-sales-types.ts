/**
 * The wire shapes of the after-sales calls of spec 001 §7 as the API answers them (issue 18:
 * back-office orders, backorders, invoices, returns and warranty, automatic orders). Only what the
 * screens read is typed; amounts are euros (grandTotal incl. VAT, unitPrice net).
 */
export type Fulfilment = 'confirmed' | 'partly_shipped' | 'shipped' | 'delivered' | 'canceled'
export type OrderSource = 'shop' | 'phone' | 'counter' | 'automatic'

export interface TradeOrderSummary {
  orderId: string
  orderNumber: string | null
  source: OrderSource
  placedAt: string
  fulfilment: Fulfilment
  status: string
  currency: string
  grandTotal: number
  qtyOrdered: number
  qtyShipped: number
  qtyBackordered: number
  poNumber: string | null
  reference: string | null
}

export interface TradeOrdersPage {
  orders: TradeOrderSummary[]
  total: number
  page: number
  pageSize: number
}

export interface TradeOrderLine {
  lineId: number
  lineNo: number
  sku: string
  name: string
  qtyOrdered: number
  qtyShipped: number
  qtyDelivered: number
  qtyBackordered: number
  qtyCanceled: number
  qtyReturned: number
  qtyReturnable: number
  unitPrice: number
  taxPercent: number
  rowTotal: number
  expectedDate: string | null
  comment: string | null
  /** the line's earliest delivery date as ordered (YYYY-MM-DD) */
  deliveryDate?: string | null
  /** a purchaser's discount on the line; its comment only when meant for the customer */
  discountPercent?: number | null
  discountComment?: string | null
}

export interface TradeShipment {
  number: string
  shippedAt: string
  deliveredAt: string | null
  carrier: string | null
  trackingNumber: string | null
  trackingUrl: string | null
  lines: { lineId: number; sku: string; qty: number }[]
}

export interface OrderInvoiceRef {
  number: string
  type: InvoiceType
  issueDate: string
  grandTotal: number
  invoicePath: string
}

export interface AddressLike {
  firstname?: string | null
  lastname?: string | null
  company?: string | null
  street?: string[] | string | null
  postcode?: string | null
  city?: string | null
  country_id?: string | null
  countryId?: string | null
  [key: string]: unknown
}

export interface TradeOrderDetails extends Omit<
  TradeOrderSummary,
  'qtyOrdered' | 'qtyShipped' | 'qtyBackordered'
> {
  subtotal: number
  taxAmount: number
  comment: string | null
  /** the order's extras as the shop took them (po_number, reference, dates, dropshipment) */
  extras?: Record<string, unknown>
  shippingDescription: string | null
  billingAddress: AddressLike | null
  shippingAddress: AddressLike | null
  lines: TradeOrderLine[]
  shipments: TradeShipment[]
  invoices: OrderInvoiceRef[]
}

export interface BackorderLine {
  orderId: string
  orderNumber: string | null
  placedAt: string
  lineId: number
  sku: string
  name: string
  qtyBackordered: number
  expectedDate: string | null
  unitPrice: number
  cancelable: boolean
}

export type InvoiceType = 'debit' | 'credit'

export interface InvoiceSummary {
  id: number
  number: string
  type: InvoiceType
  issueDate: string
  dueDate: string | null
  grandTotal: number
  currency: string
  status: 'open' | 'paid'
  orderId: string | null
  returnNumber: string | null
  invoicePath: string
}

export interface InvoicesPage {
  invoices: InvoiceSummary[]
  total: number
  page: number
  pageSize: number
}

export type ReturnType = 'return' | 'warranty'

export interface ReturnableOrder {
  orderId: string
  orderNumber: string | null
  placedAt: string
  deliveredAt: string | null
  lines: {
    lineId: number
    sku: string
    name: string
    qtyDelivered: number
    qtyReturned: number
    qtyReturnable: number
  }[]
}

export type ReturnStatus = 'requested' | 'received' | 'approved' | 'rejected' | 'credited' | 'replaced'

export interface ReturnRequest {
  returnId: number
  number: string
  type: ReturnType
  orderId: string
  orderNumber: string | null
  status: ReturnStatus
  reason: string
  reasonText: string | null
  rejectReason: string | null
  createdAt: string
  updatedAt: string
  lines: { sku: string; name: string; qty: number }[]
  photos: number
  creditNote: { number: string; invoicePath: string } | null
  history: { status: ReturnStatus; at: string; note: string | null }[]
}

export interface ReturnPhoto {
  name: string
  contentType: 'image/jpeg' | 'image/png' | 'image/webp'
  data: string
}

export type Repeat = 'once' | 'weekly' | 'every_n_weeks' | 'monthly'

export interface AutomaticOrderSetting {
  auto_id: number
  customer_id: number | string
  name: string | null
  enabled: boolean
  source_type: 'orderlist' | 'cart'
  order_list_id: number | null
  order_list_name: string | null
  lines: { sku: string; qty: number }[]
  shipping_address: (AddressLike & { id: number | null }) | null
  shipping_method: string
  date: string
  time: string
  repeat: Repeat
  interval_weeks: number | null
  day: string | null
  next_run_at: string | null
  last_run_at: string | null
  last_order_number: string | null
  last_error: string | null
  runs: { due_at: string; status: string; order_number: string | null; error: string | null }[]
}

export interface AutomaticOrderSettings {
  settings: AutomaticOrderSetting[]
  shipping_methods: { code: string; title: string }[]
  order_lists: { id: number; name: string }[]
}

export interface AutomaticOrderDraft {
  auto_id?: number
  enabled: boolean
  shipping_address: number
  shipping_method: string
  date: string
  time: string
  repeat: Repeat
  interval_weeks?: number
  /** absent when editing: the saved source and lines stay */
  source_type?: 'orderlist' | 'cart'
  order_list_id?: number
  cart_id?: string
  name?: string
}
