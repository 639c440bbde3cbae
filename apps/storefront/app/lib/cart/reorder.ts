/**
 * Reorder from the account's order page: looks the order's products up in the catalogue of the
 * current store view (one sku lookup, spec 000 §7 "product lookup by sku list"), plans which lines
 * are still sellable (reorder-plan.ts) and adds those through the cart's own add (its checks,
 * messages and server sync).
 */
import { networkTask } from '../network-task.ts'
import type { HistoryOrder } from '../user/user-types.ts'
import { addToCart, type CartUi } from './cart-actions.ts'
import { lookupSku, planReorder, type ReorderPlan, type ReorderProduct } from './reorder-plan.ts'

const FIELDS = [
  'sku',
  'name',
  'type_id',
  'status',
  'slug',
  'url_key',
  'image',
  'stock',
  'price_incl_tax',
  'final_price_incl_tax',
  'original_price_incl_tax',
  'special_price_incl_tax',
  'configurable_children',
]

interface SearchResponse {
  hits?: { hits?: { _source: ReorderProduct }[] }
}

/** The products by sku, whatever their visibility (grouped members and children are hidden). */
async function lookupProducts(skus: string[], index: string): Promise<Map<string, ReorderProduct>> {
  const params = new URLSearchParams({
    request_format: 'search-query',
    size: String(skus.length),
    _source_include: FIELDS.join(','),
  })
  const { code, result } = await networkTask<SearchResponse>({
    url: `/api/catalog/${index}/product/_search?${params}`,
    method: 'POST',
    body: { _appliedFilters: [{ attribute: 'sku', value: { in: skus }, scope: 'default' }] },
    raw: true,
  })
  if (code !== 200) throw new Error(`catalogue lookup answered ${code}`)
  return new Map((result.hits?.hits ?? []).map(({ _source }) => [_source.sku, _source]))
}

export interface ReorderOutcome extends ReorderPlan {
  /** whether the cart took at least one line */
  added: boolean
}

/** Throws when the catalogue cannot be asked (offline, server error): nothing was added then. */
export async function reorder(order: HistoryOrder, index: string, ui: CartUi): Promise<ReorderOutcome> {
  const skus = [...new Set(order.items.map(lookupSku))]
  const plan = planReorder(order.items, skus.length ? await lookupProducts(skus, index) : new Map())
  const added = plan.lines.length ? await addToCart(plan.lines, ui) : false
  return { ...plan, added }
}
