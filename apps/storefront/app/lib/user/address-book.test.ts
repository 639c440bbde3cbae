import { describe, expect, it } from 'vitest'
import { defaultAddress, removeAddress, saveAddress, setDefaultAddress, withDefaults } from './address-book.ts'
import type { CustomerAddress } from './user-types.ts'

const address = (city: string, over: Partial<CustomerAddress> = {}): CustomerAddress => ({
  firstname: 'Jan',
  lastname: 'de Vries',
  street: ['Stationsweg 12'],
  postcode: '3511 AA',
  city,
  country_id: 'NL',
  ...over,
})

const defaults = (list: CustomerAddress[]) =>
  list.map((a) => `${a.city}:${a.default_shipping ? 'S' : ''}${a.default_billing ? 'B' : ''}`)

const none = { shipping: false, billing: false }

describe('address book', () => {
  it('makes the first address both defaults', () => {
    expect(defaults(saveAddress([], null, address('Utrecht'), none))).toEqual(['Utrecht:SB'])
  })

  it('adds a second address without moving the defaults, unless asked', () => {
    const one = saveAddress([], null, address('Utrecht', { id: 7 }), none)
    expect(defaults(saveAddress(one, null, address('Gouda'), none))).toEqual(['Utrecht:SB', 'Gouda:'])
    expect(defaults(saveAddress(one, null, address('Gouda'), { shipping: true, billing: false }))).toEqual([
      'Utrecht:B',
      'Gouda:S',
    ])
  })

  it('edits an address in place, keeping its id and its defaults', () => {
    const book = withDefaults([address('Utrecht', { id: 7 }), address('Gouda', { id: 8 })])
    const edited = saveAddress(book, 0, address('Amersfoort'), none)
    expect(edited[0]).toMatchObject({ id: 7, city: 'Amersfoort', default_shipping: true, default_billing: true })
    expect(edited[1]).toMatchObject({ id: 8, city: 'Gouda' })
  })

  it('moves a default to another address', () => {
    const book = withDefaults([address('Utrecht', { id: 7 }), address('Gouda', { id: 8 })])
    expect(defaults(setDefaultAddress(book, 1, 'billing'))).toEqual(['Utrecht:S', 'Gouda:B'])
    expect(defaults(setDefaultAddress(book, 1, 'shipping'))).toEqual(['Utrecht:B', 'Gouda:S'])
  })

  it('hands the defaults of a removed address to the first remaining one', () => {
    const book = setDefaultAddress(
      withDefaults([address('Utrecht'), address('Gouda'), address('Delft')]),
      2,
      'shipping',
    )
    expect(defaults(book)).toEqual(['Utrecht:B', 'Gouda:', 'Delft:S'])
    expect(defaults(removeAddress(book, 2))).toEqual(['Utrecht:SB', 'Gouda:'])
    expect(removeAddress(withDefaults([address('Utrecht')]), 0)).toEqual([])
  })

  it('keeps one default of each kind even when the stored list has several or none', () => {
    expect(
      defaults(
        withDefaults([
          address('Utrecht', { default_shipping: true, default_billing: true }),
          address('Gouda', { default_shipping: true }),
        ]),
      ),
    ).toEqual(['Utrecht:SB', 'Gouda:'])
    expect(defaults(withDefaults([address('Utrecht'), address('Gouda')]))).toEqual(['Utrecht:SB', 'Gouda:'])
  })

  it('finds the default address of a kind', () => {
    const book = setDefaultAddress(withDefaults([address('Utrecht'), address('Gouda')]), 1, 'billing')
    expect(defaultAddress(book, 'billing')?.city).toBe('Gouda')
    expect(defaultAddress(book, 'shipping')?.city).toBe('Utrecht')
    expect(defaultAddress([], 'shipping')).toBeUndefined()
  })
})
