import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  addToCompare,
  clearCompare,
  COMPARE_STORAGE_KEY,
  compareItems,
  removeFromCompare,
} from './compare.ts'

class MemoryStorage {
  data = new Map<string, string>()
  getItem(key: string) {
    return this.data.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.data.set(key, value)
  }
}

describe('compare store', () => {
  let storage: MemoryStorage
  beforeEach(() => {
    storage = new MemoryStorage()
    vi.stubGlobal('window', {
      localStorage: storage,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('persists skus in localStorage, at most four', () => {
    expect(addToCompare('A')).toBe('added')
    expect(addToCompare('A')).toBe('already')
    ;['B', 'C', 'D'].forEach((sku) => addToCompare(sku))
    expect(addToCompare('E')).toBe('full')
    expect(JSON.parse(storage.getItem(COMPARE_STORAGE_KEY)!)).toEqual(['A', 'B', 'C', 'D'])
  })

  it('removes and clears, and reads what another tab wrote', () => {
    addToCompare('A')
    addToCompare('B')
    removeFromCompare('A')
    expect(compareItems()).toEqual(['B'])
    storage.setItem(COMPARE_STORAGE_KEY, '["X"]')
    expect(compareItems()).toEqual(['X'])
    clearCompare()
    expect(compareItems()).toEqual([])
  })
})
