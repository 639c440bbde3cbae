/**
 * The document: <html lang> from the store view of the URL (nl, or de under /de), the colour
 * theme of the current page as CSS custom properties (lib/theme.ts explains how a page picks
 * its theme), the store context every component reads (useStore, useT, usePrice), the
 * one-tab guard, and the last-resort error page when even a layout failed.
 */
import { useContext, useEffect, type CSSProperties, type ReactNode } from 'react'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigate,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import { THEMES } from '@shop/commerce'
import type { Route } from './+types/root.ts'
import { errorMeta } from './components/layout/error-meta.ts'
import { ErrorPage } from './components/layout/lazy-error-page.tsx'
import { MinimalShell } from './components/layout/minimal-shell.tsx'
import { TestModeBanner } from './components/payment/test-mode-banner.tsx'
import { pageCatalogue } from './i18n/page-catalogue.server.ts'
import { provideCatalogue } from './i18n/translate.ts'
import { storefrontConfig } from './lib/config.server.ts'
import { siteMeta } from './lib/seo.ts'
import { StoreProvider } from './lib/store-context.tsx'
import { localPath, storeFromPath } from './lib/store-view.ts'
import { useTabGuard } from './lib/tab-guard.ts'
import { OrderWaiting } from './components/offline-order/order-waiting.tsx'
import { themeFromMatches } from './lib/theme.ts'
import { THEME_VARIABLES } from './lib/theme-variables.ts'
import { INLINE_CSS } from './inline-css.ts'
import { tradeModeFromCookie } from './lib/trade/trade-mode-cookie.ts'
import { NonceContext } from './context.ts'
import { cacheSettingsMeta } from './lib/browser-cache/cache-settings.ts'

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/icon-192.png', type: 'image/png', sizes: '192x192' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
]

/**
 * Configuration the browser may see, and nothing else of lib/config.server.ts: the hidden-price
 * mode (HIDDEN_PRICE_MODE=1|2|3, spec 001 §3) and the trade session's (its cookie), the external checkout (EXTERNAL_CHECKOUT_URL, spec
 * 000 §2, off when unset), whether payments are in test mode (PAYMENT_PROVIDER, decision 0115) and
 * the request origin for absolute canonical URLs; the browser-cache settings (decision 0243);
 * and the messages of the page's language (i18n/catalogues.ts says why they travel here).
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const { language } = storeFromPath(url.pathname)
  const config = storefrontConfig()
  return {
    hiddenPriceMode: config.hiddenPriceMode,
    sessionTradeMode: tradeModeFromCookie(request.headers.get('cookie')),
    externalCheckoutUrl: config.externalCheckoutUrl,
    paymentTestMode: config.paymentTestMode,
    browserCache: config.browserCache,
    origin: url.origin,
    language,
    messages: pageCatalogue(language),
  }
}

// settings and origin stay for the visit; the messages only change with the language
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return storeFromPath(currentUrl.pathname).language !== storeFromPath(nextUrl.pathname).language
}

export const meta: Route.MetaFunction = ({ error, location }) => {
  const store = storeFromPath(location.pathname)
  return error ? errorMeta(error, store) : siteMeta(store)
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const store = storeFromPath(pathname)
  const root = useRouteLoaderData<typeof loader>('root')
  // before anything below translates (meta included)
  if (root) provideCatalogue(root.language, root.messages)
  const theme = themeFromMatches(useMatches())
  // the Content-Security-Policy nonce of this page (server only; the browser never renders these anew)
  const nonce = useContext(NonceContext) || undefined
  return (
    <html lang={store.language} data-theme={theme} style={THEME_VARIABLES[theme] as CSSProperties}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEMES[theme].primary} />
        {/* read before React by the worker's registration and the browser cache (cache-settings.ts) */}
        {root &&
          Object.entries(cacheSettingsMeta(root.browserCache)).map(([name, content]) => (
            <meta key={name} name={name} content={content} />
          ))}
        {/* the page's styles in the HTML itself: no request before the first paint (decision 0038);
            the browser renders it empty and keeps the server's text (no hydration check on it) */}
        <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: INLINE_CSS }} />
        <Meta />
        <Links />
      </head>
      <body>
        <StoreProvider store={store}>
          <TestModeBanner on={root?.paymentTestMode === true} />
          {children}
        </StoreProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

const TAB_ERROR = /^(\/de)?\/tab-error\/?$/

export default function App() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  useTabGuard(!TAB_ERROR.test(pathname), () => {
    void navigate(localPath('/tab-error', storeFromPath(window.location.pathname)), { replace: true })
  })
  // lets end-to-end tests (and support staff) tell a hydrated page from server-rendered HTML
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <>
      <Outlet />
      {/* going online can happen on any page; a second tab (tab-error) leaves it to the first */}
      {!TAB_ERROR.test(pathname) && <OrderWaiting />}
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <MinimalShell>
      <ErrorPage error={error} />
    </MinimalShell>
  )
}
