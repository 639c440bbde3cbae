/**
 * /order-success/:order? (route name external-thank-you): the thank-you page after an external
 * checkout, and after an order paid without the provider (purchase order, bank transfer). The
 * order number comes from the URL; the e-mail address from this browser's last order, if any.
 */
import { Link } from 'react-router'
import type { Route } from './+types/order-success.ts'
import { Breadcrumbs } from '../components/layout/breadcrumbs.tsx'
import { createTranslator } from '../i18n/translate.ts'
import { withHome } from '../lib/catalog/page.ts'
import { useCheckout } from '../lib/checkout/checkout-store.ts'
import { pageMeta } from '../lib/seo.ts'
import { localPath, storeFromPath } from '../lib/store-view.ts'
import { useStore, useT } from '../lib/store-context.tsx'
import checkoutCss from '../styles/checkout.css?url'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkoutCss }]

export function loader({ request, params }: Route.LoaderArgs) {
  const store = storeFromPath(new URL(request.url).pathname)
  const t = createTranslator(store.language)
  return {
    order: params.order ?? null,
    title: t('thankYou.title'),
    breadcrumbs: withHome(store, [{ label: t('thankYou.title') }]),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData ? pageMeta({ title: loaderData.title, store: storeFromPath(location.pathname), noindex: true }) : []

export default function OrderSuccessPage({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const store = useStore()
  const checkout = useCheckout()
  const last = checkout.lastOrder
  const email = last && (!loaderData.order || last.orderNumber === loaderData.order) ? last.email : null
  return (
    <div className="order-status">
      <Breadcrumbs trail={loaderData.breadcrumbs} />
      <h1>{loaderData.title}</h1>
      {loaderData.order ? <p>{t('thankYou.orderNumber', { number: loaderData.order })}</p> : <p>{t('thankYou.noOrder')}</p>}
      {email && <p>{t('thankYou.mail', { email })}</p>}
      <p>
        <Link className="button" to={localPath('/', store)}>
          {t('orderStatus.returnToShopping')}
        </Link>
      </p>
    </div>
  )
}
