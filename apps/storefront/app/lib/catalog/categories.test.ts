import { describe, expect, it } from 'vitest'
import {
  categorySlug,
  categoryTheme,
  categoryTrail,
  childCategories,
  primaryCategory,
  resolveCategory,
  themeForCategoryIds,
} from './categories.ts'
import type { CategoryDoc } from './types.ts'

const cat = (
  id: number,
  parent: number,
  path: string,
  key: string,
  urlPath: string,
  extra: Partial<CategoryDoc> = {},
): CategoryDoc => ({
  id,
  parent_id: parent,
  path,
  level: path.split('/').length - 1,
  name: key,
  url_key: key,
  slug: key,
  url_path: urlPath,
  position: 0,
  ...extra,
})

const TREE: CategoryDoc[] = [
  cat(2, 1, '1/2', 'default-category', 'default-category'),
  cat(1332, 2, '1/2/1332', 'hoofdmenu', 'hoofdmenu'),
  cat(1394, 1332, '1/2/1332/1394', 'fietsen', 'fietsen', { name: 'Fietsen' }),
  cat(1401, 1394, '1/2/1332/1394/1401', 'e-bikes', 'fietsen/e-bikes', { name: 'E-bikes', position: 2 }),
  cat(1400, 1394, '1/2/1332/1394/1400', 'stadsfietsen', 'fietsen/stadsfietsen', { position: 1 }),
  cat(2116, 1332, '1/2/1332/2116', 'granville', 'granville', { theme: 'granville' }),
  cat(2117, 2116, '1/2/1332/2116/2117', 'e-bikes', 'granville/e-bikes', { theme: 'default' }),
  cat(1999, 1394, '1/2/1332/1394/1999', 'hidden', 'fietsen/hidden', { include_in_menu: false }),
]

describe('resolveCategory', () => {
  it('finds a category by exact url path first', () => {
    expect(resolveCategory(TREE, 'granville/e-bikes')?.id).toBe(2117)
    expect(resolveCategory(TREE, 'fietsen')?.id).toBe(1394)
  })

  it('resolves an ambiguous url key to the shallowest, then oldest category', () => {
    expect(resolveCategory(TREE, 'e-bikes')?.id).toBe(1401)
    expect(resolveCategory(TREE, 'E-Bikes/')?.id).toBe(1401)
  })

  it('accepts an id and rejects the root categories and unknown slugs', () => {
    expect(resolveCategory(TREE, '2117')?.id).toBe(2117)
    expect(resolveCategory(TREE, '2')).toBeNull()
    expect(resolveCategory(TREE, 'default-category')).toBeNull()
    expect(resolveCategory(TREE, 'nope')).toBeNull()
    expect(resolveCategory(TREE, '')).toBeNull()
  })
})

describe('category links and tree', () => {
  it('links by url key when that leads back, else by id', () => {
    expect(
      categorySlug(
        TREE,
        TREE.find((c) => c.id === 1401)!,
      ),
    ).toBe('e-bikes')
    expect(
      categorySlug(
        TREE,
        TREE.find((c) => c.id === 2117)!,
      ),
    ).toBe('2117')
  })

  it('builds the trail below the main menu category', () => {
    expect(
      categoryTrail(
        TREE,
        TREE.find((c) => c.id === 1401)!,
      ).map((c) => c.id),
    ).toEqual([1394])
    expect(
      categoryTrail(
        TREE,
        TREE.find((c) => c.id === 1394)!,
      ),
    ).toEqual([])
  })

  it('lists the children in menu order, without hidden ones', () => {
    expect(
      childCategories(
        TREE,
        TREE.find((c) => c.id === 1394)!,
      ).map((c) => c.id),
    ).toEqual([1400, 1401])
  })

  it('takes the theme of the nearest themed ancestor', () => {
    expect(
      categoryTheme(
        TREE,
        TREE.find((c) => c.id === 2117)!,
      ),
    ).toBe('granville')
    expect(
      categoryTheme(
        TREE,
        TREE.find((c) => c.id === 1401)!,
      ),
    ).toBe('default')
    expect(themeForCategoryIds(TREE, [1400, 2117])).toBe('granville')
    expect(themeForCategoryIds(TREE, [1400, 404])).toBe('default')
  })

  it('picks the deepest category of a product for its breadcrumbs', () => {
    expect(primaryCategory(TREE, [1332, 1394, 1401])?.id).toBe(1401)
    expect(primaryCategory(TREE, [1332])).toBeNull()
  })
})
