/**
 * External checkout (spec 000 §2): when the server is started with EXTERNAL_CHECKOUT_URL, the
 * checkout routes send the shopper to `{url}/{country}/vue/cart/sync` with the cart and user tokens,
 * and the add-to-cart message offers no "Proceed to checkout" (spec 000 §8). The root loader hands
 * the browser this one value of the environment; anything but an http(s) URL means off.
 */
import { useRouteLoaderData } from 'react-router'

export function parseExternalCheckoutUrl(value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) return ''
  try {
    const url = new URL(value.trim())
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString().replace(/\/$/, '') : ''
  } catch {
    return ''
  }
}

/** The external checkout's address: country path, user token and cart token. */
export function externalCheckoutUrl(base: string, cartId: string, token: string, country: string): string {
  const url = new URL(`${base.replace(/\/$/, '')}/${country.toLowerCase()}/vue/cart/sync`)
  url.searchParams.set('token', token)
  url.searchParams.set('cart', cartId)
  return url.toString()
}

/** The configured external checkout, '' when the shop's own checkout is used. */
export function useExternalCheckoutUrl(): string {
  const root = useRouteLoaderData('root') as { externalCheckoutUrl?: unknown } | undefined
  return parseExternalCheckoutUrl(root?.externalCheckoutUrl)
}
