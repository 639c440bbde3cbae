/**
 * What the shopper can still do with an unfinished order (decision 0083): pay again while it
 * waits for an online payment (a new payment for the same order through the payment service),
 * or put its lines back in the cart once it is canceled (failed payment, expiry).
 */
import { useState } from 'react'
import { Link } from 'react-router'
import { reorder } from '../../lib/cart/reorder.ts'
import { asHistoryOrder, type OrderDetails } from '../../lib/checkout/order-details.ts'
import { postPayment, type PaymentCreated } from '../../lib/checkout/payment-service.ts'
import { paymentReason } from '../../lib/checkout/place-order.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'

export function OrderNextStep({
  order,
  token,
  origin,
}: {
  order: OrderDetails
  token: string
  origin: string
}) {
  const t = useT()
  const store = useStore()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)

  const payAgain = async () => {
    setBusy(true)
    setMessage(null)
    const answer = await postPayment(
      {
        currency: 'EUR',
        order_id: order.increment_id,
        description: `Order # ${order.increment_id}`,
        redirectUrl: `${origin}${store.prefix}/orderstatus`,
        method: 'ideal',
        token,
      },
      store.view.storeCode,
    ).catch(() => null)
    const created = answer?.result as PaymentCreated | string | undefined
    if (answer?.code === 200 && created && typeof created === 'object' && created.payment_gateway_url) {
      window.location.assign(created.payment_gateway_url)
      return
    }
    const reason = paymentReason(answer?.code ?? null, typeof created === 'string' ? created : '')
    setMessage({
      ok: false,
      text: t('orderStatus.payAgainFailed', { reason: t(`payment.reason.${reason}`) }),
    })
    setBusy(false)
  }

  const restore = async () => {
    setBusy(true)
    setMessage(null)
    try {
      const outcome = await reorder(asHistoryOrder(order), store.view.index, {
        t,
        proceedToCheckout: () => undefined,
      })
      setMessage(
        outcome.added
          ? { ok: true, text: t('orderStatus.restored') }
          : { ok: false, text: t('orderStatus.restoreFailed') },
      )
    } catch {
      setMessage({ ok: false, text: t('orderStatus.restoreFailed') })
    }
    setBusy(false)
  }

  if (!order.can_pay_again && !order.can_restore_cart) return null
  return (
    <div className="order-status__next">
      {order.can_pay_again && (
        <>
          <p>{t('orderStatus.payAgainHint')}</p>
          <button type="button" className="button" disabled={busy} onClick={() => void payAgain()}>
            {t('orderStatus.payAgain')}
          </button>
        </>
      )}
      {order.can_restore_cart && (
        <>
          <p>{t('orderStatus.restoreHint')}</p>
          <button type="button" className="button" disabled={busy} onClick={() => void restore()}>
            {t('orderStatus.restoreCart')}
          </button>
        </>
      )}
      <div role="status">
        {message && (
          <p className={message.ok ? 'order-status__ok' : 'field__error'}>
            {message.text}{' '}
            {message.ok && <Link to={localPath('/cart', store)}>{t('checkout.failure.toCart')}</Link>}
          </p>
        )}
      </div>
    </div>
  )
}
