import { describe, expect, it } from 'vitest'
import type { BundleOption, LinkedPrices } from './composite-price.ts'
import {
  bundleOptionLinks,
  bundleProductPrice,
  discountedComposite,
  groupedProductPrice,
} from './composite-price.ts'

const product = (
  sku: string,
  net: number,
  gross: number,
  extra: Partial<LinkedPrices> = {},
): LinkedPrices => ({
  sku,
  type_id: 'simple',
  price: net,
  price_incl_tax: gross,
  final_price: net,
  final_price_incl_tax: gross,
  ...extra,
})

const bySku = (...items: LinkedPrices[]) => new Map(items.map((item) => [item.sku, item]))

describe('groupedProductPrice', () => {
  const links = [
    { link_type: 'associated', linked_product_sku: 'OIL', qty: 1 },
    { link_type: 'associated', linked_product_sku: 'CLEANER', qty: 1 },
    { link_type: 'associated', linked_product_sku: 'PADS', qty: 2 },
  ]
  const products = bySku(
    product('OIL', 6.57, 7.95),
    product('CLEANER', 8.22, 9.95),
    product('PADS', 7.4, 8.95),
  )

  it('sums price and tax of the associated products with qty 1 each', () => {
    expect(groupedProductPrice(links, products)).toEqual({ price: 22.19, priceInclTax: 26.85, tax: 4.66 })
  })

  it('starts at 0 and skips missing, non-simple and non-associated links', () => {
    expect(groupedProductPrice([], products)).toEqual({ price: 0, priceInclTax: 0, tax: 0 })
    const mixed = [
      ...links,
      { link_type: 'related', linked_product_sku: 'OIL' },
      { link_type: 'associated', linked_product_sku: 'GONE' },
      { link_type: 'associated', linked_product_sku: 'BIKE' },
    ]
    const withBike = bySku(...products.values(), product('BIKE', 500, 605, { type_id: 'configurable' }))
    expect(groupedProductPrice(mixed, withBike).priceInclTax).toBe(26.85)
  })

  it('uses the final (special) price when there is one', () => {
    const cheap = bySku(product('OIL', 6.57, 7.95, { final_price: 4.13, final_price_incl_tax: 5 }))
    expect(groupedProductPrice([links[0]!], cheap)).toEqual({ price: 4.13, priceInclTax: 5, tax: 0.87 })
  })
})

describe('bundleProductPrice', () => {
  const options: BundleOption[] = [
    {
      option_id: 1,
      product_links: [
        { id: 1, sku: 'LAMP-A', qty: 1, is_default: true, price: 20.6198 },
        { id: 2, sku: 'LAMP-B', qty: 1, is_default: false, price: 74.3388 },
      ],
    },
    {
      option_id: 2,
      product_links: [
        { id: 4, sku: 'REAR-A', qty: 2, is_default: false, price: 10.7025 },
        { id: 5, sku: 'REAR-B', qty: 1, is_default: false, price: 28.8843 },
      ],
    },
  ]
  const products = bySku(
    product('LAMP-A', 20.62, 24.95),
    product('LAMP-B', 74.34, 89.95),
    product('REAR-A', 10.7, 12.95),
    product('REAR-B', 28.88, 34.95),
  )

  it('takes the default link, else the first, of each option times its qty', () => {
    expect(bundleProductPrice(options, products, 21)).toEqual({
      price: 42.02,
      priceInclTax: 50.85,
      tax: 8.83,
    })
  })

  it('prices a member that is not loaded from the link net price plus tax', () => {
    const partial = bySku(product('LAMP-A', 20.62, 24.95))
    // 24.95 + 2 x (10.7025 -> 10.70 net, 12.95 gross)
    expect(bundleProductPrice(options, partial, 21).priceInclTax).toBe(50.85)
  })

  it('follows the selection, with its quantity', () => {
    const selection = { 1: { linkIds: [2] }, 2: { linkIds: [5], qty: 3 } }
    expect(bundleProductPrice(options, products, 21, selection).priceInclTax).toBe(194.8)
  })

  it('leaves out links with a negative quantity and options chosen empty', () => {
    const selection = { 1: { linkIds: [] }, 2: { linkIds: [4], qty: -1 } }
    expect(bundleProductPrice(options, products, 21, selection)).toEqual({
      price: 0,
      priceInclTax: 0,
      tax: 0,
    })
  })

  it('bundleOptionLinks: selection, default, first', () => {
    expect(bundleOptionLinks(options[0]!).map((l) => l.id)).toEqual([1])
    expect(bundleOptionLinks(options[1]!).map((l) => l.id)).toEqual([4])
    expect(bundleOptionLinks(options[1]!, { 2: { linkIds: [4, 5] } }).map((l) => l.id)).toEqual([4, 5])
    expect(bundleOptionLinks({ option_id: 9, product_links: [] })).toEqual([])
  })
})

describe('discountedComposite', () => {
  const sum = { price: 37.07, priceInclTax: 44.85, tax: 7.78 }

  it('applies the bundle special price as a share of the regular price', () => {
    expect(discountedComposite(sum, { price_incl_tax: 44.85, final_price_incl_tax: 38.95 })).toEqual({
      price: 32.19,
      priceInclTax: 38.95,
      tax: 6.76,
    })
    const bigger = { price: 74.13, priceInclTax: 89.7, tax: 15.57 }
    expect(
      discountedComposite(bigger, { price_incl_tax: 44.85, final_price_incl_tax: 38.95 }).priceInclTax,
    ).toBe(77.9)
  })

  it('leaves the sum alone without an active special price', () => {
    expect(discountedComposite(sum, { price_incl_tax: 44.85, final_price_incl_tax: 44.85 })).toBe(sum)
    expect(discountedComposite(sum, {})).toBe(sum)
    expect(discountedComposite(sum, { price_incl_tax: 0, final_price_incl_tax: 0 })).toBe(sum)
  })
})

describe('bundleOptionLinks without a choice', () => {
  const links = [
    { id: 1, sku: 'A', qty: 1 },
    { id: 2, sku: 'B', qty: 1 },
  ]
  it('takes the default link, else the first of a required option, and nothing of an optional one', () => {
    const option = (required: boolean, defaultId?: number): BundleOption => ({
      option_id: 7,
      required,
      product_links: links.map((l) => ({ ...l, is_default: l.id === defaultId })),
    })
    expect(bundleOptionLinks(option(true)).map((l) => l.id)).toEqual([1])
    expect(bundleOptionLinks(option(false)).map((l) => l.id)).toEqual([])
    expect(bundleOptionLinks(option(false, 2)).map((l) => l.id)).toEqual([2])
    expect(bundleOptionLinks(option(false), { 7: { linkIds: [2] } }).map((l) => l.id)).toEqual([2])
  })
})
