/**
 * The checkout on one page, in the spec's order (spec 000 §3 "Checkout state"): personal
 * details, shipping address and method, payment (billing address, method, iDEAL bank or
 * purchase-order number), review and place order. What the shopper types is kept in the
 * checkout store, so a reload or a failed payment does not lose it.
 */
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { totalSegments } from '../../lib/cart/cart-lines.ts'
import { refreshLineStock } from '../../lib/cart/cart-stock.ts'
import { VIRTUAL_TYPES } from '@shop/commerce'
import { useCart } from '../../lib/cart/cart-store.ts'
import {
  getCheckout,
  setCheckout,
  useCheckout,
  type AddressDetails,
  type CheckoutState,
  type PaymentDetails,
  type PersonalDetails,
} from '../../lib/checkout/checkout-store.ts'
import {
  PURCHASE_ORDER_METHOD,
  validateCheckout,
  type CheckoutErrors,
} from '../../lib/checkout/order-body.ts'
import { placeOrder } from '../../lib/checkout/place-order.ts'
import { register } from '../../lib/user/session.ts'
import { useUser } from '../../lib/user/user-store.ts'
import { ACCOUNT_MESSAGES } from '@shop/commerce'
import { CheckoutFailureMessage, type CheckoutFailure } from './checkout-failure.tsx'
import { localPath } from '../../lib/store-view.ts'
import { usePrice, useStore, useT } from '../../lib/store-context.tsx'
import { TotalsBox } from '../cart/totals-box.tsx'
import { AddressFields } from './address-fields.tsx'
import { Field, useErrorText } from './field.tsx'
import { OrderSummary } from './order-summary.tsx'
import { useCheckoutMethods } from './use-checkout-methods.ts'
import { SavedAddressPicker } from './saved-address-picker.tsx'
import { useCustomerPrefill } from './use-customer-prefill.ts'

function touch(patch: (state: CheckoutState) => Partial<CheckoutState>) {
  setCheckout((state) => ({ ...patch(state), modifiedAt: Date.now() }))
}

