import { describe, expect, it } from 'vitest'
import type { ProductDoc } from '../../lib/catalog/types.ts'
import { cellChild, matrixLines, orderAxis, sizeColourMatrix } from './size-colour-matrix-data.ts'

const product = (over: Partial<ProductDoc> = {}): ProductDoc => ({
  id: 7,
  sku: 'HELM',
  name: 'Helm',
  type_id: 'configurable',
  configurable_options: [
    {
      attribute_id: 93,
      attribute_code: 'kleur',
      label: 'Kleur',
      values: [
        { value_index: 1, label: 'Zwart' },
        { value_index: 2, label: 'Wit' },
        { value_index: 3, label: 'Rood' },
      ],
    },
    {
      attribute_id: 142,
      attribute_code: 'maat',
      label: 'Maat',
      values: [
        { value_index: 10, label: 'S' },
        { value_index: 11, label: 'M' },
      ],
    },
  ],
  configurable_children: [
    { sku: 'HELM-ZS', kleur: 1, maat: 10, status: 1, stock: { is_in_stock: true, qty: 4 } },
    { sku: 'HELM-ZM', kleur: 1, maat: 11, status: 1, stock: { is_in_stock: false, qty: 0 } },
    { sku: 'HELM-WS', kleur: '2', maat: '10', status: 2, stock: { is_in_stock: true, qty: 9 } },
  ],
  ...over,
})

describe('size x colour matrix', () => {
  it('has a cell per existing child; sold-out and disabled children cannot be ordered', () => {
    const matrix = sizeColourMatrix(product())!
    // red has no child at all: its column is left out
    expect(matrix.colour!.values.map((v) => v.label)).toEqual(['Zwart', 'Wit'])
    expect(cellChild(matrix, 10, 1)).toMatchObject({ sku: 'HELM-ZS', available: true, qty: 4 })
    expect(cellChild(matrix, 11, 1)).toMatchObject({ available: false })
    expect(cellChild(matrix, 10, 2)).toMatchObject({ available: false })
    expect(cellChild(matrix, 11, 2)).toBeNull()
  })

  it('is absent for simple products and for a configurable with other options', () => {
    expect(sizeColourMatrix(product({ type_id: 'simple' }))).toBeNull()
    expect(
      sizeColourMatrix(
        product({
          configurable_options: [
            {
              attribute_id: 93,
              attribute_code: 'kleur',
              label: 'Kleur',
              values: [{ value_index: 1, label: 'Zwart' }],
            },
            {
              attribute_id: 143,
              attribute_code: 'wielmaat',
              label: 'Wielmaat',
              values: [{ value_index: 5, label: '26' }],
            },
          ],
        }),
      ),
    ).toBeNull()
  })

  it('sends the filled-in orderable cells as cart lines with both option values', () => {
    const matrix = sizeColourMatrix(product())!
    expect(matrixLines(matrix, { 'HELM-ZS': '3', 'HELM-ZM': '2', 'HELM-WS': 'x' })).toEqual([
      {
        sku: 'HELM-ZS',
        qty: 3,
        product_option: {
          extension_attributes: {
            configurable_item_options: [
              { option_id: '142', option_value: '10' },
              { option_id: '93', option_value: '1' },
            ],
          },
        },
      },
    ])
  })

  it('orders an axis by the sizes/colors call where it answered', () => {
    const matrix = sizeColourMatrix(product())!
    const ordered = orderAxis(matrix.colour!, [
      { value_index: 2, sort_order: 0 },
      { value_index: 1, sort_order: 1 },
    ])
    expect(ordered.values.map((v) => v.label)).toEqual(['Wit', 'Zwart'])
    expect(orderAxis(matrix.colour!, null)).toBe(matrix.colour)
  })
})
