/**
 * The payment and shipping method codes the shop has: the spec's defaults plus the codes the
 * shop's settings file (SHOP_CONFIG, key `cart`) adds. The staff tools check a customer's allowed
 * methods against them. Read here rather than from cart/cart-settings.ts: the back office does not
 * reach into the shop (lint boundary); the cart checks the settings file in full at boot, so a
 * file it accepts has these codes where read below.
 */
import { DEFAULT_PAYMENT_METHODS, DEFAULT_SHIPPING_METHODS } from '@shop/commerce'
import { readJsonFile, type AppConfig } from '../config/config.ts'

export interface ShopMethodCodes {
  payment: string[]
  shipment: string[]
}

const memo = new WeakMap<AppConfig, ShopMethodCodes>()

const codesIn = (list: unknown): string[] =>
  Array.isArray(list)
    ? list.flatMap((m: unknown) =>
        m && typeof m === 'object' && typeof (m as { code?: unknown }).code === 'string'
          ? [(m as { code: string }).code]
          : [],
      )
    : []

export function shopMethodCodes(config: AppConfig): ShopMethodCodes {
  const known = memo.get(config)
  if (known) return known
  const file = config.shopConfigFile
    ? (readJsonFile(config.shopConfigFile) as { cart?: Record<string, unknown> })
    : {}
  const codes = {
    payment: [
      ...new Set([...DEFAULT_PAYMENT_METHODS.map((m) => m.code), ...codesIn(file?.cart?.paymentMethods)]),
    ],
    shipment: [
      ...new Set([
        ...DEFAULT_SHIPPING_METHODS.map((m) => m.methodCode),
        ...codesIn(file?.cart?.shippingMethods),
      ]),
    ],
  }
  memo.set(config, codes)
  return codes
}
