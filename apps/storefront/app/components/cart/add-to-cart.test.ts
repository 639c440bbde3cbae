import { describe, expect, it } from 'vitest'
import type { ProductView } from '../../lib/catalog/product-view.ts'
import { cartLinesFor } from './add-to-cart-lines.ts'

function view(patch: Partial<ProductView>): ProductView {
  return {
    id: 1,
    sku: 'P',
    name: 'Product',
    typeId: 'simple',
    slug: 'product',
    urlKey: 'product',
    activeSku: 'P',
    activeName: 'Product',
    shortDescription: '',
    description: '',
    brand: null,
    images: [{ image: '/p.jpg' }],
    prices: { price: 100, price_incl_tax: 121, final_price: 100, final_price_incl_tax: 121 },
    taxRatePercent: 21,
    tierPrices: [],
    availability: { state: 'in_stock' },
    maxQuantity: null,
    ean: null,
    supplierSku: null,
    specs: [],
    configurable: null,
    grouped: null,
    bundle: null,
    customOptions: [],
    reviews: [],
    related: [],
    ...patch,
  }
}

const base = { bundleSelection: {}, customSelection: {}, groupedQty: {}, qty: 2, path: '/p/P/product' }

describe('cart lines from the product page', () => {
  it('a simple product: one line with the shown price and no product_option', () => {
    const outcome = cartLinesFor({ ...base, view: view({}) })
    expect(outcome).toEqual({
      lines: [
        expect.objectContaining({
          sku: 'P',
          qty: 2,
          price_incl_tax: 121,
          type_id: 'simple',
          product_option: undefined,
        }),
      ],
    })
  })

  it('a configurable product needs a chosen child and sends its option ids', () => {
    const options = [
      {
        attributeId: 93,
        code: 'kleur',
        label: 'Kleur',
        values: [
          { id: 49, label: 'Zwart', selected: true, childSku: 'P-49' },
          { id: 50, label: 'Wit', selected: false, childSku: 'P-50' },
        ],
      },
    ]
    expect(
      cartLinesFor({
        ...base,
        view: view({ typeId: 'configurable', configurable: { options, childSku: null, error: null } }),
      }),
    ).toEqual({ missing: 'cart.chooseVariant' })
    const outcome = cartLinesFor({
      ...base,
      view: view({
        typeId: 'configurable',
        activeSku: 'P-49',
        configurable: { options, childSku: 'P-49', error: null },
      }),
    })
    if (!('lines' in outcome)) throw new Error('expected lines')
    expect(outcome.lines[0]).toMatchObject({
      sku: 'P-49',
      parentSku: 'P',
      options: [{ label: 'Kleur', value: 'Zwart' }],
      product_option: {
        extension_attributes: {
          configurable_item_options: [
            { option_id: '93', option_value: '49', label: 'Kleur', value: 'Zwart' },
          ],
        },
      },
    })
  })

  it('a grouped product expands into its members with their quantities; none chosen is refused', () => {
    const member = (sku: string, price: number) => ({
      sku,
      name: sku,
      qty: 1,
      prices: { price_incl_tax: price },
      availability: { state: 'in_stock' as const },
      maxQuantity: null,
    })
    const grouped = [member('A', 10), member('B', 5)]
    const outcome = cartLinesFor({
      ...base,
      view: view({ typeId: 'grouped', grouped }),
      groupedQty: { A: 3, B: 0 },
    })
    if (!('lines' in outcome)) throw new Error('expected lines')
    expect(outcome.lines.map((line) => [line.sku, line.qty, line.price_incl_tax])).toEqual([['A', 3, 10]])
    expect(
      cartLinesFor({ ...base, view: view({ typeId: 'grouped', grouped }), groupedQty: { A: 0, B: 0 } }),
    ).toEqual({
      missing: 'cart.chooseGrouped',
    })
  })

  it('custom options: a required one must be chosen, the chosen values go into the line and its price', () => {
    const customOptions = [
      {
        option_id: 7,
        type: 'drop_down',
        title: 'Verpakking',
        is_require: true,
        values: [{ option_type_id: 3, title: 'Cadeau', price: 10, price_type: 'fixed' }],
      },
    ]
    expect(cartLinesFor({ ...base, view: view({ customOptions }) })).toEqual({
      missing: 'cart.chooseRequired',
    })
    const outcome = cartLinesFor({ ...base, view: view({ customOptions }), customSelection: { 7: [3] } })
    if (!('lines' in outcome)) throw new Error('expected lines')
    expect(outcome.lines[0]).toMatchObject({
      price_incl_tax: 133.1,
      options: [{ label: 'Verpakking', value: 'Cadeau' }],
      product_option: { extension_attributes: { custom_options: [{ option_id: '7', option_value: '3' }] } },
    })
  })

  it('an out-of-stock product carries its stock so the cart can mark the line', () => {
    const outcome = cartLinesFor({ ...base, view: view({ availability: { state: 'out_of_stock' } }) })
    if (!('lines' in outcome)) throw new Error('expected lines')
    expect(outcome.lines[0]!.stock).toEqual({ is_in_stock: false, stock_status: 'out_of_stock' })
  })
})
