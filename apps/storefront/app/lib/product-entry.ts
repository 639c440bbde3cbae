/**
 * A product remembered in the browser (wishlist, recently viewed): enough to show and link it
 * without asking the catalogue again.
 */
export interface ProductEntry {
  sku: string
  name: string
  /** product path without the store prefix, so both store views share one list */
  path: string
  image?: string
  /** price incl. tax when remembered, for the list only (the product page shows the current one) */
  price?: number
}

function isEntry(value: unknown): value is ProductEntry {
  if (!value || typeof value !== 'object') return false
  const item = value as Partial<ProductEntry>
  return (
    typeof item.sku === 'string' &&
    !!item.sku &&
    typeof item.name === 'string' &&
    typeof item.path === 'string'
  )
}

/**
 * The stored `{items}` of such a list. Anything unreadable (old shapes, hand edits) gives null;
 * bad or repeated entries are skipped.
 */
export function parseProductEntries(raw: string | null): ProductEntry[] | null {
  if (!raw) return null
  try {
    const parsed = JSON.parse(raw) as { items?: unknown } | null
    if (!parsed || !Array.isArray(parsed.items)) return null
    const items: ProductEntry[] = []
    for (const entry of parsed.items) {
      if (!isEntry(entry) || items.some((known) => known.sku === entry.sku)) continue
      items.push({
        sku: entry.sku,
        name: entry.name,
        path: entry.path,
        image: typeof entry.image === 'string' ? entry.image : undefined,
        price: typeof entry.price === 'number' && Number.isFinite(entry.price) ? entry.price : undefined,
      })
    }
    return items
  } catch {
    return null
  }
}
