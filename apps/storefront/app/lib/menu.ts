/**
 * The main menu (spec: the children of category 1332 and their children) built from the flat
 * category list the catalogue pages also use, so menu links are the same /c/{slug} URLs the
 * category page treats as canonical (url key where unambiguous, else id).
 */
import { MAIN_MENU_CATEGORY_ID } from '@shop/commerce'
import { categorySlug } from './catalog/categories.ts'
import type { CategoryDoc } from './catalog/types.ts'
import { categoryPathFor } from './catalog/urls.ts'
import type { StorefrontStore } from './store-view.ts'

export interface MenuItem {
  id: number
  name: string
  to: string
  children: MenuItem[]
}

/** Two levels are what a shopper can take in; deeper categories are reached from the page. */
export const MENU_DEPTH = 2

function inMenu(category: CategoryDoc): boolean {
  return category.is_active !== false && category.include_in_menu !== false
}

function byPosition(a: CategoryDoc, b: CategoryDoc): number {
  return (a.position ?? 0) - (b.position ?? 0) || a.id - b.id
}

export function buildMainMenu(
  categories: readonly CategoryDoc[],
  store: StorefrontStore,
  rootId: number = MAIN_MENU_CATEGORY_ID,
): MenuItem[] {
  const children = new Map<number, CategoryDoc[]>()
  for (const category of categories) {
    if (!inMenu(category)) continue
    const list = children.get(category.parent_id) ?? []
    list.push(category)
    children.set(category.parent_id, list)
  }
  const build = (parentId: number, depth: number): MenuItem[] =>
    depth > MENU_DEPTH
      ? []
      : [...(children.get(parentId) ?? [])].sort(byPosition).map((category) => ({
          id: category.id,
          name: category.name,
          to: categoryPathFor(categorySlug(categories, category), store),
          children: build(category.id, depth + 1),
        }))
  return build(rootId, 1)
}
