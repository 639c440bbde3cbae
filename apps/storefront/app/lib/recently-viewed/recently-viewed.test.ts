import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseRecentlyViewed, recordViewedItem, RECENTLY_VIEWED_MAX } from './recently-viewed-rules.ts'

class MemoryStorage {
  data = new Map<string, string>()
  getItem(key: string) {
    return this.data.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.data.set(key, value)
  }
}

const product = (n: number) => ({ sku: `SKU-${n}`, name: `Fiets ${n}`, path: `/p/SKU-${n}/fiets-${n}` })

describe('recently viewed rules', () => {
  it('puts the latest first and keeps each sku once', () => {
    let items = recordViewedItem([], product(1))
    items = recordViewedItem(items, product(2))
    items = recordViewedItem(items, { ...product(1), price: 10 })
    expect(items.map((i) => i.sku)).toEqual(['SKU-1', 'SKU-2'])
    expect(items[0]!.price).toBe(10)
  })

  it('keeps at most 20, dropping the oldest', () => {
    let items = recordViewedItem([], product(0))
    for (let n = 1; n <= 25; n++) items = recordViewedItem(items, product(n))
    expect(items).toHaveLength(RECENTLY_VIEWED_MAX)
    expect(items[0]!.sku).toBe('SKU-25')
    expect(items.at(-1)!.sku).toBe('SKU-6')
  })

  it('reads broken storage as empty and skips bad entries', () => {
    expect(parseRecentlyViewed('nonsense').items).toEqual([])
    expect(
      parseRecentlyViewed(JSON.stringify({ items: [product(1), { sku: '' }, product(1)] })).items,
    ).toEqual([product(1)])
  })
})

describe('recently viewed store', () => {
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

  it('persists every view and clears', async () => {
    const { recordView, recentlyViewedItems, clearRecentlyViewed, RECENTLY_VIEWED_STORAGE_KEY } =
      await import('./recently-viewed-store.ts')
    recordView(product(1))
    recordView(product(2))
    expect(
      JSON.parse(storage.getItem(RECENTLY_VIEWED_STORAGE_KEY)!).items.map((i: { sku: string }) => i.sku),
    ).toEqual(['SKU-2', 'SKU-1'])
    storage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify({ items: [product(3)] }))
    expect(recentlyViewedItems().map((i) => i.sku)).toEqual(['SKU-3'])
    clearRecentlyViewed()
    expect(recentlyViewedItems()).toEqual([])
  })
})
