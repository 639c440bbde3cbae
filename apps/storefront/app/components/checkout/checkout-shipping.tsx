/** Step 2 of the checkout: the shipping address (or a saved one) and the shipping method. */
import type { CheckoutState } from '../../lib/checkout/checkout-store.ts'
import { useCheckoutPricesShown } from '../../lib/checkout/prices-shown.ts'
import type { CheckoutErrors } from '../../lib/checkout/order-body.ts'
import { usePrice, useT } from '../../lib/store-context.tsx'
import { AddressFields } from './address-fields.tsx'
import { editShipping } from './checkout-edits.ts'
import { useErrorText } from './field.tsx'
import { SavedAddressPicker } from './saved-address-picker.tsx'
import type { CheckoutMethods } from './use-checkout-methods.ts'

export function CheckoutShipping({
  state,
  errors,
  methods,
}: {
  state: CheckoutState
  errors: CheckoutErrors
  methods: CheckoutMethods
}) {
  const t = useT()
  const price = usePrice()
  const showPrices = useCheckoutPricesShown()
  const errorText = useErrorText()
  return (
    <fieldset className="checkout__section">
      <legend>
        <h2>2. {t('checkout.shipping.title')}</h2>
      </legend>
      <SavedAddressPicker id="shipping-saved" onPick={editShipping} />
      <AddressFields
        prefix="shipping"
        address={state.shippingDetails}
        errors={errors}
        autoCompleteSection="shipping"
        onChange={editShipping}
      />
      <fieldset
        className="checkout__methods"
        aria-describedby={errors['shipping.shippingMethod'] ? 'shipping-method-error' : undefined}
      >
        <legend>{t('checkout.shipping.method')} *</legend>
        {methods.offline && !methods.shippingMethods?.length ? (
          <p>{t('checkout.shipping.offline')}</p>
        ) : methods.shippingMethods === null ? (
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
                  editShipping({ shippingMethod: method.method_code, shippingCarrier: method.carrier_code })
                }
              />
              <span>{[method.carrier_title, method.method_title].filter(Boolean).join(' – ')}</span>
              {showPrices && <span className="checkout__method-price">{price(method.price_incl_tax)}</span>}
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
  )
}
