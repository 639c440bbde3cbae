import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CART_STORAGE_KEY, getCart, parseCartState, setCart, subscribeCart } from './cart-store.ts'
import { EMPTY_CART } from './cart-types.ts'

let data: Map<string, string>
let storageHandler: ((event: { key: string | null }) => void) | null

beforeEach(() => {
  data = new Map()
  storageHandler = null
  ;(globalThis as any).window = {
    localStorage: {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
    },
    addEventListener: (type: string, handler: any) => {
      if (type === 'storage') storageHandler = handler
    },
    removeEventListener: () => {},
  }
})

afterEach(() => {
  delete (globalThis as any).window
})

describe('cart store', () => {
  it('persists every change to localStorage', () => {
    setCart({ cartServerToken: 'abc' })
    expect(JSON.parse(data.get(CART_STORAGE_KEY)!)).toMatchObject({ cartServerToken: 'abc', cartItems: [] })
  })

  it('follows another tab: a storage event for the cart key notifies and the new state is read', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeCart(listener)
    data.set(CART_STORAGE_KEY, JSON.stringify({ ...EMPTY_CART, cartServerToken: 'from-other-tab' }))
    storageHandler!({ key: 'something-else' })
    expect(listener).not.toHaveBeenCalled()
    storageHandler!({ key: CART_STORAGE_KEY })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(getCart().cartServerToken).toBe('from-other-tab')
    unsubscribe()
  })

  it('reads damaged or partial stored state safely, dropping lines of zero or less', () => {
    expect(parseCartState('{nope')).toEqual(EMPTY_CART)
    const state = parseCartState(
      JSON.stringify({
        cartItems: [
          { sku: 'A', qty: 2 },
          { sku: 'B', qty: 0 },
        ],
        cartServerToken: 'x',
      }),
    )
    expect(state.cartItems.map((i) => i.sku)).toEqual(['A'])
    expect(state.syncEnabled).toBe(true)
  })
})
