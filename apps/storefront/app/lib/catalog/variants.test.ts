import { describe, expect, it } from 'vitest'
import type { ChildDoc, ProductDoc } from './types.ts'
import { childSelection, exactChild, selectionFromQuery, variantOptions } from './variants.ts'

const child = (sku: string, kleur: number, maat: number, extra: Partial<ChildDoc> = {}): ChildDoc => ({
  sku,
  kleur,
  maat,
  status: 1,
  price_incl_tax: 649,
  stock: { is_in_stock: true },
  ...extra,
})

const BIKE: ProductDoc = {
  id: 1,
  sku: 'BIKE',
  name: 'Bike',
  type_id: 'configurable',
  configurable_options: [
    {
      attribute_id: 142,
      attribute_code: 'maat',
      label: 'Maat',
      position: 1,
      values: [
        { value_index: 49, label: '49 cm' },
        { value_index: 53, label: '53 cm' },
      ],
    },
    {
      attribute_id: 93,
      attribute_code: 'kleur',
      label: 'Kleur',
      position: 0,
      values: [
        { value_index: 1, label: 'Zwart' },
        { value_index: 2, label: 'Groen' },
        { value_index: 3, label: '' },
        { value_index: 4, label: 'Rood' },
      ],
    },
  ],
  configurable_children: [
    child('ZW-49', 1, 49),
    child('ZW-53', 1, 53),
    child('GN-49', 2, 49, { stock: { is_in_stock: false } }),
    child('RD-53', 4, 53, { status: 2 }),
  ],
}
const [ZW49, ZW53, GN49] = BIKE.configurable_children!

describe('variantOptions', () => {
  it('orders options by position, drops empty labels and marks the current child', () => {
    const options = variantOptions(BIKE, ZW49!)
    expect(options.map((o) => o.code)).toEqual(['kleur', 'maat'])
    expect(options[0]!.values.map((v) => [v.label, v.selected])).toEqual([
      ['Zwart', true],
      ['Groen', false],
      ['Rood', false],
    ])
  })

  it('links each value to the child keeping the other choices where possible', () => {
    const [kleur, maat] = variantOptions(BIKE, ZW49!)
    // out-of-stock children stay choosable; a disabled child is no target
    expect(kleur!.values.map((v) => v.childSku)).toEqual(['ZW-49', 'GN-49', null])
    expect(maat!.values.map((v) => v.childSku)).toEqual(['ZW-49', 'ZW-53'])
    const fromGreen = variantOptions(BIKE, GN49!)
    // green has no 53: the link goes to the best child with 53 instead
    expect(fromGreen[1]!.values.map((v) => v.childSku)).toEqual(['GN-49', 'ZW-53'])
  })
})

describe('selections', () => {
  it('reads a selection from query parameters and from a child', () => {
    expect(selectionFromQuery(BIKE, new URLSearchParams('kleur=1&maat=x&foo=2'))).toEqual({ kleur: '1' })
    expect(childSelection(BIKE, ZW53!)).toEqual({ kleur: '1', maat: '53' })
    expect(childSelection(BIKE, ZW53!, 'maat')).toEqual({ kleur: '1' })
  })

  it('finds only an exact combination', () => {
    expect(exactChild(BIKE, { kleur: '1', maat: '53' })?.sku).toBe('ZW-53')
    expect(exactChild(BIKE, { kleur: '2', maat: '53' })).toBeNull()
    expect(exactChild(BIKE, { kleur: '4', maat: '53' })).toBeNull()
    expect(exactChild(BIKE, {})).toBeNull()
  })
})
