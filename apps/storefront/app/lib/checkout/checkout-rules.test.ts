import { describe, expect, it } from 'vitest'
import type { CartItem } from '../cart/cart-types.ts'
import { emptyCheckout, isInCheckout, type CheckoutState } from './checkout-store.ts'
import { buildOrderBody, EMPTY_PO_NUMBER, shippingInformation, validateCheckout } from './order-body.ts'
import { orderComment, mergePaymentMethods, readIssuers, readProviderMethods } from './payment-service.ts'
import { readPaymentStatus } from './payment-status.ts'
import { confirmationOf, orderAmount, paymentReason } from './place-order.ts'

function filled(patch: (state: CheckoutState) => void = () => {}): CheckoutState {
  const state = emptyCheckout('NL')
  state.personalDetails = {
    firstName: 'Jan',
    lastName: 'de Vries',
    emailAddress: 'jan@example.nl',
    phoneNumber: '',
    createAccount: false,
  }
  Object.assign(state.shippingDetails, {
    firstName: 'Jan',
    lastName: 'de Vries',
    streetAddress: 'Stationsweg 12',
    zipCode: '3511 AA',
    city: 'Utrecht',
    shippingMethod: 'flatrate',
    shippingCarrier: 'flatrate',
  })
  state.paymentDetails.paymentMethod = 'ideal'
  state.paymentDetails.paymentMethodAdditional = { issuer: 'ideal_INGBNL2A' }
  patch(state)
  return state
}

const item: CartItem = {
  sku: 'BIKE-49',
  parentSku: 'BIKE',
  name: 'Stadsfiets',
  qty: 1,
  price_incl_tax: 749,
  type_id: 'configurable',
  checksum: 'abc',
  server_item_id: 5,
  server_cart_id: 'c1',
  product_option: {
    extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: '49' }] },
  },
}

describe('checkout validation', () => {
  it('accepts a complete checkout', () => {
    expect(validateCheckout(filled(), { termsAccepted: true, hasIssuers: true })).toEqual({})
  })

  it('names every missing field, a bad e-mail and a postcode that does not fit the country', () => {
    const errors = validateCheckout(emptyCheckout('DE'), { termsAccepted: false, hasIssuers: false })
    expect(errors).toMatchObject({
      'personal.firstName': 'required',
      'personal.emailAddress': 'required',
      'shipping.city': 'required',
      'shipping.shippingMethod': 'shippingMethod',
      'payment.paymentMethod': 'paymentMethod',
      terms: 'terms',
    })
    const wrong = filled((s) => {
      s.personalDetails.emailAddress = 'jan@'
      s.shippingDetails.country = 'DE'
    })
    expect(validateCheckout(wrong, { termsAccepted: true, hasIssuers: true })).toEqual({
      'personal.emailAddress': 'email',
      'shipping.zipCode': 'zipCode',
    })
  })

  it('accepts only alphabet characters in the names (001 §5)', () => {
    const digits = filled((s) => {
      s.personalDetails.firstName = 'Jan2'
      s.shippingDetails.lastName = '<b>Vries</b>'
      s.shippingDetails.firstName = "Zoë d'Hondt-v.d. Berg"
    })
    expect(validateCheckout(digits, { termsAccepted: true, hasIssuers: true })).toEqual({
      'personal.firstName': 'letters',
      'shipping.lastName': 'letters',
    })
  })

  it('asks for the bank only for iDEAL with issuers, and checks a separate billing address', () => {
    const noIssuer = filled((s) => (s.paymentDetails.paymentMethodAdditional = {}))
    expect(validateCheckout(noIssuer, { termsAccepted: true, hasIssuers: true })).toEqual({
      'payment.issuer': 'issuer',
    })
    expect(validateCheckout(noIssuer, { termsAccepted: true, hasIssuers: false })).toEqual({})
    const billing = filled((s) => (s.paymentDetails.sameAsShipping = false))
    expect(validateCheckout(billing, { termsAccepted: true, hasIssuers: true })).toHaveProperty(
      'payment.city',
      'required',
    )
  })
})

