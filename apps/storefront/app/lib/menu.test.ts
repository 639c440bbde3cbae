import { describe, expect, it } from 'vitest'
import type { CategoryDoc } from './catalog/types.ts'
import { buildMainMenu } from './menu.ts'
import { storeFromPath } from './store-view.ts'

function cat(
  id: number,
  parent: number,
  urlKey: string,
  urlPath: string,
  extra: Partial<CategoryDoc> = {},
): CategoryDoc {
  const level = urlPath.split('/').length + 2
  return {
    id,
    parent_id: parent,
    name: urlKey,
    url_key: urlKey,
    url_path: urlPath,
    slug: urlKey,
    path: '',
    level,
    ...extra,
  }
}

const categories: CategoryDoc[] = [
  cat(1332, 2, 'hoofdmenu', 'hoofdmenu', { level: 2 }),
  cat(1500, 1332, 'onderdelen', 'onderdelen', { position: 2 }),
  cat(1394, 1332, 'fietsen', 'fietsen', { position: 1 }),
  cat(1401, 1394, 'e-bikes', 'fietsen/e-bikes', { position: 2 }),
  cat(1400, 1394, 'stadsfietsen', 'fietsen/stadsfietsen', { position: 1 }),
  cat(1499, 1401, 'speed-pedelecs', 'fietsen/e-bikes/speed-pedelecs'),
  cat(2116, 1332, 'granville', 'granville', { position: 4 }),
  cat(2117, 2116, 'e-bikes', 'granville/e-bikes', { position: 1 }),
  cat(1700, 1332, 'sale', 'sale', { position: 6, is_active: false }),
  cat(1800, 1332, 'verborgen', 'verborgen', { position: 7, include_in_menu: false }),
]

describe('buildMainMenu', () => {
  it('lists the main menu children by position with their children, two levels deep', () => {
    const menu = buildMainMenu(categories, storeFromPath('/'))
    expect(menu.map((m) => m.name)).toEqual(['fietsen', 'onderdelen', 'granville'])
    expect(menu[0]!.children.map((m) => m.name)).toEqual(['stadsfietsen', 'e-bikes'])
    expect(menu[0]!.children[1]!.children).toEqual([])
  })

  it('links like the category page: url key when unambiguous, else the id, in the store view', () => {
    const menu = buildMainMenu(categories, storeFromPath('/de'))
    expect(menu[0]!.to).toBe('/de/c/fietsen')
    expect(menu[0]!.children[1]!.to).toBe('/de/c/e-bikes')
    expect(menu[2]!.children[0]!.to).toBe('/de/c/2117')
  })
})
