import { readFileSync, existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { z } from 'zod'

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

/** Environment variables. Every setting the shop reads is declared here and documented in README. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** postgres://... switches from the embedded PGlite database to a PostgreSQL server */
  DATABASE_URL: z.string().url().optional(),
  /** where the embedded database, generated images and the mail outbox live */
  DATA_DIR: z.string().default('./var'),
  /** redis://... shares the catalogue cache between processes */
  REDIS_URL: z.string().url().optional(),
  CACHE_ENABLED: bool.default(true),
  CACHE_TTL_SECONDS: z.coerce.number().int().positive().default(300),
  /** product search: in-process catalogue kept in step with the database (memory), or SQL only */
  CATALOG_ENGINE: z.enum(['memory', 'sql']).default('memory'),
  /** number of sellable products the demo catalogue generator makes on first start */
  SEED_PRODUCTS: z.coerce.number().int().min(50).max(100_000).default(1000),
  /** secret for signed tokens (groupToken); generated and kept in DATA_DIR when not set */
  AUTH_SECRET: z.string().min(32).optional(),
  /** smtp://user:pass@host:587 sends e-mail; without it messages go to DATA_DIR/outbox as .eml files */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Fietsgroothandel <shop@fietsgroothandel.localhost>'),
  /** check stock when an item is added to the cart (spec: off) */
  CART_STOCK_CHECK: bool.default(false),
  /** keep out-of-stock items in the cart (spec: allowed); false refuses them at add-to-cart */
  CART_ALLOW_OUT_OF_STOCK: bool.default(true),
  /**
   * cross-border: one gross price in every EU store view (net + the origin country's VAT), the
   * destination's VAT the share inside it; net: net + the destination's VAT (decision 0090)
   */
  PRICE_BASIS: z.enum(['cross-border', 'net']).default('cross-border'),
  /** the shop's country: its VAT makes the gross prices under PRICE_BASIS=cross-border */
  PRICE_ORIGIN_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, 'a two-letter country code in capitals, like NL')
    .default('NL'),
  /** minutes an order placed for an online payment waits for it before it is canceled (0: never) */
  ORDER_PAYMENT_EXPIRY_MINUTES: z.coerce.number().int().min(0).max(525_600).default(120),
  /** ms between automatic-order scheduler passes (0: off); default 60000, off under NODE_ENV=test */
  AUTOMATIC_ORDERS_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).optional(),
  /** the storefront build this process serves beside the API (default: apps/storefront/build) */
  STOREFRONT_BUILD_DIR: z.string().optional(),
  /** optional JSON file with shop settings (read by cart/cart-settings.ts and shop-info/shop-info-settings.ts) */
  SHOP_CONFIG: z.string().optional(),
  /** payment provider: the built-in test provider (default; with DATABASE_URL it must be named), Mollie or MultiSafepay */
  PAYMENT_PROVIDER: z.enum(['test', 'mollie', 'multisafepay']).default('test'),
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_\w+$/, 'must start with test_ or live_')
    .optional(),
  /** Mollie API root; only tests point it elsewhere */
  MOLLIE_API_ENDPOINT: z.string().url().optional(),
  MULTISAFEPAY_API_KEY: z.string().min(1).optional(),
  MULTISAFEPAY_ENV: z.enum(['test', 'live']).default('test'),
  /** MultiSafepay API root; only tests point it elsewhere */
  MULTISAFEPAY_API_ENDPOINT: z.string().url().optional(),
  /** the shop's public base URL: providers send webhooks to it (default http://localhost:PORT) */
  PUBLIC_URL: z.string().url().optional(),
  /** behind a reverse proxy: believe its X-Forwarded-Proto/-For (HSTS over https, client address) */
  TRUST_PROXY: bool.default(false),
  /** origins (comma-separated) whose pages may call the API from the browser; none by default */
  CORS_ORIGINS: z.string().optional(),
  /**
   * multiplies every request limit of decision 0112; for a test shop whose every browser comes
   * from one address (the journeys), never for a shop on the internet
   */
  RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  /** how long a call to the payment provider may take before the shopper gets a 504 */
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** customer accounts: access tokens are short-lived, refresh tokens rotate (decision 0061) */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(3600),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RESET_TOKEN_TTL_MINUTES: z.coerce.number().int().min(5).max(10_080).default(60),
  /** key for the admin endpoints (review moderation); they are off when it is not set */
  ADMIN_API_KEY: z.string().min(16).optional(),
  /** newsletter in Mailchimp when both are set; otherwise subscribers stay in the local table */
  MAILCHIMP_API_KEY: z.string().min(1).optional(),
  MAILCHIMP_LIST_ID: z.string().min(1).optional(),
  /** data centre (us21); default: the part after the dash in the API key */
  MAILCHIMP_SERVER: z
    .string()
    .regex(/^[a-z]+\d+$/, 'like us21')
    .optional(),
  /** Mailchimp API root; only tests point it elsewhere */
  MAILCHIMP_API_ENDPOINT: z.string().url().optional(),
  /**
   * where the back-office calls of spec 001 §7 are served (decision 0136): an absolute path of
   * lower-case segments, no trailing slash
   */
  OCULUS_BASE_PATH: z
    .string()
    .regex(/^(\/[a-z0-9][a-z0-9_-]*)+$/, 'an absolute path like /api/oculus, without a trailing slash')
    .default('/api/oculus'),
  /** captcha on the public forms (decision 0198): altcha = self-hosted proof of work (no third party, no cookies) */
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha', 'hcaptcha', 'turnstile']).default('altcha'),
  /** default true; under NODE_ENV=test false, so API tests of other forms need no solution */
  CAPTCHA_ACTIVE: bool.optional(),
  /** the hosted provider's site key (public); altcha needs none */
  CAPTCHA_SITE_KEY: z.string().min(1).max(200).optional(),
  /** the hosted provider's secret key; for altcha the HMAC secret (generated and kept in DATA_DIR when not set) */
  CAPTCHA_SECRET_KEY: z.string().min(1).max(500).optional(),
  /** the hosted provider's siteverify URL; only tests point it elsewhere */
  CAPTCHA_VERIFY_URL: z.string().url().optional(),
  /** altcha: the most hashes a challenge takes (the work is random between half of it and all of it) */
  CAPTCHA_COMPLEXITY: z.coerce.number().int().min(10).max(10_000_000).default(100_000),
  /** altcha: how long a challenge may be solved and used */
  CAPTCHA_EXPIRY_SECONDS: z.coerce.number().int().min(30).max(86_400).default(1800),
  /** the shop's mailbox for contact messages (default: SHOP_CONFIG shopInfo.email) */
  CONTACT_EMAIL: z.email().max(254).optional(),
  /** ms between passes that mail contact messages a mail failure left (0: off); default 300000, off under NODE_ENV=test */
  CONTACT_MAIL_RETRY_MS: z.coerce.number().int().min(0).max(86_400_000).optional(),
  /**
   * spec 001 §9 "the product cache may be disabled by config": false keeps no catalogue product
   * reads or product pages in the shoppers' browsers (read by the storefront, decision 0243)
   */
  BROWSER_PRODUCT_CACHE: bool.default(true),
  /** what the browser cache of spec 001 §9 may hold before it purges (decision 0230), in MiB */
  BROWSER_CACHE_BUDGET_MB: z.coerce.number().min(0.25).max(1024).default(4),
})