describe('order body', () => {
  it('has the contract shape with the issuer for iDEAL and the VAT id on the billing address', () => {
    const body = buildOrderBody(
      filled((s) => (s.shippingDetails.vatId = 'NL001234567B01')),
      [item],
      {
        userId: '',
        cartId: 'c1',
        storeCode: '',
      },
    )
    expect(body).toMatchObject({ user_id: '', cart_id: 'c1', transmited: true })
    expect(body.products[0]).toMatchObject({
      sku: 'BIKE-49',
      parentSku: 'BIKE',
      qty: 1,
      server_item_id: 5,
      checksum: 'abc',
    })
    expect(body.addressInformation).toMatchObject({
      payment_method_code: 'ideal',
      payment_method_additional: { issuer: 'ideal_INGBNL2A' },
      shipping_method_code: 'flatrate',
      billingAddress: {
        country_id: 'NL',
        postcode: '3511 AA',
        street: ['Stationsweg 12'],
        vat_id: 'NL001234567B01',
      },
      shippingAddress: { firstname: 'Jan', email: 'jan@example.nl' },
    })
  })

  it('purchase order: an empty number becomes 000000000 and no issuer is sent', () => {
    const body = buildOrderBody(
      filled((s) => {
        s.paymentDetails.paymentMethod = 'purchaseorder'
        s.paymentDetails.paymentMethodAdditional = { issuer: 'x', po_number: '  ', comment: 'Achterom' }
      }),
      [item],
      { userId: '', cartId: 'c1', storeCode: 'de' },
    )
    expect(body.addressInformation.payment_method_additional).toEqual({
      po_number: EMPTY_PO_NUMBER,
      comment: 'Achterom',
    })
  })

  it('leaves the shipping address out for a cart of only virtual products', () => {
    const body = buildOrderBody(filled(), [{ ...item, type_id: 'virtual' }], {
      userId: '',
      cartId: 'c1',
      storeCode: '',
    })
    expect(body.addressInformation).not.toHaveProperty('shippingAddress')
  })

  it('shipping information carries the country that decides the tax', () => {
    const info = shippingInformation(filled((s) => (s.shippingDetails.country = 'DE')))
    expect(info.addressInformation.shippingAddress.countryId).toBe('DE')
    expect(info.addressInformation.shippingMethodCode).toBe('flatrate')
  })
})

describe('in checkout', () => {
  it('lasts 30 minutes after the last change', () => {
    const now = 10_000_000
    expect(isInCheckout({ modifiedAt: now - 30 * 60 * 1000 }, now)).toBe(true)
    expect(isInCheckout({ modifiedAt: now - 30 * 60 * 1000 - 1 }, now)).toBe(false)
    expect(isInCheckout({ modifiedAt: 0 }, now)).toBe(false)
  })
})

