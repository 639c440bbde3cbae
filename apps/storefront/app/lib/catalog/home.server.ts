/**
 * Data of the home page: the CMS banner blocks of the store view (spec 001 §3: main, two small,
 * product banner and a head image) and two product lists of 8.
 *
 * Bestsellers: the catalogue has no sales figures yet, so "highest stock turnover" is
 * approximated by the listed products that are in stock with the least stock left (stock.qty > 0,
 * ascending): what the warehouse runs out of first sells fastest. Swap the query for order
 * statistics once the back office delivers them; the page does not change.
 */
import type { ApiCall } from '../../context.ts'
import { searchCatalog } from './api.server.ts'
import { baseFilters, newestQuery, TILE_FIELDS } from './query.ts'
import type { TileProduct } from './types.ts'
import type { StorefrontStore } from '../store-view.ts'

export const HOME_BLOCKS = [
  'home-head-image',
  'home-banner-main',
  'home-banner-small-1',
  'home-banner-small-2',
  'home-banner-product',
] as const
export type HomeBlockId = (typeof HOME_BLOCKS)[number]
/** spec 001 §9: home lists have 8 items */
export const HOME_LIST_SIZE = 8

/** A block's HTML, or null when it is missing or the call fails: banners must not break home. */
async function loadBlock(api: ApiCall, store: StorefrontStore, id: HomeBlockId): Promise<string | null> {
  try {
    const res = await api(`/api/ext/cms-data/cmsBlockIdentifier/${id}/storeId/${store.view.storeId}`)
    if (!res.ok) return null
    const body = (await res.json()) as {
      code?: number
      result?: { content?: string; is_active?: boolean } | null
    }
    const block = body.result
    return block && block.is_active !== false && block.content ? block.content : null
  } catch {
    return null
  }
}

export async function loadHomeBlocks(
  api: ApiCall,
  store: StorefrontStore,
): Promise<Partial<Record<HomeBlockId, string>>> {
  const contents = await Promise.all(HOME_BLOCKS.map((id) => loadBlock(api, store, id)))
  const blocks: Partial<Record<HomeBlockId, string>> = {}
  HOME_BLOCKS.forEach((id, i) => {
    const html = contents[i]
    if (html) blocks[id] = html
  })
  return blocks
}

async function list(
  api: ApiCall,
  store: StorefrontStore,
  query: Parameters<typeof searchCatalog>[3],
): Promise<TileProduct[]> {
  try {
    const result = await searchCatalog<TileProduct>(api, store, 'product', query, {
      size: HOME_LIST_SIZE,
      include: [...TILE_FIELDS],
    })
    return result.items
  } catch {
    return []
  }
}

export function loadNewCollection(api: ApiCall, store: StorefrontStore): Promise<TileProduct[]> {
  return list(api, store, newestQuery())
}

export function loadBestsellers(api: ApiCall, store: StorefrontStore): Promise<TileProduct[]> {
  return list(api, store, {
    _appliedFilters: [...baseFilters(), { attribute: 'stock.qty', value: { gt: 0 }, scope: 'default' }],
    _appliedSort: [{ field: 'stock.qty', options: 'asc' }],
  })
}

/**
 * Banners at the top are the largest things above the fold: their images should not wait for
 * lazy loading, so the CMS's loading="lazy" goes; the very first also gets a high fetch priority.
 */
export function eagerImage(html: string, highPriority: boolean): string {
  return html.replace(
    /<img\b([^>]*?)\sloading="lazy"/i,
    highPriority ? '<img$1 fetchpriority="high"' : '<img$1',
  )
}

/**
 * A banner the CMS asks at 1600 px wide also comes 800 px wide (the image server's 800x300 box
 * keeps the aspect ratio: 1600x600 -> 800x300, 1600x400 -> 800x200): phones, whose banner is
 * ~400 CSS px at 2x, download a third of the bytes of their largest picture (decision 0035).
 */
export function responsiveBanner(html: string, sizes: string): string {
  return html.replace(
    /<img\b([^>]*?)\ssrc="\/img\/1600\/(\d+)\/resize\/([^"?#]+)"/i,
    (_match, before: string, height: string, path: string) =>
      `<img${before} src="/img/1600/${height}/resize/${path}"` +
      ` srcset="/img/800/300/resize/${path} 800w, /img/1600/${height}/resize/${path} 1600w" sizes="${sizes}"`,
  )
}
