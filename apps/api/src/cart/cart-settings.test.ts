import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shippingMethodsFor } from '@shop/commerce'
import { ConfigError, loadConfig } from '../config/config.ts'
import { cartSettings } from './cart-settings.ts'

describe('cart settings', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shop-config-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  const withFile = async (content: unknown) => {
    const file = join(dir, `${Math.random().toString(36).slice(2)}.json`)
    await writeFile(file, JSON.stringify(content))
    return loadConfig({ SHOP_CONFIG: file })
  }

  it('defaults to the spec: stock check off, out-of-stock allowed, flatrate and the eleven custom codes', () => {
    const settings = cartSettings(loadConfig({}))
    expect(settings).toMatchObject({ stockCheck: false, allowOutOfStock: true })
    expect(shippingMethodsFor(settings.shippingMethods, 'NL', 'nl').map((m) => m.method_code)).toEqual([
      'flatrate',
      ...Array.from({ length: 11 }, (_, i) => String(i + 1).padStart(4, '0')),
    ])
    expect(settings.paymentMethods.map((m) => m.code)).toEqual(['ideal', 'purchaseorder', 'cashondelivery'])
  })

  it('reads the flags from the environment', () => {
    expect(
      cartSettings(loadConfig({ CART_STOCK_CHECK: 'true', CART_ALLOW_OUT_OF_STOCK: 'false' })),
    ).toMatchObject({
      stockCheck: true,
      allowOutOfStock: false,
    })
  })

  it('renames, reprices, limits and switches off custom shipping codes and payment methods from SHOP_CONFIG', async () => {
    const off = (code: string) => ({ code, enabled: false })
    const config = await withFile({
      cart: {
        shippingMethods: [
          {
            code: '0003',
            title: { nl: 'Pallet', de: 'Europalette' },
            priceExclTax: 50,
            priceInclTax: 60.5,
            countries: ['nl'],
          },
          ...['0001', '0002', '0004', '0005', '0006', '0007', '0008', '0009', '0010', '0011'].map(off),
        ],
        paymentMethods: [{ code: 'cashondelivery', enabled: false }],
      },
    })
    const settings = cartSettings(config)
    const offers = shippingMethodsFor(settings.shippingMethods, 'NL', 'de')
    expect(offers.map((m) => [m.method_code, m.carrier_title, m.method_title, m.price_incl_tax])).toEqual([
      ['flatrate', 'Kurier', 'Festpreis', 5],
      ['0003', 'Palette', 'Europalette', 60.5],
    ])
    expect(shippingMethodsFor(settings.shippingMethods, 'BE', 'nl').map((m) => m.method_code)).toEqual([
      'flatrate',
    ])
    expect(settings.paymentMethods.find((m) => m.code === 'cashondelivery')?.enabled).toBe(false)
  })

  it('stops at boot on a wrong settings file, naming the field', async () => {
    const config = await withFile({ cart: { shippingMethods: [{ code: '0001', priceInclTax: -1 }] } })
    expect(() => cartSettings(config)).toThrow(ConfigError)
    expect(() => cartSettings(config)).toThrow(/shippingMethods\.0\.priceInclTax/)
  })
})
