/**
 * The store view a request names (contract §1.3): the `x-vs-store-code` header wins over the
 * `storeCode` query parameter; no code at all is the Dutch store. Calls whose body names its own
 * store (an order) or that are addressed by store id (render-list) or index (the catalogue) read
 * those first.
 */
import type { FastifyRequest } from 'fastify'
import { STORE_VIEWS, storeByCode, storeById, type StoreView } from '@shop/commerce'

function headerCode(request: FastifyRequest): string | undefined {
  const header = request.headers['x-vs-store-code']
  return typeof header === 'string' ? header : undefined
}

/** The store code a request names: the header, else the first of `fallbacks` that is given. */
export function storeCodeOf(
  request: FastifyRequest,
  ...fallbacks: (string | undefined)[]
): string | undefined {
  return headerCode(request) ?? fallbacks.find((code) => code !== undefined)
}

/** The store view of the header or `?storeCode=` (as validated by the route's schema); null: none such. */
export function storeViewOf(request: FastifyRequest): StoreView | null {
  const query = request.query as { storeCode?: unknown } | undefined
  return storeByCode(storeCodeOf(request, typeof query?.storeCode === 'string' ? query.storeCode : undefined))
}

/** The answer to a code that names no store view. */
export const unknownStoreCode = (code: string | undefined) => `Unknown storeCode ${code}: no such store view`

/**
 * The store of an order: its body's `store_code`, else its `store_id`, else (when the body names
 * neither) the request's; null when what is named does not exist.
 */
export function orderStoreView(
  request: FastifyRequest,
  body: { store_code?: string; store_id?: number },
): StoreView | null {
  if (body.store_code === undefined && body.store_id === undefined) return storeViewOf(request)
  return (
    (body.store_code !== undefined ? storeByCode(body.store_code) : null) ??
    (body.store_id !== undefined ? storeById(body.store_id) : null)
  )
}

/**
 * The URL map reads the store leniently: a blank header falls back to `?storeCode=`, and `nl`
 * names the Dutch store as `default` does.
 */
export function urlMapStoreView(request: FastifyRequest, queryCode: string | undefined): StoreView | null {
  const header = request.headers['x-vs-store-code']
  const code = (typeof header === 'string' && header.trim() ? header : (queryCode ?? '')).trim().toLowerCase()
  if (code === 'default' || code === 'nl') return STORE_VIEWS[0]!
  return storeByCode(code)
}
