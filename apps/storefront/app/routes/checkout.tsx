/**
 * /checkout: the one-page checkout (components/checkout). With an external checkout configured,
 * the shopper is sent there instead (spec 000 §2: {url}/vue/cart/sync with the cart and user
 * tokens). The cart is browser state, so the form renders once the browser has it.
 */
import { useEffect } from 'react'
import { Link } from 'react-router'
import type { Route } from './+types/checkout.ts'
import { CheckoutForm } from '../components/checkout/checkout-form.tsx'
import { Breadcrumbs } from '../components/layout/breadcrumbs.tsx'
import { createTranslator } from '../i18n/translate.ts'
import { userToken } from '../lib/cart/cart-api.ts'
import { externalCheckoutUrl, useExternalCheckoutUrl } from '../lib/cart/external-checkout.ts'
import { useCart, useCartLoaded } from '../lib/cart/cart-store.ts'
import { withHome } from '../lib/catalog/page.ts'
import { pageMeta } from '../lib/seo.ts'
import { localPath, storeFromPath } from '../lib/store-view.ts'
import { useStore, useT } from '../lib/store-context.tsx'
import cartCss from '../styles/cart.css?url'
import checkoutCss from '../styles/checkout.css?url'
import orderExtrasCss from '../styles/order-extras.css?url'

// cart.css for the totals box: the header no longer loads it on every page (decision 0035)
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: cartCss },
  { rel: 'stylesheet', href: checkoutCss },
  { rel: 'stylesheet', href: orderExtrasCss },
]

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const store = storeFromPath(url.pathname)
  const t = createTranslator(store.language)
  return {
    title: t('checkout.title'),
    alternates: { nl: '/checkout', de: '/de/checkout' },
    breadcrumbs: withHome(store, [
      { label: t('cart.title'), to: localPath('/cart', store) },
      { label: t('checkout.title') },
    ]),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? pageMeta({ title: loaderData.title, store: storeFromPath(location.pathname), noindex: true })
    : []

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const store = useStore()
  const cart = useCart()
  const loaded = useCartLoaded()
  const external = useExternalCheckoutUrl()

  useEffect(() => {
    if (!external || !cart.cartServerToken) return
    window.location.assign(
      externalCheckoutUrl(external, cart.cartServerToken, userToken() ?? '', store.view.defaultCountry),
    )
  }, [external, cart.cartServerToken, store.view.defaultCountry])

  return (
    <div className="checkout-page">
      <Breadcrumbs trail={loaderData.breadcrumbs} />
      <h1>{loaderData.title}</h1>
      {!loaded ? (
        <p>{t('cart.loading')}</p>
      ) : cart.cartItems.length === 0 ? (
        <div>
          <p>{t('checkout.empty')}</p>
          <Link className="button" to={localPath('/', store)}>
            {t('cart.continueShopping')}
          </Link>
        </div>
      ) : (
        <CheckoutForm origin={window.location.origin} />
      )}
    </div>
  )
}
