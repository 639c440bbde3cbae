/**
 * The storefront's one reading of the environment (server only). In the one-process shop it is
 * the API's environment, so names and defaults follow apps/api/src/config/config.ts. Each value is
 * parsed forgivingly, as before: a wrong value falls back to the default rather than stopping the
 * shop, because the API has already validated the settings the two share. The root loader hands
 * the browser a whitelisted part of this (root.tsx), never the object itself.
 */
import type { HiddenPriceMode } from '@shop/commerce'
import { DEFAULT_CACHE_SETTINGS, type BrowserCacheSettings } from './browser-cache/cache-settings.ts'
import { parseExternalCheckoutUrl } from './cart/external-checkout.ts'
import { parseHiddenPriceMode } from './hidden-price.ts'
import { parsePaymentTestMode } from './payment-test-mode.ts'

export interface StorefrontConfig {
  /** HIDDEN_PRICE_MODE=1|2|3 (spec 001 §3) */
  hiddenPriceMode: HiddenPriceMode
  /** EXTERNAL_CHECKOUT_URL (spec 000 §2); '' when off */
  externalCheckoutUrl: string
  /** PAYMENT_PROVIDER unset or test: the built-in test provider (decision 0115) */
  paymentTestMode: boolean
  /** PRICE_BASIS and PRICE_ORIGIN_COUNTRY (decision 0090): the gross prices' country; null when net-based */
  priceOriginCountry: string | null
  /** BROWSER_PRODUCT_CACHE and BROWSER_CACHE_BUDGET_MB (decision 0243) */
  browserCache: BrowserCacheSettings
}

const MIB = 1024 * 1024

/** Forgiving like the rest: the API's config has refused a wrong value at boot already. */
export function parseBrowserCacheSettings(env: NodeJS.ProcessEnv): BrowserCacheSettings {
  const budgetMb = Number(env.BROWSER_CACHE_BUDGET_MB)
  const off = ['false', '0', 'no'].includes(String(env.BROWSER_PRODUCT_CACHE))
  return {
    productCache: !off,
    budgetBytes:
      Number.isFinite(budgetMb) && budgetMb > 0
        ? Math.round(budgetMb * MIB)
        : DEFAULT_CACHE_SETTINGS.budgetBytes,
  }
}

export function readStorefrontConfig(env: NodeJS.ProcessEnv): StorefrontConfig {
  const origin = env.PRICE_ORIGIN_COUNTRY
  return {
    hiddenPriceMode: parseHiddenPriceMode(env.HIDDEN_PRICE_MODE),
    externalCheckoutUrl: parseExternalCheckoutUrl(env.EXTERNAL_CHECKOUT_URL),
    paymentTestMode: parsePaymentTestMode(env.PAYMENT_PROVIDER),
    priceOriginCountry:
      env.PRICE_BASIS === 'net' ? null : origin && /^[A-Z]{2}$/.test(origin) ? origin : 'NL',
    browserCache: parseBrowserCacheSettings(env),
  }
}

let current: StorefrontConfig | undefined

/** This process's settings, read once. */
export function storefrontConfig(): StorefrontConfig {
  return (current ??= readStorefrontConfig(process.env))
}
