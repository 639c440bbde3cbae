/**
 * The service worker's own scripts (public/sw/*.js, plain scripts Workbox imports) run here in a
 * sandbox with a small in-memory Cache Storage: the §9 bounds of limits.js and the address rules
 * of pages.js. The fetch handling itself is covered by e2e/offline-browsing.spec.ts.
 */
import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'

const script = (name: string) =>
  readFileSync(new URL(`../../../public/sw/${name}.js`, import.meta.url), 'utf8')

/** Cache API semantics that matter here: keys in insertion order, a put moves its key last. */
class FakeCache {
  entries = new Map<string, string>()
  failWith: Error | null = null
  async put(key: string, value: string) {
    if (this.failWith) throw this.failWith
    this.entries.delete(key)
    this.entries.set(key, value)
  }
  async keys() {
    return [...this.entries.keys()]
  }
  async delete(key: string) {
    return this.entries.delete(key)
  }
  async match(key: string) {
    return this.entries.get(key)
  }
}

function sandbox(usage = 0, quota = 1000) {
  const stores = new Map<string, FakeCache>()
  const caches = {
    open: async (name: string) => stores.get(name) ?? stores.set(name, new FakeCache()).get(name)!,
    delete: async (name: string) => stores.delete(name),
  }
  const self: Record<string, unknown> = {
    location: new URL('https://shop.test/service-worker.js'),
    addEventListener: () => undefined,
  }
  const context = {
    self,
    caches,
    URL,
    Response,
    Headers,
    navigator: { storage: { estimate: async () => ({ usage, quota }) } },
  }
  runInNewContext(script('limits'), context)
  runInNewContext(script('pages'), context)
  type Limits = { put(cache: string, key: string, response: unknown, max: number): Promise<void> }
  type Pages = { pageOfData(url: string): URL; dataKey(url: string): string; storeOf(path: string): string }
  return { stores, caches, limits: self.shopCacheLimits as Limits, pages: self.shopPages as Pages }
}

describe('the page caches’ bounds (spec 001 §9)', () => {
  it('keeps at most the given number of entries, dropping the oldest written', async () => {
    const { limits, stores } = sandbox()
    for (const page of ['/a', '/b', '/c', '/a', '/d']) await limits.put('pages', page, page, 3)
    expect([...stores.get('pages')!.entries.keys()]).toEqual(['/c', '/a', '/d'])
  })

  it('over quota, keeps the 100 most recently written entries', async () => {
    const { limits, stores } = sandbox(950, 1000)
    const cache = stores.set('pages', new FakeCache()).get('pages')!
    for (let i = 0; i < 120; i++) cache.entries.set(`/p${i}`, 'x')
    await limits.put('pages', '/new', 'x', 500)
    const keys = [...cache.entries.keys()]
    expect(keys).toHaveLength(100)
    expect(keys[0]).toBe('/p21')
    expect(keys.at(-1)).toBe('/new')
  })

  it('under quota, keeps everything up to the limit', async () => {
    const { limits, stores } = sandbox(100, 1000)
    for (let i = 0; i < 120; i++) await limits.put('pages', `/p${i}`, 'x', 500)
    expect(stores.get('pages')!.entries.size).toBe(120)
  })

  it('clears the cache on a quota error', async () => {
    const { limits, stores } = sandbox()
    await limits.put('pages', '/a', 'x', 10)
    stores.get('pages')!.failWith = Object.assign(new Error('full'), { name: 'QuotaExceededError' })
    await limits.put('pages', '/b', 'x', 10)
    expect(stores.has('pages')).toBe(false)
  })
})

describe('the addresses of page data', () => {
  const { pages } = sandbox()

  it('maps React Router data requests to their page', () => {
    expect(pages.pageOfData('https://shop.test/_root.data?_routes=home').href).toBe('https://shop.test/')
    expect(pages.pageOfData('https://shop.test/de.data').pathname).toBe('/de')
    expect(pages.pageOfData('https://shop.test/c/fietsen.data?page=2&_routes=category').href).toBe(
      'https://shop.test/c/fietsen?page=2',
    )
  })

  it('keys page data without the loaders asked for', () => {
    expect(pages.dataKey('https://shop.test/c/fietsen.data?page=2&_routes=category')).toBe(
      'https://shop.test/c/fietsen.data?page=2',
    )
  })

  it('tells the German store view by its prefix', () => {
    expect(pages.storeOf('/de')).toBe('/de')
    expect(pages.storeOf('/de/c/fahrraeder')).toBe('/de')
    expect(pages.storeOf('/details')).toBe('')
  })
})
