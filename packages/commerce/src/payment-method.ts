/**
 * Payment methods offered for a cart (contract §3 GET /api/cart/payment-methods). The list comes
 * from configuration; the back office names methods by its own codes, mapped as spec 000 §9 says
 * (VB -> ideal, OR -> purchaseorder). Cash on delivery is hidden when nothing is delivered.
 */

export interface PaymentMethodConfig {
  code: string
  title: { nl: string; de: string }
  enabled: boolean
}

export interface PaymentMethodOffer {
  code: string
  title: string
}

export const PURCHASE_ORDER_METHOD = 'purchaseorder'
export const CASH_ON_DELIVERY_METHOD = 'cashondelivery'
/** Spec 000 §9: an empty purchase-order number becomes this. */
export const EMPTY_PO_NUMBER = '000000000'

/** Back-office payment codes -> shop payment method codes. */
export const PAYMENT_METHOD_MAPPING: Readonly<Record<string, string>> = Object.freeze({
  VB: 'ideal',
  OR: PURCHASE_ORDER_METHOD,
})

export const DEFAULT_PAYMENT_METHODS: readonly PaymentMethodConfig[] = Object.freeze([
  { code: 'ideal', title: { nl: 'iDEAL', de: 'iDEAL' }, enabled: true },
  {
    code: PURCHASE_ORDER_METHOD,
    title: { nl: 'Inkooporder', de: 'Kauf auf Rechnung' },
    enabled: true,
  },
  { code: CASH_ON_DELIVERY_METHOD, title: { nl: 'Rembours', de: 'Nachnahme' }, enabled: true },
])

/** The shop code for a back-office code (either spelling accepted); null when not mapped. */
export function mapBackOfficePaymentCode(code: string): string | null {
  const key = code.trim().toUpperCase()
  if (Object.hasOwn(PAYMENT_METHOD_MAPPING, key)) return PAYMENT_METHOD_MAPPING[key]!
  const lower = code.trim().toLowerCase()
  return Object.values(PAYMENT_METHOD_MAPPING).includes(lower) ? lower : null
}

export interface PaymentMethodQuery {
  language: string
  /** the cart holds only virtual or downloadable items */
  virtualOnly: boolean
  /** back-office codes this customer may use; absent: no restriction */
  allowedBackOfficeCodes?: readonly string[]
  /**
   * a business customer buys: only they may pay by purchase order (issue 13); absent counts as
   * true so that callers naming a stored order's method find its title
   */
  business?: boolean
}

/** Methods only business customers are offered: a consumer has no purchase-order process. */
export const BUSINESS_ONLY_PAYMENT_METHODS: readonly string[] = Object.freeze([PURCHASE_ORDER_METHOD])

export function paymentMethodsFor(
  methods: readonly PaymentMethodConfig[],
  query: PaymentMethodQuery,
): PaymentMethodOffer[] {
  const allowed = query.allowedBackOfficeCodes
    ? new Set(query.allowedBackOfficeCodes.flatMap((code) => mapBackOfficePaymentCode(code) ?? []))
    : null
  return methods
    .filter((m) => m.enabled)
    .filter((m) => !(query.virtualOnly && m.code === CASH_ON_DELIVERY_METHOD))
    .filter((m) => query.business !== false || !BUSINESS_ONLY_PAYMENT_METHODS.includes(m.code))
    .filter((m) => allowed === null || allowed.has(m.code))
    .map((m) => ({ code: m.code, title: query.language === 'de' ? m.title.de : m.title.nl }))
}

/** The purchase-order number to store: given text trimmed, or 000000000 when empty. */
export function purchaseOrderNumber(given: string | null | undefined): string {
  const trimmed = given?.trim() ?? ''
  return trimmed === '' ? EMPTY_PO_NUMBER : trimmed
}

/**
 * Methods paid at the payment provider that the checkout lists besides the cart's own (spec 000 §4
 * "server payment methods replace non-server ones"; the storefront's payment_methods_mapping). An
 * order may name them; the payment service refuses one its provider does not offer when paying.
 */
export const PROVIDER_PAYMENT_METHODS: readonly string[] = Object.freeze([
  'ideal',
  'bancontact',
  'creditcard',
  'paypal',
  'sofort',
  'giropay',
])
