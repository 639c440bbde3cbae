/**
 * The category tree of a store view as flat documents (each with `path` "1/2/1332/1394"), and
 * what the pages derive from it: which category a /c/{slug} means, its trail, children, theme.
 *
 * Url keys are not unique ("e-bikes" is under Fietsen and under Granville), so a slug is
 * resolved by exact url_path first, then url key and slug, preferring the shallowest and then the
 * oldest (lowest id) category, which keeps the main tree ahead of brand trees; links use the url key only where it is unambiguous and the id otherwise
 * (spec 000 §2: category routes accept url key, slug and id).
 */
import { MAIN_MENU_CATEGORY_ID, ROOT_CATEGORY_ID, THEMES, type ThemeName } from '@shop/commerce'
import type { CategoryDoc } from './types.ts'

// positions only order siblings, so across parents the id decides
function byDepthThenId(a: CategoryDoc, b: CategoryDoc): number {
  return a.level - b.level || a.id - b.id
}

function byPosition(a: CategoryDoc, b: CategoryDoc): number {
  return (a.position ?? 0) - (b.position ?? 0) || a.id - b.id
}

function isShown(category: CategoryDoc): boolean {
  return category.is_active !== false && category.id > ROOT_CATEGORY_ID
}

export function resolveCategory(categories: readonly CategoryDoc[], slug: string): CategoryDoc | null {
  const wanted = slug
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '')
  if (!wanted) return null
  const shown = categories.filter(isShown)
  const exactPath = shown.find((c) => c.url_path.toLowerCase() === wanted)
  if (exactPath) return exactPath
  const byKey = shown.filter((c) => c.url_key.toLowerCase() === wanted || c.slug.toLowerCase() === wanted)
  if (byKey.length) return [...byKey].sort(byDepthThenId)[0]!
  if (/^\d+$/.test(wanted)) return shown.find((c) => c.id === Number(wanted)) ?? null
  return null
}

/** The route slug that leads back to exactly this category. */
export function categorySlug(categories: readonly CategoryDoc[], category: CategoryDoc): string {
  return resolveCategory(categories, category.url_key)?.id === category.id
    ? category.url_key
    : String(category.id)
}

function ancestorIds(category: CategoryDoc): number[] {
  return category.path
    .split('/')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id !== category.id)
}

/**
 * The ancestors shown in breadcrumbs, top first: everything below the main menu category (the
 * root, default and main menu categories are no pages of their own).
 */
export function categoryTrail(categories: readonly CategoryDoc[], category: CategoryDoc): CategoryDoc[] {
  const byId = new Map(categories.map((c) => [c.id, c]))
  return ancestorIds(category)
    .filter((id) => id > ROOT_CATEGORY_ID && id !== MAIN_MENU_CATEGORY_ID)
    .flatMap((id) => byId.get(id) ?? [])
}

export function childCategories(categories: readonly CategoryDoc[], category: CategoryDoc): CategoryDoc[] {
  return categories
    .filter((c) => c.parent_id === category.id && isShown(c) && c.include_in_menu !== false)
    .sort(byPosition)
}

function isTheme(name: string | undefined): name is ThemeName {
  return !!name && Object.hasOwn(THEMES, name)
}

/**
 * The colour theme of a category's tree (spec 001 §2): its own theme or the nearest ancestor's
 * that is not the default, so a Granville subcategory is green even if only the top says so.
 */
export function categoryTheme(categories: readonly CategoryDoc[], category: CategoryDoc): ThemeName {
  const byId = new Map(categories.map((c) => [c.id, c]))
  const chain = [
    category,
    ...ancestorIds(category)
      .reverse()
      .flatMap((id) => byId.get(id) ?? []),
  ]
  for (const c of chain) if (isTheme(c.theme) && c.theme !== 'default') return c.theme
  return 'default'
}

/** The theme for a product: that of the first of its categories with a non-default theme. */
export function themeForCategoryIds(categories: readonly CategoryDoc[], ids: readonly number[]): ThemeName {
  const byId = new Map(categories.map((c) => [c.id, c]))
  for (const id of ids) {
    const category = byId.get(id)
    if (!category) continue
    const theme = categoryTheme(categories, category)
    if (theme !== 'default') return theme
  }
  return 'default'
}

/** The deepest listed category of a product, for its breadcrumb trail. */
export function primaryCategory(
  categories: readonly CategoryDoc[],
  ids: readonly number[],
): CategoryDoc | null {
  const byId = new Map(categories.map((c) => [c.id, c]))
  let best: CategoryDoc | null = null
  for (const id of ids) {
    const category = byId.get(id)
    if (
      category &&
      isShown(category) &&
      category.id !== MAIN_MENU_CATEGORY_ID &&
      (!best || category.level > best.level)
    )
      best = category
  }
  return best
}
