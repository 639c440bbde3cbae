/**
 * The payment result pages: /order-status/:order_token (first provider, the token the payment
 * service appended to the return address) and /orderstatus?transactionid= (second provider).
 * The server asks the payment service for the status, so the first paint has the answer; while
 * the payment is pending the page asks again every few seconds ("the status updates
 * automatically"). Breadcrumb Homepage > Order status; "Return to shopping" leads home.
 */
import { useEffect, useSyncExternalStore } from 'react'
import { Link, useRevalidator } from 'react-router'
import type { Route } from './+types/order-status.ts'
import { Breadcrumbs } from '../components/layout/breadcrumbs.tsx'
import { createTranslator, type MessageKey } from '../i18n/translate.ts'
import { withHome } from '../lib/catalog-page.ts'
import { readPaymentStatus, type OrderStatusView } from '../lib/checkout/payment-status.ts'
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
  const token = params.order_token
  const transactionId = url.searchParams.get('transactionid')
  let view: OrderStatusView = { kind: 'problem' }
  if (token || transactionId) {
    try {
      const res = await context.api(`${PAYMENT_SERVICE}/get-payment-status?store=${store.view.storeCode || 'nl'}`, {
        method: 'POST',
        body: token ? { token } : { order_id: transactionId },
      })
      view = readPaymentStatus(await res.json())
    } catch (error) {
      console.error('Payment status fetch failed', error)
      view = { kind: 'fetch-failed' }
    }
  }
  return {
    view,
    breadcrumbs: withHome(store, [{ label: t('orderStatus.breadcrumb') }]),
    title: t('orderStatus.titleUnknown'),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData ? pageMeta({ title: loaderData.title, store: storeFromPath(location.pathname), noindex: true }) : []

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
  const revalidator = useRevalidator()
  const { view } = loaderData
  const pending = view.kind === 'status' && view.group === 'pending'

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
          <h1>{view.incrementId ? t('orderStatus.title', { number: view.incrementId }) : t('orderStatus.titleUnknown')}</h1>
          {view.group === 'success' && <p className="order-status__thanks">{t('orderStatus.thankYou')}</p>}
          <p className={`order-status__label order-status__label--${view.group}`}>
            {t('orderStatus.label', { status: t(GROUP_LABEL[view.group]!) })}
          </p>
          <div className="order-status__message" role="status" aria-live="polite">
            {view.group === 'success' && <p>{t('orderStatus.success', { email: view.email ?? '' })}</p>}
            {view.group === 'pending' && <p>{t('orderStatus.pending')}</p>}
            {view.group === 'failed' && <p>{t('orderStatus.failed')}</p>}
            {view.group === 'unknown' && <p>{t('orderStatus.problem')}</p>}
          </div>
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
                  {t('orderStatus.fetchFailed')} <Link to={localPath('/', store)}>{t('orderStatus.returnHome')}</Link>
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
