/**
 * Cart settings: the stock flags from the environment, shipping and payment methods from the
 * shop's JSON settings file (SHOP_CONFIG, key `cart`), falling back to the spec's defaults.
 *
 * ```json
 * { "cart": {
 *     "shippingMethods": [{ "code": "0003", "title": { "nl": "Pallet", "de": "Palette" },
 *                           "priceExclTax": 40, "priceInclTax": 48.4, "countries": ["NL"],
 *                           "carries": "bicycle", "businessOnly": true }],
 *     "paymentMethods": [{ "code": "ideal", "enabled": true }] } }
 * ```
 */
import { z } from 'zod'
import {
  DEFAULT_PAYMENT_METHODS,
  DEFAULT_SHIPPING_METHODS,
  SIZE_CLASSES,
  type SizeClass,
  type PaymentMethodConfig,
  type ShippingMethodConfig,
} from '@shop/commerce'
import { ConfigError, readJsonFile, type AppConfig } from '../config/config.ts'

export interface CartSettings {
  stockCheck: boolean
  allowOutOfStock: boolean
  shippingMethods: ShippingMethodConfig[]
  paymentMethods: PaymentMethodConfig[]
}

const labels = z.object({ nl: z.string(), de: z.string() })
const money = z.number().min(0).max(100_000)
const sizeClass = z.enum(SIZE_CLASSES as [SizeClass, ...SizeClass[]])

const fileSchema = z.object({
  cart: z
    .object({
      shippingMethods: z
        .array(
          z.object({
            code: z.string().min(1).max(32),
            carrierCode: z.string().min(1).max(32).optional(),
            carrierTitle: labels.optional(),
            title: labels.optional(),
            priceExclTax: money.optional(),
            priceInclTax: money.optional(),
            enabled: z.boolean().default(true),
            countries: z.array(z.string().length(2)).optional(),
            // what the method carries and for whom (decision 0080)
            carries: sizeClass.optional(),
            requires: sizeClass.optional(),
            businessOnly: z.boolean().optional(),
            // goods worth this much incl. tax ship free; null: never free (decision 0089)
            freeFrom: money.nullable().optional(),
          }),
        )
        .optional(),
      paymentMethods: z
        .array(
          z.object({
            code: z.string().min(1).max(64),
            title: labels.optional(),
            enabled: z.boolean().default(true),
          }),
        )
        .optional(),
    })
    .optional(),
})

type FileSettings = z.infer<typeof fileSchema>

function mergeShipping(given: NonNullable<FileSettings['cart']>['shippingMethods']): ShippingMethodConfig[] {
  const methods = DEFAULT_SHIPPING_METHODS.map((m) => ({ ...m }))
  for (const entry of given ?? []) {
    const index = methods.findIndex((m) => m.methodCode === entry.code)
    const base: ShippingMethodConfig =
      index >= 0 ? methods[index]! : { ...DEFAULT_SHIPPING_METHODS[0]!, methodCode: entry.code }
    const merged: ShippingMethodConfig = {
      ...base,
      carrierCode: entry.carrierCode ?? base.carrierCode,
      carrierTitle: entry.carrierTitle ?? base.carrierTitle,
      methodTitle: entry.title ?? base.methodTitle,
      priceExclTax: entry.priceExclTax ?? base.priceExclTax,
      priceInclTax: entry.priceInclTax ?? base.priceInclTax,
      enabled: entry.enabled,
      countries: (entry.countries ?? base.countries).map((c) => c.toUpperCase()),
      fit: {
        carries: entry.carries ?? base.fit?.carries ?? 'parcel',
        requires: entry.requires ?? base.fit?.requires,
        businessOnly: entry.businessOnly ?? base.fit?.businessOnly,
      },
      // a new code does not inherit the courier's free amount it is copied from
      freeFrom:
        entry.freeFrom === null ? undefined : (entry.freeFrom ?? (index >= 0 ? base.freeFrom : undefined)),
    }
    if (index >= 0) methods[index] = merged
    else methods.push(merged)
  }
  return methods
}

function mergePayment(given: NonNullable<FileSettings['cart']>['paymentMethods']): PaymentMethodConfig[] {
  const methods = DEFAULT_PAYMENT_METHODS.map((m) => ({ ...m }))
  for (const entry of given ?? []) {
    const index = methods.findIndex((m) => m.code === entry.code)
    const merged = {
      code: entry.code,
      title: entry.title ?? methods[index]?.title ?? { nl: entry.code, de: entry.code },
      enabled: entry.enabled,
    }
    if (index >= 0) methods[index] = merged
    else methods.push(merged)
  }
  return methods
}

const memo = new WeakMap<AppConfig, CartSettings>()

/** Read once per configuration; a wrong settings file is a boot-time error naming the field. */
export function cartSettings(config: AppConfig): CartSettings {
  const cached = memo.get(config)
  if (cached) return cached
  let file: FileSettings = {}
  if (config.shopConfigFile) {
    const parsed = fileSchema.safeParse(readJsonFile(config.shopConfigFile))
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
      throw new ConfigError(`Invalid SHOP_CONFIG cart settings: ${problems}`)
    }
    file = parsed.data
  }
  const settings: CartSettings = {
    stockCheck: config.cart.stockCheck,
    allowOutOfStock: config.cart.allowOutOfStock,
    shippingMethods: mergeShipping(file.cart?.shippingMethods),
    paymentMethods: mergePayment(file.cart?.paymentMethods),
  }
  memo.set(config, settings)
  return settings
}