export type Env = z.infer<typeof envSchema>

export interface AppConfig {
  env: Env['NODE_ENV']
  port: number
  host: string
  logLevel: Env['LOG_LEVEL']
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string }
  dataDir: string
  redisUrl?: string
  cache: { enabled: boolean; ttlSeconds: number }
  catalog: { engine: Env['CATALOG_ENGINE'] }
  seedProducts: number
  authSecret?: string
  /**
   * the storefront build to serve; undefined: the one beside the API in this repository;
   * '' (exported empty): none, API only
   */
  storefrontBuildDir?: string
  shopConfigFile?: string
  mail: { smtpUrl?: string; from: string }
  cart: { stockCheck: boolean; allowOutOfStock: boolean }
  /** the country whose VAT makes gross prices; null: net-based prices (decision 0090) */
  pricing: { originCountry: string | null }
  orders: { paymentExpiryMinutes: number }
  /** the automatic-order scheduler's timer (decision 0185); 0: off */
  automaticOrders: { intervalMs: number }
  /** request limits of decision 0112: every max multiplied by factor */
  limits: { factor: number }
  publicUrl: string
  /** security headers and cross-origin access (http/security-headers.ts) */
  http: { trustProxy: boolean; corsOrigins: string[] }
  payment: PaymentConfig
  accounts: AccountsConfig
  newsletter: { mailchimp?: { apiKey: string; listId: string; endpoint: string } }
  /** the back-office calls of spec 001 §7 (decision 0136) */
  oculus: { basePath: string }
  /** the public forms' captcha as configured; captcha/captcha-setup.ts decides whether it is active */
  captcha: {
    provider: Env['CAPTCHA_PROVIDER']
    active: boolean
    siteKey?: string
    secretKey?: string
    verifyUrl?: string
    complexity: number
    expirySeconds: number
  }
  /** the contact form (decision 0201): the shop's mailbox override and the retry timer (0: off) */
  contact: { mailbox?: string; retryIntervalMs: number }
}

export interface AccountsConfig {
  accessTokenTtlSeconds: number
  refreshTokenTtlDays: number
  resetTokenTtlMinutes: number
  adminApiKey?: string
}

export interface PaymentConfig {
  provider: Env['PAYMENT_PROVIDER']
  /** the built-in test provider: nothing is really paid (decision 0115) */
  testMode: boolean
  /** PAYMENT_PROVIDER was set, not defaulted: a shop on a PostgreSQL server needs it named */
  named: boolean
  timeoutMs: number
  mollie?: { apiKey: string; apiEndpoint?: string }
  multisafepay?: { apiKey: string; apiEndpoint: string }
}

export class ConfigError extends Error {}

