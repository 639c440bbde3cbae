/**
 * Placing the order from the checkout: check the form, make the account first when the guest asked
 * for one (the order then belongs to the new customer, decision 0084), place the order, then go
 * where the outcome leads (the provider, the status page) or show why it was refused.
 */
import { useState, type RefObject } from 'react'
import { useNavigate } from 'react-router'
import { ACCOUNT_MESSAGES, VIRTUAL_TYPES } from '@shop/commerce'
import { refreshLineStock } from '../../lib/cart/cart-stock.ts'
import type { CartItem } from '../../lib/cart/cart-types.ts'
import { getCheckout, type CheckoutState } from '../../lib/checkout/checkout-store.ts'
import { validateCheckout, type CheckoutErrors } from '../../lib/checkout/order-body.ts'
import { placeOrder } from '../../lib/checkout/place-order.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { register } from '../../lib/user/session.ts'
import type { CheckoutFailure } from './checkout-failure.tsx'
import type { CheckoutMethods } from './use-checkout-methods.ts'
import { useTradeExtras } from './use-trade-extras.ts'
import { useAfterRender } from '../../lib/use-after-render.ts'

/** Why making the account failed, as the checkout says it. */
function accountFailure(message: string): CheckoutFailure {
  if (message === ACCOUNT_MESSAGES.emailTaken) return { kind: 'account-exists' }
  if (message === 'network') return { kind: 'failed' }
  return { kind: 'password', detail: message }
}

export function useCheckoutSubmit(input: {
  origin: string
  state: CheckoutState
  items: readonly CartItem[]
  methods: CheckoutMethods
  /** the chosen payment method is paid at a provider */
  pspMethod: boolean
  terms: boolean
  /** make an account from the checkout, with this password (never stored) */
  createAccount: boolean
  password: string
  clearPassword: () => void
  /** where the focus goes when the form has errors */
  summaryRef: RefObject<HTMLElement | null>
}) {
  const t = useT()
  const store = useStore()
  const navigate = useNavigate()
  const [errors, setErrors] = useState<CheckoutErrors>({})
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<CheckoutFailure | null>(null)
  const { state, items, createAccount, password } = input
  const extras = useTradeExtras()
  const afterRender = useAfterRender()

  const submit = async () => {
    const found = validateCheckout(state, {
      termsAccepted: input.terms,
      hasIssuers: input.methods.issuers.length > 0,
      virtualOnly: items.length > 0 && items.every((i) => VIRTUAL_TYPES.includes(i.type_id)),
    })
    if (createAccount && password.length < 8) found['personal.password'] = 'password'
    setErrors(found)
    setFailure(null)
    // a trade customer's order extras, by the rules the server applies (spec 001 §5)
    const tradeExtras = extras.check(items)
    if (Object.keys(found).length || tradeExtras?.problems.length) {
      afterRender(() => input.summaryRef.current?.focus())
      return
    }
    setBusy(true)
    if (createAccount) {
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
        setFailure(accountFailure(made.message))
        setBusy(false)
        return
      }
      input.clearPassword()
    }
    if (tradeExtras) {
      // the extras go to the cart first; refused or not stored: no order (spec 001 §7)
      const refused = await extras.save(tradeExtras, items)
      if (refused) {
        setFailure(refused)
        setBusy(false)
        return
      }
    }
    const outcome = await placeOrder({
      state: extras.placing(getCheckout(), tradeExtras),
      storeCode: store.view.storeCode,
      prefix: store.prefix,
      origin: input.origin,
      pspMethod: input.pspMethod,
      t,
    })
    if (outcome.kind === 'redirect' || outcome.kind === 'placed' || outcome.kind === 'payment-failed')
      extras.placed() // the order exists: its purchase-order draft is done (spec 001 §3)
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
      case 'invalid':
        // the server checks the extras again at placement: its words at their field
        setFailure((tradeExtras && extras.knownRefusal(outcome.meta, items)) || outcome)
        break
      default:
        setFailure(outcome)
    }
    setBusy(false)
  }

  return { errors, extrasErrors: extras.extrasErrors, busy, failure, submit }
}