describe('payment service answers', () => {
  it('reads methods from the enveloped and the raw Mollie shape, keeping mapped codes only', () => {
    const enveloped = {
      code: 200,
      result: {
        success: true,
        data: [
          { id: 'IDEAL', description: 'iDEAL' },
          { id: 'KLARNA', description: 'Klarna' },
        ],
      },
    }
    expect(readProviderMethods(enveloped)).toEqual([
      { code: 'ideal', title: 'iDEAL', image: undefined, pspMethod: true, cost_incl_tax: 0 },
    ])
    const raw = {
      count: 1,
      _embedded: { methods: [{ id: 'ideal', description: 'iDEAL', image: { svg: 'i.svg' } }] },
    }
    expect(readProviderMethods(raw)[0]).toMatchObject({ code: 'ideal', image: 'i.svg' })
    expect(readProviderMethods({ code: 200, result: { data: [] } })).toEqual([])
  })

  it('reads issuers as {id, name}', () => {
    expect(readIssuers({ code: 200, result: { data: [{ code: '0721', description: 'ING' }] } })).toEqual([
      { id: '0721', name: 'ING', image: undefined },
    ])
    expect(readIssuers({ issuers: [{ id: 'ideal_ABNANL2A', name: 'ABN AMRO' }] })[0]).toMatchObject({
      id: 'ideal_ABNANL2A',
    })
  })

  it('merges cart and provider methods, marking provider ones', () => {
    const merged = mergePaymentMethods(
      [
        { code: 'ideal', title: 'iDEAL' },
        { code: 'purchaseorder', title: 'Inkooporder' },
      ],
      [
        { code: 'ideal', title: 'iDEAL', pspMethod: true, cost_incl_tax: 0 },
        { code: 'paypal', title: 'PayPal', pspMethod: true, cost_incl_tax: 0 },
      ],
    )
    expect(merged.map((m) => [m.code, m.pspMethod])).toEqual([
      ['ideal', true],
      ['purchaseorder', false],
      ['paypal', true],
    ])
  })

  it('a trade customer gets only the methods the cart lists: the provider adds none (spec 001 §6)', () => {
    const provider = [
      { code: 'ideal', title: 'iDEAL', pspMethod: true, cost_incl_tax: 0 },
      { code: 'paypal', title: 'PayPal', pspMethod: true, cost_incl_tax: 0 },
    ]
    expect(
      mergePaymentMethods([{ code: 'purchaseorder', title: 'Inkooporder' }], provider, {
        serverOnly: true,
      }).map((m) => m.code),
    ).toEqual(['purchaseorder'])
    expect(
      mergePaymentMethods([{ code: 'ideal', title: 'iDEAL' }], provider, { serverOnly: true }).map((m) => [
        m.code,
        m.pspMethod,
      ]),
    ).toEqual([['ideal', true]])
  })

  it('builds the order comment of contract §14, with the order token as proof', () => {
    expect(
      orderComment(
        '12',
        'canceled',
        'Payment could not be created: x',
        'a1b2',
        new Date('2026-01-02T03:04:05Z'),
      ),
    ).toEqual({
      order_id: '12',
      token: 'a1b2',
      order_comment: {
        statusHistory: {
          comment: 'Payment could not be created: x',
          created_at: '2026-01-02T03:04:05.000Z',
          is_customer_notified: 0,
          is_visible_on_front: 0,
          parent_id: '12',
          status: 'canceled',
        },
      },
    })
  })

  it('leaves the token out when the order answer had none', () => {
    expect(orderComment('12', 'pending_payment', 'Payment is created', undefined)).not.toHaveProperty('token')
  })

  it('reads the order answer: placed, validation error, method, cart gone, stock refusal or server error', () => {
    const placed = { magentoOrderId: '7', orderNumber: '000001007', orderToken: 'abc' }
    expect(confirmationOf({ code: 200, result: placed })).toEqual({ ok: true, value: placed })
    expect(confirmationOf({ code: 400, result: 'Invalid body.products.0.qty: too big' })).toEqual({
      ok: false,
      refusal: { kind: 'invalid', detail: 'Invalid body.products.0.qty: too big' },
    })
    // the order extras' problems travel in meta, for the page to put at their fields
    const meta = { problems: [{ field: 'reference', reason: 'too_long', max: 15 }] }
    expect(confirmationOf({ code: 400, result: 'reference: too long', meta })).toEqual({
      ok: false,
      refusal: { kind: 'invalid', detail: 'reference: too long', meta },
    })
    expect(
      confirmationOf({
        code: 400,
        result: 'The requested Payment Method is not available. (payment_method_code: x)',
      }),
    ).toEqual({ ok: false, refusal: { kind: 'method' } })
    // a trade customer's method outside the agreed list (issue 16): refused as a method too
    for (const result of [
      'payment method cashondelivery is not allowed for this customer',
      'Shipping method 0005 is not allowed for this customer',
    ])
      expect(confirmationOf({ code: 400, result })).toEqual({ ok: false, refusal: { kind: 'method' } })
    expect(confirmationOf({ code: 404, result: 'No such entity with cartId' })).toEqual({
      ok: false,
      refusal: { kind: 'cart-gone' },
    })
    expect(confirmationOf({ code: 409, result: 'Some of the ordered products are not available!' })).toEqual({
      ok: false,
      refusal: { kind: 'unavailable' },
    })
    for (const answer of [null, { code: 500, result: 'boom' }, { code: 200, result: 'queued' }])
      expect(confirmationOf(answer)).toEqual({ ok: false, refusal: { kind: 'failed' } })
  })

  it("names the kind of a payment that could not start, never the provider's English", () => {
    expect(paymentReason(400, 'the test bank ideal_TESTNL99 refuses every payment')).toBe('refused')
    expect(paymentReason(502, 'Testbetaling refused the payment: the test bank refuses every payment')).toBe(
      'refused',
    )
    expect(paymentReason(502, 'bad gateway')).toBe('unavailable')
    expect(paymentReason(null, 'Failed to fetch')).toBe('unavailable')
    expect(paymentReason(422, 'amount 1 does not match')).toBe('other')
  })

  it('sends an amount only when the order answer carries its grand total', () => {
    expect(orderAmount({ grand_total: 1198.95 })).toBe('1198.95')
    expect(orderAmount({ grandTotal: '5' })).toBe('5.00')
    expect(orderAmount({})).toBeUndefined()
  })
})

describe('payment status page', () => {
  const answer = (status: string, extra: object = {}) => ({
    code: 200,
    result: {
      payment: { status, ...extra },
      order: { increment_id: '000000012', customer_email: 'jan@example.nl' },
    },
  })

  it('groups the statuses of both providers', () => {
    expect(readPaymentStatus(answer('paid'))).toMatchObject({
      kind: 'status',
      group: 'success',
      incrementId: '000000012',
    })
    expect(readPaymentStatus(answer('open'))).toMatchObject({ group: 'pending' })
    expect(readPaymentStatus(answer('canceled'))).toMatchObject({ group: 'failed' })
    expect(readPaymentStatus(answer('completed'))).toMatchObject({ group: 'success' })
    expect(readPaymentStatus(answer('uncleared'))).toMatchObject({ group: 'pending' })
    expect(readPaymentStatus(answer('refunded'))).toMatchObject({ group: 'unknown' })
    expect(readPaymentStatus(answer('weird', { group: 'failed' }))).toMatchObject({ group: 'failed' })
  })

  it('tells a bad token, a hash mismatch and garbage apart', () => {
    expect(readPaymentStatus({ code: 404, result: 'Invalid payment token' })).toEqual({ kind: 'problem' })
    expect(readPaymentStatus({ code: 400, result: 'Hash is incorrect' })).toEqual({ kind: 'hash-incorrect' })
    expect(readPaymentStatus('<html>')).toEqual({ kind: 'fetch-failed' })
  })
})