export function CheckoutForm({ origin }: { origin: string }) {
  const t = useT()
  const price = usePrice()
  const store = useStore()
  const navigate = useNavigate()
  const errorText = useErrorText()
  const cart = useCart()
  const state = useCheckout()
  const methods = useCheckoutMethods(state, store.view.storeCode)
  const [errors, setErrors] = useState<CheckoutErrors>({})
  const [terms, setTerms] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<CheckoutFailure | null>(null)
  // never stored: the account is made from it when the order is placed
  const [password, setPassword] = useState('')
  const user = useUser()
  const summaryRef = useRef<HTMLDivElement>(null)

  useCustomerPrefill()
  // a fresh checkout starts in the store's own country (NL, or DE under /de)
  useEffect(() => {
    if (state.modifiedAt === 0 && state.shippingDetails.country !== store.view.defaultCountry)
      setCheckout((s) => ({
        shippingDetails: { ...s.shippingDetails, country: store.view.defaultCountry },
        paymentDetails: { ...s.paymentDetails, country: store.view.defaultCountry },
      }))
  }, [state.modifiedAt, state.shippingDetails.country, store.view.defaultCountry])

  const personal = (patch: Partial<PersonalDetails>) =>
    touch((s) => ({ personalDetails: { ...s.personalDetails, ...patch } }))
  const shipping = (patch: Partial<AddressDetails & { shippingMethod: string; shippingCarrier: string }>) =>
    touch((s) => ({ shippingDetails: { ...s.shippingDetails, ...patch } }))
  const payment = (patch: Partial<PaymentDetails>) =>
    touch((s) => ({ paymentDetails: { ...s.paymentDetails, ...patch } }))
  const additional = (patch: PaymentDetails['paymentMethodAdditional']) =>
    touch((s) => ({
      paymentDetails: {
        ...s.paymentDetails,
        paymentMethodAdditional: { ...s.paymentDetails.paymentMethodAdditional, ...patch },
      },
    }))

  const chosenPayment = methods.paymentMethods?.find((m) => m.code === state.paymentDetails.paymentMethod)
  const segments = totalSegments(cart.cartItems, cart.platformTotalSegments)
  const grandTotal = segments.find((segment) => segment.code === 'grand_total')?.value ?? 0

  const createAccount = state.personalDetails.createAccount && !user.token
  const submit = async () => {
    const found = validateCheckout(state, {
      termsAccepted: terms,
      hasIssuers: methods.issuers.length > 0,
      virtualOnly:
        cart.cartItems.length > 0 && cart.cartItems.every((i) => VIRTUAL_TYPES.includes(i.type_id)),
    })
    if (createAccount && password.length < 8) found['personal.password'] = 'password'
    setErrors(found)
    setFailure(null)
    if (Object.keys(found).length) {
      requestAnimationFrame(() => summaryRef.current?.focus())
      return
    }
    setBusy(true)
    if (createAccount) {
      // the account first: the order then belongs to the new customer (issue 13, decision 0084)
      const made = await register(
        {
          email: state.personalDetails.emailAddress.trim(),
          firstname: state.personalDetails.firstName.trim(),
          lastname: state.personalDetails.lastName.trim(),
          password,
        },
        store.view.storeId,
      )
      if (!made.ok) {
        setFailure(
          made.message === ACCOUNT_MESSAGES.emailTaken
            ? { kind: 'account-exists' }
            : made.message === 'network'
              ? { kind: 'failed' }
              : { kind: 'password', detail: made.message },
        )
        setBusy(false)
        return
      }
      setPassword('')
    }
    const outcome = await placeOrder({
      state: getCheckout(),
      storeCode: store.view.storeCode,
      prefix: store.prefix,
      origin,
      pspMethod: !!chosenPayment?.pspMethod,
      t,
    })
    switch (outcome.kind) {
      case 'redirect':
        window.location.assign(outcome.url)
        return // stay busy: the browser is leaving
      case 'placed':
        // the status page shows the whole order; without a token the plain thank-you page
        void navigate(
          outcome.orderToken
            ? localPath(`/order-status/${outcome.orderToken}`, store)
            : localPath(`/order-success/${encodeURIComponent(outcome.orderNumber ?? '')}`, store),
        )
        return
      case 'payment-failed':
        void navigate(
          outcome.orderToken
            ? localPath(`/order-status/${outcome.orderToken}?start=${outcome.reason}`, store)
            : localPath('/', store),
        )
        return
      case 'unavailable':
        // shows which lines ran out meanwhile ("Out of the stock!")
        void refreshLineStock(t)
        setFailure(outcome)
        break
      default:
        setFailure(outcome)
    }
    setBusy(false)
  }

  const errorCount = Object.keys(errors).length
  return (
    <form
      className="checkout"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <div className="checkout__main">
        <div
          ref={summaryRef}
          tabIndex={-1}
          className="checkout__errors"
          role={errorCount ? 'alert' : undefined}
        >
          {errorCount > 0 && <p>{t('checkout.error.summary')}</p>}
        </div>
        <p className="checkout__required">{t('checkout.required')}</p>

        <fieldset className="checkout__section">
          <legend>
            <h2>1. {t('checkout.personal.title')}</h2>
          </legend>
          <div className="address-fields">
            <Field
              id="personal-firstName"
              label={t('checkout.field.firstName')}
              value={state.personalDetails.firstName}
              required
              error={errors['personal.firstName']}
              autoComplete="given-name"
              onChange={(firstName) => {
                personal({ firstName })
                // the shipping name follows until the shopper types another one there
                if (state.shippingDetails.firstName === state.personalDetails.firstName)
                  shipping({ firstName })
              }}
            />
            <Field
              id="personal-lastName"
              label={t('checkout.field.lastName')}
              value={state.personalDetails.lastName}
              required
              error={errors['personal.lastName']}
              autoComplete="family-name"
              onChange={(lastName) => {
                personal({ lastName })
                if (state.shippingDetails.lastName === state.personalDetails.lastName) shipping({ lastName })
              }}
            />
            <Field
              id="personal-emailAddress"
              label={t('checkout.field.email')}
              type="email"
              inputMode="email"
              value={state.personalDetails.emailAddress}
              required
              error={errors['personal.emailAddress']}
              autoComplete="email"
              onChange={(emailAddress) => personal({ emailAddress })}
            />
            <Field
              id="personal-phoneNumber"
              label={t('checkout.field.phone')}
              type="tel"
              value={state.personalDetails.phoneNumber}
              autoComplete="tel"
              onChange={(phoneNumber) => personal({ phoneNumber })}
            />
          </div>
          {!user.token && (
            <>
              <label className="checkout__check">
                <input
                  type="checkbox"
                  checked={state.personalDetails.createAccount}
                  onChange={(event) => personal({ createAccount: event.currentTarget.checked })}
                />
                {t('checkout.account.create')}
              </label>
              {state.personalDetails.createAccount && (
                <Field
                  id="personal-password"
                  label={t('checkout.account.password')}
                  type="password"
                  value={password}
                  required
                  hint={t('checkout.account.hint')}
                  error={errors['personal.password']}
                  autoComplete="new-password"
                  onChange={setPassword}
                />
              )}
            </>
          )}
        </fieldset>

        <fieldset className="checkout__section">
          <legend>
            <h2>2. {t('checkout.shipping.title')}</h2>
          </legend>
          <SavedAddressPicker id="shipping-saved" onPick={shipping} />
          <AddressFields
            prefix="shipping"
            address={state.shippingDetails}
            errors={errors}
            autoCompleteSection="shipping"
            onChange={shipping}
          />
          <fieldset
            className="checkout__methods"
            aria-describedby={errors['shipping.shippingMethod'] ? 'shipping-method-error' : undefined}
          >
            <legend>{t('checkout.shipping.method')} *</legend>
            {methods.shippingMethods === null ? (
              <p>{t('checkout.shipping.loading')}</p>
            ) : methods.shippingMethods.length === 0 ? (
              <p>{t('checkout.shipping.none')}</p>
            ) : (
              methods.shippingMethods.map((method) => (
                <label key={`${method.carrier_code}:${method.method_code}`} className="checkout__method">
                  <input
                    type="radio"
                    name="shippingMethod"
                    value={method.method_code}
                    checked={state.shippingDetails.shippingMethod === method.method_code}
                    onChange={() =>
                      shipping({ shippingMethod: method.method_code, shippingCarrier: method.carrier_code })
                    }
                  />
                  <span>{[method.carrier_title, method.method_title].filter(Boolean).join(' – ')}</span>
                  <span className="checkout__method-price">{price(method.price_incl_tax)}</span>
                </label>
              ))
            )}
            {errors['shipping.shippingMethod'] && (
              <p id="shipping-method-error" className="field__error">
                {errorText(errors['shipping.shippingMethod'], t('checkout.shipping.method'))}
              </p>
            )}
          </fieldset>
        </fieldset>

        <fieldset className="checkout__section">
          <legend>
            <h2>3. {t('checkout.payment.title')}</h2>
          </legend>
          <label className="checkout__check">
            <input
              type="checkbox"
              checked={state.paymentDetails.sameAsShipping}
              onChange={(event) => payment({ sameAsShipping: event.currentTarget.checked })}
            />
            {t('checkout.payment.sameAddress')}
          </label>
          {!state.paymentDetails.sameAsShipping && (
            <>
              <h3>{t('checkout.payment.billingTitle')}</h3>
              <SavedAddressPicker id="payment-saved" onPick={payment} />
              <AddressFields
                prefix="payment"
                address={state.paymentDetails}
                errors={errors}
                autoCompleteSection="billing"
                onChange={payment}
              />
            </>
          )}
          <fieldset
            className="checkout__methods"
            aria-describedby={errors['payment.paymentMethod'] ? 'payment-method-error' : undefined}
          >
            <legend>{t('checkout.payment.method')} *</legend>
            {methods.paymentMethods === null ? (
              <p>{t('checkout.shipping.loading')}</p>
            ) : methods.paymentMethods.length === 0 ? (
              <p>{t('checkout.payment.none')}</p>
            ) : (
              methods.paymentMethods.map((method) => (
                <label key={method.code} className="checkout__method">
                  <input
                    type="radio"
                    name="paymentMethod"
                    value={method.code}
                    checked={state.paymentDetails.paymentMethod === method.code}
                    onChange={() => payment({ paymentMethod: method.code })}
                  />
                  {method.image && <img src={method.image} alt="" width={32} height={24} />}
                  <span>{method.title}</span>
                </label>
              ))
            )}
            {errors['payment.paymentMethod'] && (
              <p id="payment-method-error" className="field__error">
                {errorText(errors['payment.paymentMethod'], t('checkout.payment.method'))}
              </p>
            )}
          </fieldset>
          {state.paymentDetails.paymentMethod === 'ideal' && methods.issuers.length > 0 && (
            <div className={`field${errors['payment.issuer'] ? ' field--error' : ''}`}>
              <label htmlFor="payment-issuer">{t('checkout.payment.issuer')} *</label>
              <select
                id="payment-issuer"
                value={state.paymentDetails.paymentMethodAdditional.issuer ?? ''}
                aria-invalid={errors['payment.issuer'] ? true : undefined}
                aria-describedby={errors['payment.issuer'] ? 'payment-issuer-error' : undefined}
                onChange={(event) => additional({ issuer: event.currentTarget.value })}
              >
                <option value="">{t('checkout.payment.issuerPlaceholder')}</option>
                {methods.issuers.map((issuer) => (
                  <option key={issuer.id} value={issuer.id}>
                    {issuer.name}
                  </option>
                ))}
              </select>
              {errors['payment.issuer'] && (
                <p id="payment-issuer-error" className="field__error">
                  {t('checkout.error.issuer')}
                </p>
              )}
            </div>
          )}
          {state.paymentDetails.paymentMethod === PURCHASE_ORDER_METHOD && (
            <div className="address-fields">
              <Field
                id="payment-po"
                label={t('checkout.payment.poNumber')}
                value={state.paymentDetails.paymentMethodAdditional.po_number ?? ''}
                hint={t('checkout.payment.poHint')}
                onChange={(po_number) => additional({ po_number })}
              />
              <Field
                id="payment-comment"
                label={t('checkout.payment.comment')}
                value={state.paymentDetails.paymentMethodAdditional.comment ?? ''}
                onChange={(comment) => additional({ comment })}
              />
            </div>
          )}
        </fieldset>

        <section className="checkout__section" aria-labelledby="checkout-review">
          <h2 id="checkout-review">4. {t('checkout.review.title')}</h2>
          <div className={`field${errors.terms ? ' field--error' : ''}`}>
            <label className="checkout__check">
              <input
                type="checkbox"
                checked={terms}
                aria-invalid={errors.terms ? true : undefined}
                aria-describedby={errors.terms ? 'terms-error' : undefined}
                onChange={(event) => setTerms(event.currentTarget.checked)}
              />
              {t('checkout.review.terms')}
            </label>
            {errors.terms && (
              <p id="terms-error" className="field__error">
                {t('checkout.error.terms')}
              </p>
            )}
          </div>
          {/* on phones the summary is far above: the amount right before the button */}
          <p className="checkout__pay-total">
            {t('checkout.payTotal')}: <strong>{price(grandTotal)}</strong>
          </p>
          <CheckoutFailureMessage failure={failure} />
          <button type="submit" className="button checkout__place" disabled={busy || !cart.cartItems.length}>
            {busy
              ? t('checkout.review.placing')
              : chosenPayment?.pspMethod
                ? t('checkout.review.placeAndPay')
                : t('checkout.review.place')}
          </button>
        </section>
      </div>
      <aside className="checkout__aside" aria-labelledby="checkout-summary">
        <h2 id="checkout-summary">{t('checkout.summary.title')}</h2>
        <OrderSummary items={cart.cartItems} />
        <TotalsBox segments={segments} coupon={cart.couponCode} />
      </aside>
    </form>
  )
}
