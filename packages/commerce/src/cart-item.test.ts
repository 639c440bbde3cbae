import { describe, expect, it } from 'vitest'
import { cartLineKey, checkCartQty, chooseConfigurableChild, customOptionSelection } from './cart-item.ts'

describe('checkCartQty', () => {
  it('accepts whole units up to the maximum', () => {
    expect(checkCartQty(1)).toEqual({ ok: true, qty: 1 })
    expect(checkCartQty('3')).toEqual({ ok: true, qty: 3 })
    expect(checkCartQty(10_000)).toEqual({ ok: true, qty: 10_000 })
  })
  it.each([
    [-1, 'Negative quantity not allowed'],
    [0, 'Quantity must be above 0'],
    [1.5, 'Quantity must be positive integer'],
    ['abc', 'Quantity must be positive integer'],
    [null, 'Quantity must be positive integer'],
    [Number.NaN, 'Quantity must be positive integer'],
    [10_001, "Quantity can't be more than 10000"],
    [1e30, "Quantity can't be more than 10000"],
  ])('refuses %s with "%s"', (qty, message) => {
    expect(checkCartQty(qty)).toEqual({ ok: false, message })
  })
})

describe('cartLineKey', () => {
  it('is the sku for plain and configurable lines', () => {
    expect(cartLineKey('GZ-ORANGE-C7-49')).toBe('GZ-ORANGE-C7-49')
  })
  it('ignores the order of options but not their values', () => {
    const a = cartLineKey('KIT', {
      bundle_options: [
        { option_id: 2, option_qty: 1, option_selections: [5] },
        { option_id: 1, option_qty: 1, option_selections: [3, 2] },
      ],
    })
    const b = cartLineKey('KIT', {
      bundle_options: [
        { option_id: 1, option_qty: '1', option_selections: ['2', '3'] },
        { option_id: 2, option_qty: 1, option_selections: [5] },
      ],
    })
    expect(a).toBe(b)
    expect(
      cartLineKey('KIT', { bundle_options: [{ option_id: 1, option_qty: 2, option_selections: [2, 3] }] }),
    ).not.toBe(a)
    expect(cartLineKey('X', { custom_options: [{ option_id: 1, option_value: 'Jan' }] })).not.toBe(
      cartLineKey('X', { custom_options: [{ option_id: 1, option_value: 'Piet' }] }),
    )
  })
})

describe('chooseConfigurableChild', () => {
  const codes = new Map([
    [93, 'kleur'],
    [142, 'maat'],
  ])
  const children = [
    { id: 1, sku: 'C-49-ZW', attributes: { kleur: 49, maat: 169 } },
    { id: 2, sku: 'C-49-RD', attributes: { kleur: 50, maat: 169 } },
    { id: 3, sku: 'C-53-ZW', attributes: { kleur: 49, maat: 170 } },
  ]
  it('finds the child matching every chosen option (values as strings or numbers)', () => {
    const choice = [
      { option_id: '93', option_value: '49' },
      { option_id: '142', option_value: 170 },
    ]
    expect(chooseConfigurableChild(children, codes, choice)?.sku).toBe('C-53-ZW')
  })
  it('gives null for an incomplete, unknown or empty choice', () => {
    expect(chooseConfigurableChild(children, codes, [{ option_id: '93', option_value: '49' }])).toBeNull()
    expect(chooseConfigurableChild(children, codes, [{ option_id: '7', option_value: '49' }])).toBeNull()
    expect(
      chooseConfigurableChild(children, codes, [
        { option_id: '93', option_value: '51' },
        { option_id: '142', option_value: '169' },
      ]),
    ).toBeNull()
    expect(chooseConfigurableChild(children, codes, [])).toBeNull()
  })
})

describe('customOptionSelection', () => {
  const options = [
    { option_id: 1, type: 'field', price: 5 },
    { option_id: 2, type: 'checkbox', values: [{ option_type_id: 21 }, { option_type_id: 22 }] },
  ]
  it('keeps text for text options and value ids for choice options', () => {
    expect(
      customOptionSelection(options, [
        { option_id: '1', option_value: 'Jan' },
        { option_id: '2', option_value: '21,22' },
        { option_id: '9', option_value: 'x' },
      ]),
    ).toEqual({ 1: 'Jan', 2: [21, 22] })
  })
})
