/** Step 4 of the checkout: the terms, the amount to pay and the button that places the order. */
import type { CheckoutErrors } from '../../lib/checkout/order-body.ts'
import { usePrice, useT } from '../../lib/store-context.tsx'
import { CheckoutFailureMessage, type CheckoutFailure } from './checkout-failure.tsx'

export function CheckoutReview({
  errors,
  terms,
  onTerms,
  grandTotal,
  failure,
  busy,
  empty,
  pspMethod,
}: {
  errors: CheckoutErrors
  terms: boolean
  onTerms: (accepted: boolean) => void
  grandTotal: number
  failure: CheckoutFailure | null
  busy: boolean
  /** no lines in the cart: nothing to place */
  empty: boolean
  /** the chosen payment method is paid at a provider */
  pspMethod: boolean
}) {
  const t = useT()
  const price = usePrice()
  return (
    <section className="checkout__section" aria-labelledby="checkout-review">
      <h2 id="checkout-review">4. {t('checkout.review.title')}</h2>
      <div className={`field${errors.terms ? ' field--error' : ''}`}>
        <label className="checkout__check">
          <input
            type="checkbox"
            checked={terms}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? 'terms-error' : undefined}
            onChange={(event) => onTerms(event.currentTarget.checked)}
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
      <button type="submit" className="button checkout__place" disabled={busy || empty}>
        {busy
          ? t('checkout.review.placing')
          : pspMethod
            ? t('checkout.review.placeAndPay')
            : t('checkout.review.place')}
      </button>
    </section>
  )
}
