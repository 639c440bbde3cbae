import { describe, expect, it } from 'vitest'
import type { OrderLine } from '../user/user-types.ts'
import { lookupSku, planReorder, type ReorderProduct } from './reorder-plan.ts'

const line = (over: Partial<OrderLine>): OrderLine => ({
  sku: 'BEL-1',
  name: 'Fietsbel',
  qty_ordered: 2,
  product_type: 'simple',
  ...over,
})

const bell: ReorderProduct = {
  sku: 'BEL-1',
  name: 'Fietsbel Klassiek',
  type_id: 'simple',
  status: 1,
  slug: 'fietsbel-klassiek',
  price_incl_tax: 12.1,
  final_price_incl_tax: 9.95,
  stock: { is_in_stock: true, stock_status: 'ok' },
}

const bike: ReorderProduct = {
  sku: 'GZ-ORANGE',
  name: 'Gazelle Orange',
  type_id: 'configurable',
  status: 1,
  slug: 'gazelle-orange',
  price_incl_tax: 899,
  configurable_children: [
    {
      sku: 'GZ-ORANGE-49',
      name: 'Gazelle Orange 49',
      status: 1,
      price_incl_tax: 899,
      stock: { is_in_stock: true },
    },
    { sku: 'GZ-ORANGE-53', status: 2, price_incl_tax: 919, stock: { is_in_stock: true } },
    { sku: 'GZ-ORANGE-57', status: 1, price_incl_tax: 929, stock: { is_in_stock: false } },
  ],
}

const catalogue = (...products: ReorderProduct[]) => new Map(products.map((p) => [p.sku, p]))

const chosenSize = {
  extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: 49 }] },
}

describe('reorder plan', () => {
  it('puts a sellable line back with its quantity, current price and product path', () => {
    const plan = planReorder([line({})], catalogue(bell))
    expect(plan.unavailable).toEqual([])
    expect(plan.lines).toEqual([
      expect.objectContaining({
        sku: 'BEL-1',
        name: 'Fietsbel Klassiek',
        qty: 2,
        price_incl_tax: 9.95,
        type_id: 'simple',
        path: '/p/BEL-1/fietsbel-klassiek',
        stock: { is_in_stock: true, stock_status: 'ok' },
      }),
    ])
  })

  it('a configurable line: looked up by its parent, the chosen child and options kept', () => {
    const ordered = line({
      sku: 'GZ-ORANGE-49',
      parent_sku: 'GZ-ORANGE',
      name: 'Gazelle Orange 49',
      qty_ordered: 1,
      product_type: 'configurable',
      product_option: chosenSize,
      options: [{ label: 'Framemaat', value: '49 cm' }],
    })
    expect(lookupSku(ordered)).toBe('GZ-ORANGE')
    const [planned] = planReorder([ordered], catalogue(bike)).lines
    expect(planned).toMatchObject({
      sku: 'GZ-ORANGE-49',
      parentSku: 'GZ-ORANGE',
      type_id: 'configurable',
      price_incl_tax: 899,
      path: '/p/GZ-ORANGE/gazelle-orange/GZ-ORANGE-49',
      product_option: chosenSize,
      options: [{ label: 'Framemaat', value: '49 cm' }],
    })
  })

  it('names the lines that are no longer sellable: gone, disabled, child gone or disabled, no price', () => {
    const plan = planReorder(
      [
        line({ sku: 'GONE-1', name: 'Oude lamp' }),
        line({ sku: 'OFF-1', name: 'Uitgezet slot' }),
        line({ sku: 'GZ-ORANGE-53', parent_sku: 'GZ-ORANGE', name: 'Gazelle Orange 53' }),
        line({ sku: 'GZ-ORANGE-61', parent_sku: 'GZ-ORANGE', name: 'Gazelle Orange 61' }),
        line({ sku: 'NOPRICE-1', name: 'Zonder prijs' }),
        line({ sku: 'GZ-ORANGE', name: 'Alleen de ouder' }),
        line({}),
      ],
      catalogue(
        bell,
        bike,
        { ...bell, sku: 'OFF-1', status: 2 },
        { sku: 'NOPRICE-1', name: 'Zonder prijs', type_id: 'simple', status: 1 },
      ),
    )
    expect(plan.unavailable.map((u) => u.name)).toEqual([
      'Oude lamp',
      'Uitgezet slot',
      'Gazelle Orange 53',
      'Gazelle Orange 61',
      'Zonder prijs',
      'Alleen de ouder',
    ])
    expect(plan.lines.map((l) => l.sku)).toEqual(['BEL-1'])
  })

  it('reports out-of-stock lines and leaves them to the cart rules', () => {
    const plan = planReorder(
      [line({ sku: 'GZ-ORANGE-57', parent_sku: 'GZ-ORANGE', name: 'Gazelle Orange 57' })],
      catalogue(bike),
    )
    expect(plan.outOfStock).toEqual([{ sku: 'GZ-ORANGE-57', name: 'Gazelle Orange' }])
    expect(plan.lines).toHaveLength(1)
    expect(plan.lines[0]!.stock).toEqual({ is_in_stock: false })
  })

  it('skips lines without a positive quantity', () => {
    expect(planReorder([line({ qty_ordered: 0 })], catalogue(bell))).toEqual({
      lines: [],
      unavailable: [],
      outOfStock: [],
    })
  })
})
