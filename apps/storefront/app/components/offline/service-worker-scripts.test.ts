/**
 * The service worker's own scripts (public/sw/*.js, plain scripts Workbox imports) run here in a
 * sandbox with a small in-memory Cache Storage: the §9 bounds of limits.js and the address rules
 * of pages.js, the product-cache setting of settings.js (decision 0243). The fetch handling itself
 * is covered by e2e/offline-browsing.spec.ts.
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

function sandbox(usage = 0, quota = 1000, address = 'https://shop.test/service-worker.js') {
  const stores = new Map<string, FakeCache>()
  const caches = {
    open: async (name: string) => stores.get(name) ?? stores.set(name, new FakeCache()).get(name)!,
    delete: async (name: string) => stores.delete(name),
    keys: async () => [...stores.keys()],
  }
  const listeners = new Map<string, (event: unknown) => void>()
  const self: Record<string, unknown> = {
    location: new URL(address),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  }
  const context = {
    self,
    caches,
    URL,
    URLSearchParams,
    Response,
    Headers,
    navigator: { storage: { estimate: async () => ({ usage, quota }) } },
  }
  runInNewContext(script('settings'), context)
  runInNewContext(script('limits'), context)
  runInNewContext(script('pages'), context)
  type Limits = { put(cache: string, key: string, response: unknown, max: number): Promise<void> }
  type Pages = { pageOfData(url: string): URL; dataKey(url: string): string; storeOf(path: string): string }
  type Settings = { productCache: boolean; mayKeep(url: URL): boolean }
  /** the worker's activate event, run to its end */
  async function activate() {
    let work: Promise<unknown> = Promise.resolve()
    listeners.get('activate')?.({ waitUntil: (promise: Promise<unknown>) => (work = promise) })
    await work
  }
  return {
    stores,
    caches,
    activate,
    limits: self.shopCacheLimits as Limits,
    pages: self.shopPages as Pages,
    settings: self.shopSettings as Settings,
  }
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

describe('the product cache turned off by the shop owner (spec 001 §9, decision 0243)', () => {
  const url = (path: string) => new URL(path, 'https://shop.test')
  const PRODUCT_READ = '/api/catalog/vue_storefront_catalog/product/_search?q=x'
  const kept = [
    '/c/fietsen',
    '/c/fietsen.data',
    '/api/catalog/vue_storefront_catalog/category/_search',
    '/api/ext/cms-data/cmsPage/search',
    '/__manifest?paths=/c/fietsen',
  ]
  const products = [
    '/p/FG-1/stadsfiets',
    '/de/p/FG-1/stadtrad/FG-1-M',
    '/p/FG-1/stadsfiets.data?_routes=product',
    '/__manifest?paths=/c/fietsen,/p/FG-1/stadsfiets',
    PRODUCT_READ,
    '/api/catalog/vue_storefront_catalog_de/product-grouped/_search',
  ]

  it('keeps everything at the plain address', () => {
    const { settings } = sandbox()
    expect(settings.productCache).toBe(true)
    for (const path of [...kept, ...products]) expect(settings.mayKeep(url(path))).toBe(true)
  })

  it('keeps no product read or product page at ?productCache=off, the rest as before', () => {
    const { settings } = sandbox(0, 1000, 'https://shop.test/service-worker.js?productCache=off')
    expect(settings.productCache).toBe(false)
    for (const path of products) expect(settings.mayKeep(url(path)), path).toBe(false)
    for (const path of kept) expect(settings.mayKeep(url(path)), path).toBe(true)
  })

  it('deletes the products an earlier worker kept when it activates, nothing else', async () => {
    const { stores, caches, activate } = sandbox(
      0,
      1000,
      'https://shop.test/service-worker.js?productCache=off',
    )
    const pages = (await caches.open('pages-v1')) as FakeCache
    const catalog = (await caches.open('catalog')) as FakeCache
    for (const path of ['/c/fietsen', '/p/FG-1/stadsfiets', '/de/p/FG-2/x.data'])
      await pages.put(`https://shop.test${path}`, 'x')
    await catalog.put(`https://shop.test${PRODUCT_READ}`, 'x')
    await catalog.put('https://shop.test/api/catalog/vue_storefront_catalog/category/_search', 'x')
    await activate()
    expect([...stores.get('pages-v1')!.entries.keys()]).toEqual(['https://shop.test/c/fietsen'])
    expect([...stores.get('catalog')!.entries.keys()]).toEqual([
      'https://shop.test/api/catalog/vue_storefront_catalog/category/_search',
    ])
  })

  it('leaves the caches alone at the plain address', async () => {
    const { stores, caches, activate } = sandbox()
    const pages = (await caches.open('pages-v1')) as FakeCache
    await pages.put('https://shop.test/p/FG-1/stadsfiets', 'x')
    await activate()
    expect(stores.get('pages-v1')!.entries.size).toBe(1)
  })
})
