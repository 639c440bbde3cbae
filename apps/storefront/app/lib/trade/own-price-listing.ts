/**
 * A listing page asked again from the browser with the trade customer's token (decision 0145), so
 * the API sorts, filters and counts the price facet by the customer's own prices. The same listing
 * code as the route loaders (lib/catalog/listing-load.ts), over the one network client instead of
 * the in-process API. Loaded only when a trade customer sorts or filters by price.
 */
import type { ApiCall } from '../../context.ts'
import { loadAttributes, loadListing, type ListingData } from '../catalog/listing-load.ts'
import type { ListingScope } from '../catalog/query.ts'
import type { AttributeDoc } from '../catalog/types.ts'
import { networkTask } from '../network-task.ts'
import type { StorefrontStore } from '../store-view.ts'
import { getUser } from '../user/user-store.ts'

/** The catalogue through the network client, answering like the in-process API; with the token. */
export function tokenApi(token: string): ApiCall {
  return async (path, init = {}) => {
    const answer = await networkTask({
      url: path,
      method: (init.method as 'GET' | 'POST' | undefined) ?? 'GET',
      body: init.body,
      raw: true,
      token,
    })
    return new Response(JSON.stringify(answer.result), {
      status: answer.code,
      headers: { 'content-type': 'application/json' },
    })
  }
}

const attributes = new Map<string, Promise<AttributeDoc[]>>()

/** The listing of `url` priced for the signed-in customer; null without a session or on failure. */
export async function ownPriceListing(
  store: StorefrontStore,
  scope: ListingScope,
  url: URL,
): Promise<ListingData | null> {
  const token = getUser().token
  if (!token) return null
  const api = tokenApi(token)
  try {
    let known = attributes.get(store.prefix)
    if (!known) {
      known = loadAttributes(api, store)
      attributes.set(store.prefix, known)
      known.catch(() => attributes.delete(store.prefix))
    }
    return await loadListing(api, store, scope, url, await known)
  } catch (error) {
    console.warn('[trade] listing at own prices failed', error)
    return null
  }
}
