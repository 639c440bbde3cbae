/**
 * Step 3 of the checkout: the billing address (the shipping address unless unticked), the payment
 * method, and what it needs: the iDEAL bank, or the purchase-order number and comment.
 */
import type { CheckoutState } from '../../lib/checkout/checkout-store.ts'
import { PURCHASE_ORDER_METHOD, type CheckoutErrors } from '../../lib/checkout/order-body.ts'
import { useT } from '../../lib/store-context.tsx'
import { AddressFields } from './address-fields.tsx'
import { editPayment, editPaymentAdditional } from './checkout-edits.ts'
import { Field, useErrorText } from './field.tsx'
import { SavedAddressPicker } from './saved-address-picker.tsx'
import type { CheckoutMethods } from './use-checkout-methods.ts'

export function CheckoutPayment({
  state,
  errors,
  methods,
  withExtras = false,
}: {
  state: CheckoutState
  errors: CheckoutErrors
  methods: CheckoutMethods
  /** a trade customer types the PO number and comment in the order extras instead */
  withExtras?: boolean
}) {
  const t = useT()
  const errorText = useErrorText()
  return (
    <fieldset className="checkout__section">
      <legend>
        <h2>3. {t('checkout.payment.title')}</h2>
      </legend>
      <label className="checkout__check">
        <input
          type="checkbox"
          checked={state.paymentDetails.sameAsShipping}
          onChange={(event) => editPayment({ sameAsShipping: event.currentTarget.checked })}
        />
        {t('checkout.payment.sameAddress')}
      </label>
      {!state.paymentDetails.sameAsShipping && (
        <>
          <h3>{t('checkout.payment.billingTitle')}</h3>
          <SavedAddressPicker id="payment-saved" onPick={editPayment} />
          <AddressFields
            prefix="payment"
            address={state.paymentDetails}
            errors={errors}
            autoCompleteSection="billing"
            onChange={editPayment}
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
                onChange={() => editPayment({ paymentMethod: method.code })}
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
            onChange={(event) => editPaymentAdditional({ issuer: event.currentTarget.value })}
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
      {state.paymentDetails.paymentMethod === PURCHASE_ORDER_METHOD && !withExtras && (
        <div className="address-fields">
          <Field
            id="payment-po"
            label={t('checkout.payment.poNumber')}
            value={state.paymentDetails.paymentMethodAdditional.po_number ?? ''}
            hint={t('checkout.payment.poHint')}
            onChange={(po_number) => editPaymentAdditional({ po_number })}
          />
          <Field
            id="payment-comment"
            label={t('checkout.payment.comment')}
            value={state.paymentDetails.paymentMethodAdditional.comment ?? ''}
            onChange={(comment) => editPaymentAdditional({ comment })}
          />
        </div>
      )}
    </fieldset>
  )
}
