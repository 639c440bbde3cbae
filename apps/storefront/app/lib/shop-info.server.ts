import type { ApiCall } from '../context.ts'
import type { ShopInfo } from './shop-info.ts'
import type { StorefrontStore } from './store-view.ts'

/** The shop info of the store view, or null when the request fails (the page renders without it). */
export async function loadShopInfo(api: ApiCall, store: StorefrontStore): Promise<ShopInfo | null> {
  try {
    const res = await api(`/api/shop/info?storeCode=${encodeURIComponent(store.view.storeCode)}`)
    if (!res.ok) return null
    return ((await res.json()) as { result: ShopInfo }).result
  } catch (error) {
    console.error('Shop info failed', error)
    return null
  }
}