/** Validates the environment once at boot; a wrong value stops the process with a clear message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // an exported but empty variable (REDIS_URL=) means "not set", as shells and .env files use it
  const given = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = envSchema.safeParse(given)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new ConfigError(`Invalid configuration: ${problems}`)
  }
  const e = parsed.data
  const dataDir = resolve(e.DATA_DIR)
  if (e.PAYMENT_PROVIDER === 'mollie' && !e.MOLLIE_API_KEY) {
    throw new ConfigError('Invalid configuration: PAYMENT_PROVIDER=mollie needs MOLLIE_API_KEY')
  }
  if (e.PAYMENT_PROVIDER === 'multisafepay' && !e.MULTISAFEPAY_API_KEY) {
    throw new ConfigError('Invalid configuration: PAYMENT_PROVIDER=multisafepay needs MULTISAFEPAY_API_KEY')
  }
  if (e.SHOP_CONFIG && !existsSync(e.SHOP_CONFIG)) {
    throw new ConfigError(`Invalid configuration: SHOP_CONFIG file ${e.SHOP_CONFIG} does not exist`)
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') },
    dataDir,
    redisUrl: e.REDIS_URL,
    cache: { enabled: e.CACHE_ENABLED, ttlSeconds: e.CACHE_TTL_SECONDS },
    catalog: { engine: e.CATALOG_ENGINE },
    seedProducts: e.SEED_PRODUCTS,
    authSecret: e.AUTH_SECRET,
    // the one variable where "exported empty" keeps its meaning: serve no storefront
    storefrontBuildDir: source.STOREFRONT_BUILD_DIR === '' ? '' : e.STOREFRONT_BUILD_DIR,
    shopConfigFile: e.SHOP_CONFIG,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    cart: { stockCheck: e.CART_STOCK_CHECK, allowOutOfStock: e.CART_ALLOW_OUT_OF_STOCK },
    pricing: { originCountry: e.PRICE_BASIS === 'cross-border' ? e.PRICE_ORIGIN_COUNTRY : null },
    orders: { paymentExpiryMinutes: e.ORDER_PAYMENT_EXPIRY_MINUTES },
    automaticOrders: {
      intervalMs: e.AUTOMATIC_ORDERS_INTERVAL_MS ?? (e.NODE_ENV === 'test' ? 0 : 60_000),
    },
    limits: { factor: e.RATE_LIMIT_FACTOR },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    http: {
      trustProxy: e.TRUST_PROXY,
      corsOrigins: (e.CORS_ORIGINS ?? '')
        .split(',')
        .map((o) => o.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    },
    payment: {
      provider: e.PAYMENT_PROVIDER,
      testMode: e.PAYMENT_PROVIDER === 'test',
      named: given.PAYMENT_PROVIDER !== undefined,
      timeoutMs: e.PAYMENT_TIMEOUT_MS,
      mollie: e.MOLLIE_API_KEY ? { apiKey: e.MOLLIE_API_KEY, apiEndpoint: e.MOLLIE_API_ENDPOINT } : undefined,
      multisafepay: e.MULTISAFEPAY_API_KEY
        ? {
            apiKey: e.MULTISAFEPAY_API_KEY,
            apiEndpoint:
              e.MULTISAFEPAY_API_ENDPOINT ??
              (e.MULTISAFEPAY_ENV === 'live'
                ? 'https://api.multisafepay.com/v1/json/'
                : 'https://testapi.multisafepay.com/v1/json/'),
          }
        : undefined,
    },
    accounts: {
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
      resetTokenTtlMinutes: e.RESET_TOKEN_TTL_MINUTES,
      adminApiKey: e.ADMIN_API_KEY,
    },
    newsletter: {
      mailchimp:
        e.MAILCHIMP_API_KEY && e.MAILCHIMP_LIST_ID
          ? {
              apiKey: e.MAILCHIMP_API_KEY,
              listId: e.MAILCHIMP_LIST_ID,
              endpoint:
                e.MAILCHIMP_API_ENDPOINT ??
                `https://${e.MAILCHIMP_SERVER ?? e.MAILCHIMP_API_KEY.split('-')[1] ?? 'us1'}.api.mailchimp.com/3.0`,
            }
          : undefined,
    },
    oculus: { basePath: e.OCULUS_BASE_PATH },
    captcha: {
      provider: e.CAPTCHA_PROVIDER,
      active: e.CAPTCHA_ACTIVE ?? e.NODE_ENV !== 'test',
      siteKey: e.CAPTCHA_SITE_KEY,
      secretKey: e.CAPTCHA_SECRET_KEY,
      verifyUrl: e.CAPTCHA_VERIFY_URL,
      complexity: e.CAPTCHA_COMPLEXITY,
      expirySeconds: e.CAPTCHA_EXPIRY_SECONDS,
    },
    contact: {
      mailbox: e.CONTACT_EMAIL,
      retryIntervalMs: e.CONTACT_MAIL_RETRY_MS ?? (e.NODE_ENV === 'test' ? 0 : 300_000),
    },
  }
}

export function readJsonFile(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'))
}
