/**
 * The payment result pages: /orderstatus?order_token=&transactionid= (the return address of
 * 001 §7, completed by the payment service) and /order-status/:order_token (older links).
 * The server asks the payment service for the status, so the first paint has the answer; while
 * the payment is pending the page asks again every few seconds ("the status updates
 * automatically"). Breadcrumb Homepage > Order status; "Return to shopping" leads home.
 * With the order's token the page also shows the order itself (lines, addresses, methods, total,
 * expected delivery), an order paid offline as received, and what the shopper may do next: pay
 * again or put the lines back in the cart (issue 13, decision 0083).
 */
import { useEffect, useSyncExternalStore } from 'react'
import { Link, useRevalidator } from 'react-router'
import type { Route } from './+types/order-status.ts'
import { Breadcrumbs } from '../components/layout/breadcrumbs.tsx'
import { createTranslator, type MessageKey } from '../i18n/translate.ts'
import { withHome } from '../lib/catalog/page.ts'
import { readPaymentStatus, type OrderStatusView } from '../lib/checkout/payment-status.ts'
import { readOrderDetails, type OrderDetails } from '../lib/checkout/order-details.ts'
import { OrderDetailsView } from '../components/checkout/order-details-view.tsx'
import { OrderNextStep } from '../components/checkout/order-next-step.tsx'
import { PAYMENT_SERVICE } from '../lib/checkout/payment-service.ts'
import { pageMeta } from '../lib/seo.ts'
import { localPath, storeFromPath } from '../lib/store-view.ts'
import { useStore, useT } from '../lib/store-context.tsx'
import checkoutCss from '../styles/checkout.css?url'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkoutCss }]

/** Pending payments are asked for again this often. */
export const PENDING_REFRESH_MS = 4000

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const store = storeFromPath(url.pathname)
  const t = createTranslator(store.language)
  // /orderstatus (001 §7) carries the order's token in the query; old links have it in the path
  const token = params.order_token ?? url.searchParams.get('order_token') ?? undefined
  const transactionId = url.searchParams.get('transactionid')
  let view: OrderStatusView = { kind: 'problem' }
  let order: OrderDetails | null = null
  if (token || transactionId) {
    try {
      const [res, details] = await Promise.all([
        context.api(`${PAYMENT_SERVICE}/get-payment-status?store=${store.view.storeCode || 'nl'}`, {
          method: 'POST',
          body: token ? { token } : { order_id: transactionId },
        }),
        token && ORDER_TOKEN.test(token) ? context.api(`/api/order/status/${token}`) : null,
      ])
      view = readPaymentStatus(await res.json())
      order = details ? readOrderDetails(await details.json()) : null
    } catch (error) {
      console.error('Payment status fetch failed', error)
      view = { kind: 'fetch-failed' }
    }
  }
  const start = url.searchParams.get('start')
  return {
    view,
    order,
    token: token ?? null,
    // the payment could not start (place-order.ts): the kind of reason, translated here
    notStarted: (start === 'refused' || start === 'unavailable' || start === 'other' ? start : null) as
      'refused' | 'unavailable' | 'other' | null,
    breadcrumbs: withHome(store, [{ label: t('orderStatus.breadcrumb') }]),
    title: t('orderStatus.titleUnknown'),
  }
}

const ORDER_TOKEN = /^[0-9a-f]{48}$/

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? pageMeta({ title: loaderData.title, store: storeFromPath(location.pathname), noindex: true })
    : []

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  )
}

const GROUP_LABEL: Record<string, MessageKey> = {
  success: 'orderStatus.status.success',
  pending: 'orderStatus.status.pending',
  failed: 'orderStatus.status.failed',
  unknown: 'orderStatus.status.unknown',
}

export default function OrderStatusPage({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const store = useStore()
  const online = useOnline()
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  const revalidator = useRevalidator()
  const { order, token, notStarted } = loaderData
  // an order paid offline, or whose payment never started (status `error`), has no payment status
  // that tells its state: the order does
  const derive = loaderData.view.kind !== 'status' || loaderData.view.group === 'unknown'
  const view: OrderStatusView =
    derive && order
      ? {
          kind: 'status',
          group: order.offline_payment ? 'pending' : order.status === 'canceled' ? 'failed' : 'pending',
          status: order.status,
          incrementId: order.increment_id,
          email: order.customer_email,
        }
      : loaderData.view
  const placedOffline = !!order?.offline_payment && view.kind === 'status' && order.status !== 'canceled'
  const pending = view.kind === 'status' && view.group === 'pending' && !placedOffline

  useEffect(() => {
    if (!pending || !online) return
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate()
    }, PENDING_REFRESH_MS)
    return () => clearInterval(timer)
  }, [pending, online, revalidator])

  return (
    <div className="order-status">
      <Breadcrumbs trail={loaderData.breadcrumbs} />
      {!online && (
        <p className="order-status__offline" role="status">
          {t('orderStatus.offline')}
        </p>
      )}
      {view.kind === 'status' ? (
        <>
          <h1>
            {view.incrementId
              ? t('orderStatus.title', { number: view.incrementId })
              : t('orderStatus.titleUnknown')}
          </h1>
          {(view.group === 'success' || placedOffline) && (
            <p className="order-status__thanks">{t('orderStatus.thankYou')}</p>
          )}
          <p className={`order-status__label order-status__label--${placedOffline ? 'success' : view.group}`}>
            {t('orderStatus.label', {
              status: placedOffline ? t('orderStatus.status.placed') : t(GROUP_LABEL[view.group]!),
            })}
          </p>
          <div className="order-status__message" role="status" aria-live="polite">
            {notStarted && (
              <p>{t('orderStatus.notStarted', { reason: t(`payment.reason.${notStarted}`) })}</p>
            )}
            {placedOffline && order && (
              <p>{t('orderStatus.placed', { method: order.payment_title, email: order.customer_email })}</p>
            )}
            {!placedOffline && view.group === 'success' && (
              <p>{t('orderStatus.success', { email: view.email ?? '' })}</p>
            )}
            {!placedOffline && view.group === 'pending' && <p>{t('orderStatus.pending')}</p>}
            {!notStarted && view.group === 'failed' && <p>{t('orderStatus.failed')}</p>}
            {view.group === 'unknown' && <p>{t('orderStatus.problem')}</p>}
          </div>
          {order && token && <OrderNextStep order={order} token={token} origin={origin} />}
          {order && <OrderDetailsView order={order} />}
        </>
      ) : (
        <>
          <h1>{t('orderStatus.titleUnknown')}</h1>
          <div className="order-status__message" role="alert">
            {view.kind === 'problem' && <p>{t('orderStatus.problem')}</p>}
            {view.kind === 'hash-incorrect' && <p>{t('orderStatus.hashIncorrect')}</p>}
            {view.kind === 'fetch-failed' && (
              <>
                <p>
                  {t('orderStatus.fetchFailed')}{' '}
                  <Link to={localPath('/', store)}>{t('orderStatus.returnHome')}</Link>
                </p>
                <p>{t('orderStatus.fetchFailedOffline')}</p>
              </>
            )}
          </div>
        </>
      )}
      <p>
        <Link className="button" to={localPath('/', store)}>
          {t('orderStatus.returnToShopping')}
        </Link>
      </p>
    </div>
  )
}
