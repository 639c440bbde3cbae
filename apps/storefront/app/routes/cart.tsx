/**
 * /cart: the cart's lines with quantity and remove, the coupon field and the totals, and the way
 * to the checkout. The cart lives in the browser (lib/cart), so the server renders the frame and
 * the browser fills it right after hydration.
 */
import { useEffect } from 'react'
import { Link } from 'react-router'
import type { Route } from './+types/cart.ts'
import { CartLine } from '../components/cart/cart-line.tsx'
import { CouponForm } from '../components/cart/coupon-form.tsx'
import { CartTaxNote } from '../components/cart/line-price.tsx'
import { TotalsBox } from '../components/cart/totals-box.tsx'
import { DeliveryPromise } from '../components/layout/delivery-promise.tsx'
import { PaymentLogos } from '../components/layout/payment-logos.tsx'
import { Breadcrumbs } from '../components/layout/breadcrumbs.tsx'
import { createTranslator } from '../i18n/translate.ts'
import { totalSegments } from '../lib/cart/cart-lines.ts'
import { refreshLineStock } from '../lib/cart/cart-stock.ts'
import { useCart, useCartLoaded } from '../lib/cart/cart-store.ts'
import { withHome } from '../lib/catalog/page.ts'
import { pageMeta } from '../lib/seo.ts'
import { localPath, storeFromPath } from '../lib/store-view.ts'
import { useStore, useT } from '../lib/store-context.tsx'
import cartCss from '../styles/cart.css?url'

// the header no longer loads the cart's stylesheet on every page (decision 0035)
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: cartCss }]

export function loader({ request }: Route.LoaderArgs) {
  const store = storeFromPath(new URL(request.url).pathname)
  const t = createTranslator(store.language)
  return {
    title: t('cart.title'),
    alternates: { nl: '/cart', de: '/de/cart' },
    breadcrumbs: withHome(store, [{ label: t('cart.title') }]),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? pageMeta({ title: loaderData.title, store: storeFromPath(location.pathname), noindex: true })
    : []

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const store = useStore()
  const cart = useCart()
  const loaded = useCartLoaded()
  // a line the stock cannot cover would be refused at checkout: say so here (issue 13 item 6)
  const blocked = cart.cartItems.some((item) => item.errors?.stock)
  // stock moves while a cart waits: the cart page shows each line's live stock once it is loaded
  useEffect(() => {
    if (loaded) void refreshLineStock(t)
  }, [loaded, t])
  return (
    <div className="cart-page">
      <Breadcrumbs trail={loaderData.breadcrumbs} />
      <h1>{loaderData.title}</h1>
      {!loaded ? (
        <p>{t('cart.loading')}</p>
      ) : cart.cartItems.length === 0 ? (
        <div className="cart-page__empty">
          <p>{t('cart.empty')}</p>
          <p>{t('cart.emptyHint')}</p>
          <Link className="button" to={localPath('/', store)}>
            {t('cart.continueShopping')}
          </Link>
        </div>
      ) : (
        <div className="cart-page__layout">
          <section aria-label={t('cart.items', { count: cart.cartItems.length })}>
            <ul className="cart-lines">
              {cart.cartItems.map((item) => (
                <CartLine key={`${item.sku}:${item.checksum}`} item={item} />
              ))}
            </ul>
            <p>
              <Link to={localPath('/', store)}>{t('cart.continueShopping')}</Link>
            </p>
          </section>
          <aside className="cart-page__summary" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title">{t('cart.totals.title')}</h2>
            <CouponForm />
            <TotalsBox
              segments={totalSegments(cart.cartItems, cart.platformTotalSegments)}
              coupon={cart.couponCode}
            />
            <CartTaxNote />
            {blocked ? (
              <>
                <p className="cart-page__blocked" role="alert">
                  {t('cart.checkoutBlocked')}
                </p>
                <button type="button" className="button" disabled>
                  {t('cart.toCheckout')}
                </button>
              </>
            ) : (
              <Link className="button" to={localPath('/checkout', store)}>
                {t('cart.toCheckout')}
              </Link>
            )}
            {/* a promise only when every line is in stock and something is delivered */}
            <DeliveryPromise
              inStock={
                cart.cartItems.every((item) => !item.errors?.stock && item.is_in_stock !== false) &&
                cart.cartItems.some((item) => item.type_id !== 'virtual')
              }
            />
            <PaymentLogos />
          </aside>
        </div>
      )}
    </div>
  )
}
