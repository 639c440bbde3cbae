/**
 * Why the order was not placed, right above the pay button (issue 13): every refusal has its own
 * sentence that says what went wrong and what to do, announced as an alert.
 */
import { Link } from 'react-router'
import type { OrderRefusal } from '../../lib/checkout/place-order.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'

export type CheckoutFailure =
  | OrderRefusal
  | { kind: 'account-exists' }
  | { kind: 'password'; detail: string }
  /** a trade customer's order extras refused or not stored: the sentence is ready (order-extras) */
  | { kind: 'extras'; message: string }

export function CheckoutFailureMessage({ failure }: { failure: CheckoutFailure | null }) {
  const t = useT()
  const store = useStore()
  return (
    <div className="checkout__failure" role="alert">
      {failure && (
        <p className="field__error">
          {failure.kind === 'invalid' && t('checkout.failure.invalid', { detail: failure.detail })}
          {failure.kind === 'method' && t('checkout.failure.method')}
          {failure.kind === 'unavailable' && (
            <>
              {/* the spec's sentence (001 §8), then what to do */}
              {t('checkout.error.unavailable')} {t('checkout.failure.unavailable')}{' '}
              <Link to={localPath('/cart', store)}>{t('checkout.failure.toCart')}</Link>
            </>
          )}
          {failure.kind === 'cart-gone' && t('checkout.failure.cartGone')}
          {failure.kind === 'failed' && t('checkout.failure.server')}
          {failure.kind === 'queued' && (
            <>
              {/* the spec's sentence (001 §4), then that the cart is kept and what happens next */}
              {t('offlineOrder.queued')} {t('offlineOrder.queuedHint')}
            </>
          )}
          {failure.kind === 'account-exists' && t('checkout.failure.accountExists')}
          {failure.kind === 'extras' && failure.message}
          {failure.kind === 'password' && t('checkout.failure.password', { detail: failure.detail })}
        </p>
      )}
    </div>
  )
}
