import { describe, expect, it } from 'vitest'
import { buildProductView, type ProductViewInput } from './product-view.ts'
import type { AttributeDoc, ProductDoc } from './types.ts'

const MERK: AttributeDoc = {
  attribute_id: 83,
  attribute_code: 'merk',
  frontend_label: 'Merk',
  is_comparable: true,
  position: 1,
  options: [{ value: '8301', label: 'Gazelle' }],
}
const GEWICHT: AttributeDoc = {
  attribute_id: 148,
  attribute_code: 'gewicht',
  frontend_label: 'Gewicht',
  is_comparable: true,
  position: 2,
}

const PRODUCT: ProductDoc = {
  id: 7,
  sku: 'STUUR',
  name: 'Stuur',
  type_id: 'simple',
  slug: 'stuur-7',
  merk: 8301,
  gewicht: '0,3 kg',
  price: 17.31,
  price_incl_tax: 20.95,
  final_price: 17.31,
  final_price_incl_tax: 20.95,
  tier_prices: [
    { customer_group_id: null, qty: 10, value: 15.59 },
    { customer_group_id: null, qty: 5, value: 16.45 },
    { customer_group_id: null, qty: 1, value: 17 },
  ],
  media_gallery: [
    { image: '/b.jpg', pos: 1 },
    { image: '/a.jpg', pos: 0 },
    { image: '/v.mp4', pos: 2, typ: 'video' },
  ],
  ean_code: '8700046872518',
  stock: { is_in_stock: false, stock_status: 'out_of_stock' },
  binnenkortdatum: '2026-12-06',
}

const input = (extra: Partial<ProductViewInput> = {}): ProductViewInput => ({
  product: PRODUCT,
  child: null,
  variantError: null,
  attributes: [MERK, GEWICHT],
  members: [],
  related: [],
  reviews: [],
  taxRatePercent: 21,
  today: '2026-11-22',
  ...extra,
})

describe('buildProductView', () => {
  it('shows tier prices from 2 pieces up, incl. tax, by quantity', () => {
    expect(buildProductView(input()).tierPrices).toEqual([
      { qty: 5, amount: 19.9 },
      { qty: 10, amount: 18.86 },
    ])
  })

  it("shows one row per quantity, the lower price, when a group's tiers meet the all-groups ones", () => {
    const product = {
      ...PRODUCT,
      tier_prices: [
        { customer_group_id: null, qty: 5, value: 16.45 },
        { customer_group_id: 2, qty: 1, value: 16.8 },
        { customer_group_id: 2, qty: 5, value: 15.58 },
        { customer_group_id: null, qty: 10, value: 15.59 },
        { customer_group_id: 2, qty: 10, value: 14.72 },
      ],
    }
    expect(buildProductView(input({ product })).tierPrices).toEqual([
      { qty: 5, amount: 18.85 },
      { qty: 10, amount: 17.81 },
    ])
  })

  it('orders the gallery and puts the chosen child picture first', () => {
    expect(buildProductView(input()).images.map((m) => m.image)).toEqual(['/a.jpg', '/b.jpg'])
    const child = {
      sku: 'STUUR-ZW',
      name: 'Stuur zwart',
      image: '/b.jpg',
      price_incl_tax: 22,
      final_price_incl_tax: 22,
    }
    const view = buildProductView(input({ child }))
    expect(view.images.map((m) => m.image)).toEqual(['/b.jpg', '/a.jpg'])
    expect(view.activeSku).toBe('STUUR-ZW')
    expect(view.prices.final_price_incl_tax).toBe(22)
  })

  it('reads brand, availability and specifications', () => {
    const view = buildProductView(input())
    expect(view.brand).toBe('Gazelle')
    expect(view.availability).toEqual({ state: 'soon', date: '2026-12-06' })
    expect(view.specs).toEqual([
      { code: 'merk', label: 'Merk', value: 'Gazelle' },
      { code: 'gewicht', label: 'Gewicht', value: '0,3 kg' },
    ])
    expect(view.configurable).toBeNull()
    expect(view.grouped).toBeNull()
  })

  it('lists the items of a grouped product with qty 1 each', () => {
    const grouped: ProductDoc = {
      ...PRODUCT,
      type_id: 'grouped',
      product_links: [
        { link_type: 'associated', linked_product_sku: 'PADS', qty: 2, position: 1 },
        { link_type: 'associated', linked_product_sku: 'OIL', qty: 1, position: 0 },
        { link_type: 'associated', linked_product_sku: 'GONE', position: 2 },
        { link_type: 'related', linked_product_sku: 'OIL' },
      ],
    }
    const members: ProductDoc[] = [
      { id: 1, sku: 'OIL', name: 'Olie', type_id: 'simple', final_price_incl_tax: 7.95 },
      { id: 2, sku: 'PADS', name: 'Remblokken', type_id: 'simple', final_price_incl_tax: 8.95 },
    ]
    const view = buildProductView(input({ product: grouped, members }))
    expect(view.grouped?.map((i) => [i.sku, i.qty])).toEqual([
      ['OIL', 1],
      ['PADS', 1],
    ])
  })
})
