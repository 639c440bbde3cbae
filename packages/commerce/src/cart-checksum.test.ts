import { createHash, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { cartHash, checksumSource, productChecksum, productsEquals, sha3_224 } from './cart-checksum.ts'

const nodeSha3 = (input: string | Uint8Array) => createHash('sha3-224').update(input).digest('hex')

describe('sha3_224', () => {
  it('matches the FIPS 202 examples', () => {
    expect(sha3_224('')).toBe('6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7')
    expect(sha3_224('abc')).toBe('e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf')
  })

  it('agrees with node:crypto around the block size and for UTF-8 text', () => {
    for (const length of [1, 55, 143, 144, 145, 287, 288, 289, 1000]) {
      const bytes = randomBytes(length)
      expect(sha3_224(new Uint8Array(bytes))).toBe(nodeSha3(bytes))
    }
    expect(sha3_224('Fietsen € ß ü')).toBe(nodeSha3('Fietsen € ß ü'))
  })
})

describe('productChecksum', () => {
  it('hashes null when the line has no product_option', () => {
    expect(productChecksum({})).toBe(nodeSha3('null'))
  })

  it('takes bundle options before custom and configurable ones, numbers as strings', () => {
    const line = {
      product_option: {
        extension_attributes: {
          bundle_options: [{ option_id: 1, option_qty: 2, option_selections: [5, 6] }],
          custom_options: [{ option_id: 9, option_value: 'x' }],
        },
      },
    }
    expect(checksumSource(line)).toEqual([{ option_id: '1', option_qty: '2', option_selections: ['5', '6'] }])
    expect(productChecksum(line)).toBe(
      nodeSha3(JSON.stringify([{ option_id: '1', option_qty: '2', option_selections: ['5', '6'] }])),
    )
  })

  it('treats options keyed by id like a list and ignores empty lists', () => {
    const keyed = {
      product_option: {
        extension_attributes: {
          bundle_options: {},
          custom_options: { 3: { option_id: 3, option_value: 7 } },
        },
      },
    }
    const listed = {
      product_option: { extension_attributes: { custom_options: [{ option_id: '3', option_value: '7' }] } },
    }
    expect(productChecksum(keyed)).toBe(productChecksum(listed))
  })

  it('differs when a chosen option differs', () => {
    const withValue = (v: string) => ({
      product_option: { extension_attributes: { custom_options: [{ option_id: '3', option_value: v }] } },
    })
    expect(productChecksum(withValue('a'))).not.toBe(productChecksum(withValue('b')))
  })

  it('falls back to the whole product_option when every list is empty', () => {
    const line = { product_option: { extension_attributes: { custom_options: [] } } }
    expect(checksumSource(line)).toEqual(line.product_option)
  })
})

describe('productsEquals', () => {
  const custom = (sku: string, value: string, extra: object = {}) => ({
    sku,
    ...extra,
    product_option: { extension_attributes: { custom_options: [{ option_id: '1', option_value: value }] } },
  })

  it('lines with custom options are equal by checksum, not by sku', () => {
    expect(productsEquals(custom('A', 'x'), custom('A', 'x'))).toBe(true)
    expect(productsEquals(custom('A', 'x'), custom('A', 'y'))).toBe(false)
  })

  it('lines with custom options are also equal by server item id', () => {
    expect(productsEquals(custom('A', 'x', { server_item_id: 7 }), custom('A', 'y', { item_id: 7 }))).toBe(
      true,
    )
  })

  it('configurable lines are equal only by child sku', () => {
    const conf = (sku: string, id?: number) => ({
      sku,
      server_item_id: id,
      product_option: {
        extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: '49' }] },
      },
    })
    expect(productsEquals(conf('BIKE-49'), conf('BIKE-49'))).toBe(true)
    expect(productsEquals(conf('BIKE-49', 1), conf('BIKE-53', 1))).toBe(false)
  })

  it('plain lines are equal by server id or sku', () => {
    expect(productsEquals({ sku: 'A' }, { sku: 'A' })).toBe(true)
    expect(productsEquals({ sku: 'A', server_item_id: 3 }, { sku: 'B', item_id: 3 })).toBe(true)
    expect(productsEquals({ sku: 'A' }, { sku: 'B' })).toBe(false)
  })
})

describe('cartHash', () => {
  it('ignores stock and totals but not quantities or the token', () => {
    const base = cartHash([{ sku: 'A', qty: 1 }], 'tok')
    expect(cartHash([{ sku: 'A', qty: 1, stock: { qty: 3 }, totals: { row_total: 5 } }], 'tok')).toBe(base)
    expect(cartHash([{ sku: 'A', qty: 2 }], 'tok')).not.toBe(base)
    expect(cartHash([{ sku: 'A', qty: 1 }], 'other')).not.toBe(base)
  })
})
