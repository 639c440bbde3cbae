/**
 * VSF category documents: each category with its whole subtree in `children_data` (the client
 * builds menus from the root's document), product counts of listed products (anchor semantics:
 * a category counts the products of its subcategories, like product_search.category_ids).
 */
import type { CatalogBasics, CategoryInfo } from './indexer-load.ts'
import type { EntityDocInput } from './indexer-write.ts'

type Doc = Record<string, unknown>

function textOf(category: CategoryInfo, storeId: number) {
  return (
    category.texts.find((t) => t.storeId === storeId) ??
    category.texts.find((t) => t.storeId === 1) ??
    category.texts[0]
  )
}

/** The theme of a category: its own, else the nearest ancestor's, else default (spec 001 §9). */
function themeOf(basics: CatalogBasics, category: CategoryInfo): string {
  const ids = category.path.split('/').map(Number).reverse()
  for (const id of ids) {
    const theme = basics.categories.get(id)?.theme
    if (theme) return theme
  }
  return 'default'
}

export function buildCategoryDocs(
  basics: CatalogBasics,
  storeId: number,
  productCounts: Map<number, number>,
): EntityDocInput[] {
  const childrenOf = new Map<number, CategoryInfo[]>()
  for (const c of basics.categories.values()) {
    if (c.parentId === null) continue
    childrenOf.set(c.parentId, [...(childrenOf.get(c.parentId) ?? []), c])
  }
  for (const list of childrenOf.values()) list.sort((a, b) => a.position - b.position || a.id - b.id)

  const base = (c: CategoryInfo): Doc => {
    const text = textOf(c, storeId)
    const parentIds = c.path
      .split('/')
      .map(Number)
      .filter((id) => id !== c.id)
    return {
      id: c.id,
      parent_id: c.parentId ?? 0,
      parent_ids: parentIds,
      name: text?.name ?? String(c.id),
      is_active: c.isActive,
      include_in_menu: c.includeInMenu,
      position: c.position,
      level: c.level,
      path: c.path,
      url_key: text?.urlKey ?? '',
      url_path: text?.urlPath ?? '',
      slug: text?.urlKey ?? '',
      product_count: productCounts.get(c.id) ?? 0,
      children_count: String((childrenOf.get(c.id) ?? []).length),
      theme: themeOf(basics, c),
    }
  }
  // memoised per category: the root's tree contains every other tree once
  const trees = new Map<number, Doc>()
  const tree = (c: CategoryInfo): Doc => {
    const known = trees.get(c.id)
    if (known) return known
    const doc = { ...base(c), children_data: (childrenOf.get(c.id) ?? []).map(tree) }
    trees.set(c.id, doc)
    return doc
  }
  return [...basics.categories.values()].map((c) => {
    const text = textOf(c, storeId)
    return {
      entity_id: c.id,
      doc: {
        ...tree(c),
        image: c.image,
        description: text?.description ?? null,
        meta_title: text?.metaTitle ?? null,
        meta_description: text?.metaDescription ?? null,
        updated_at: c.updatedAt,
      },
    }
  })
}
