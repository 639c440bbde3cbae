import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { addToWishlistItems, parseWishlist, removeFromWishlistItems } from './wishlist-rules.ts'

class MemoryStorage {
  data = new Map<string, string>()
  getItem(key: string) {
    return this.data.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.data.set(key, value)
  }
}

const bike = { sku: 'GZ-1', name: 'Gazelle', path: '/p/GZ-1/gazelle', price: 999 }
const lock = { sku: 'AX-2', name: 'Slot', path: '/p/AX-2/slot' }

describe('wishlist rules', () => {
  it('adds with qty 1; the same sku again changes nothing', () => {
    const once = addToWishlistItems([], bike)
    expect(once).toEqual([{ ...bike, qty: 1 }])
    const twice = addToWishlistItems(once, { ...bike, name: 'Other name' })
    expect(twice).toBe(once)
  })

  it('removes by sku and leaves the rest', () => {
    const items = addToWishlistItems(addToWishlistItems([], bike), lock)
    expect(removeFromWishlistItems(items, 'GZ-1').map((i) => i.sku)).toEqual(['AX-2'])
    expect(removeFromWishlistItems(items, 'nope')).toBe(items)
  })

  it('reads broken or foreign storage as an empty list and skips bad entries', () => {
    expect(parseWishlist(null).items).toEqual([])
    expect(parseWishlist('{not json').items).toEqual([])
    expect(parseWishlist('[1,2]').items).toEqual([])
    const raw = JSON.stringify({ items: [bike, { sku: 3 }, { ...bike, qty: 7 }, lock] })
    expect(parseWishlist(raw).items.map((i) => [i.sku, i.qty])).toEqual([
      ['GZ-1', 1],
      ['AX-2', 1],
    ])
  })
})

describe('wishlist store', () => {
  let storage: MemoryStorage
  beforeEach(() => {
    vi.resetModules()
    storage = new MemoryStorage()
    vi.stubGlobal('window', {
      localStorage: storage,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('persists after every change and loads what was stored', async () => {
    const { addToWishlist, removeFromWishlist, clearWishlist, wishlistItems, WISHLIST_STORAGE_KEY } =
      await import('./wishlist-store.ts')
    addToWishlist(bike)
    addToWishlist(bike)
    addToWishlist(lock)
    expect(
      JSON.parse(storage.getItem(WISHLIST_STORAGE_KEY)!).items.map((i: { sku: string }) => i.sku),
    ).toEqual(['GZ-1', 'AX-2'])
    removeFromWishlist('GZ-1')
    expect(wishlistItems().map((i) => i.sku)).toEqual(['AX-2'])
    // another tab (or a reload) reads the stored list
    storage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify({ items: [bike] }))
    expect(wishlistItems().map((i) => i.sku)).toEqual(['GZ-1'])
    clearWishlist()
    expect(wishlistItems()).toEqual([])
    expect(JSON.parse(storage.getItem(WISHLIST_STORAGE_KEY)!)).toEqual({ items: [] })
  })
})
