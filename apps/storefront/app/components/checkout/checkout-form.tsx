/**
 * The checkout on one page, in the spec's order (spec 000 §3 "Checkout state"): personal
 * details, shipping address and method, payment (billing address, method, iDEAL bank or
 * purchase-order number), review and place order. What the shopper types is kept in the
 * checkout store (checkout-edits.ts), so a reload or a failed payment does not lose it.
 */
import { useMemo, useRef, useState } from 'react'
import { totalSegments } from '../../lib/cart/cart-lines.ts'
import { useCart } from '../../lib/cart/cart-store.ts'
import { useCheckout } from '../../lib/checkout/checkout-store.ts'
import { useCheckoutPricesShown } from '../../lib/checkout/prices-shown.ts'
import { shopToday } from '../../lib/order-extras/check-draft.ts'
import { useDraft } from '../../lib/order-extras/draft-store.ts'
import { useTradeAccount } from '../../lib/user/trade-account.ts'
import { useUser } from '../../lib/user/user-store.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { TotalsBox } from '../cart/totals-box.tsx'
import { OrderExtrasSection } from '../order-extras/order-extras-section.tsx'
import { CheckoutPayment } from './checkout-payment.tsx'
import { CheckoutPersonal } from './checkout-personal.tsx'
import { CheckoutReview } from './checkout-review.tsx'
import { CheckoutShipping } from './checkout-shipping.tsx'
import { OrderSummary } from './order-summary.tsx'
import { useCheckoutMethods } from './use-checkout-methods.ts'
import { useCheckoutSubmit } from './use-checkout-submit.ts'
import { useCustomerPrefill } from './use-customer-prefill.ts'
import { useStoreCountry } from './use-store-country.ts'

export function CheckoutForm({ origin }: { origin: string }) {
  const t = useT()
  const store = useStore()
  const cart = useCart()
  const state = useCheckout()
  const methods = useCheckoutMethods(state, store.view.storeCode)
  const [terms, setTerms] = useState(false)
  // never stored: the account is made from it when the order is placed
  const [password, setPassword] = useState('')
  const user = useUser()
  const summaryRef = useRef<HTMLDivElement>(null)
  // order extras for trade customers only (decision 0148)
  const trade = useTradeAccount()
  const draft = useDraft()
  const today = useMemo(() => shopToday(new Date()), [])
  const showPrices = useCheckoutPricesShown()

  useCustomerPrefill()
  useStoreCountry(state, store)

  const chosenPayment = methods.paymentMethods?.find((m) => m.code === state.paymentDetails.paymentMethod)
  const segments = totalSegments(cart.cartItems, cart.platformTotalSegments)
  const grandTotal = segments.find((segment) => segment.code === 'grand_total')?.value ?? 0

  const { errors, extrasErrors, busy, failure, submit } = useCheckoutSubmit({
    origin,
    state,
    items: cart.cartItems,
    methods,
    pspMethod: !!chosenPayment?.pspMethod,
    terms,
    createAccount: state.personalDetails.createAccount && !user.token,
    password,
    clearPassword: () => setPassword(''),
    summaryRef,
  })

  const errorCount = Object.keys(errors).length + Object.keys(extrasErrors).length
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
        <CheckoutPersonal
          state={state}
          errors={errors}
          signedIn={!!user.token}
          password={password}
          onPassword={setPassword}
        />
        <CheckoutShipping state={state} errors={errors} methods={methods} />
        <CheckoutPayment state={state} errors={errors} methods={methods} withExtras={!!trade} />
        {trade && (
          <OrderExtrasSection
            step={4}
            draft={draft}
            items={cart.cartItems}
            dropEnabled={trade.dropEnabled}
            errors={extrasErrors}
            today={today}
          />
        )}
        <CheckoutReview
          step={trade ? 5 : 4}
          showPrices={showPrices}
          errors={errors}
          terms={terms}
          onTerms={setTerms}
          grandTotal={grandTotal}
          failure={failure}
          busy={busy}
          empty={!cart.cartItems.length}
          pspMethod={!!chosenPayment?.pspMethod}
        />
      </div>
      <aside className="checkout__aside" aria-labelledby="checkout-summary">
        <h2 id="checkout-summary">{t('checkout.summary.title')}</h2>
        <OrderSummary items={cart.cartItems} showPrices={showPrices} />
        {showPrices && <TotalsBox segments={segments} coupon={cart.couponCode} />}
      </aside>
    </form>
  )
}
