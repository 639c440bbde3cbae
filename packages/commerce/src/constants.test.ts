import { describe, it, expect } from 'vitest'
import {
  AGGREGATION_SIZE,
  BICYCLE_CATEGORY_ID,
  BRAND_CATEGORY_IDS,
  CACHE_TTL_SECONDS,
  DEFAULT_STORE_VIEW,
  HIDDEN_CHILD_VISIBILITY,
  HIDDEN_PRICE_MODES,
  IMAGE_SIZES,
  MAIN_MENU_CATEGORY_ID,
  ROOT_CATEGORY_ID,
  STATUS_LISTED,
  STORE_VIEWS,
  THEMES,
  UNAVAILABLE_STATUS,
  VIRTUAL_TYPES,
  VISIBILITY_LISTED,
  storeByCode,
  storeById,
  storeByIndex,
} from './constants.ts'

describe('spec constants', () => {
  it('have the values of the specification', () => {
    expect(ROOT_CATEGORY_ID).toBe(2)
    expect(BICYCLE_CATEGORY_ID).toBe(1394)
    expect(MAIN_MENU_CATEGORY_ID).toBe(1332)
    expect(BRAND_CATEGORY_IDS).toEqual([2116, 2136])
    expect(VISIBILITY_LISTED).toEqual([2, 3, 4])
    expect(STATUS_LISTED).toEqual([0, 1])
    expect(HIDDEN_CHILD_VISIBILITY).toBe(1)
    expect(UNAVAILABLE_STATUS).toBe(2)
    expect(CACHE_TTL_SECONDS).toBe(300)
    expect(AGGREGATION_SIZE).toBe(10)
    expect(IMAGE_SIZES).toEqual({ cart: 150, thumbnail: 550, gallery: 744 })
    expect(HIDDEN_PRICE_MODES).toEqual({ allHidden: 1, retailHidden: 2, allShown: 3, default: 3 })
    expect(VIRTUAL_TYPES).toEqual(['virtual', 'downloadable'])
  })

  it('has the three themes with primary, secondary and hover colours', () => {
    expect(THEMES.default).toEqual({ primary: '#3f3738', secondary: '#ff1912', hover: '#8d0400' })
    expect(THEMES.granville).toEqual({ primary: '#1e3e31', secondary: '#000000', hover: '#000000' })
    expect(THEMES.urban).toEqual({ primary: '#8D6F29', secondary: '#000000', hover: '#FF661F' })
  })

  it('cannot be modified at run time', () => {
    expect(Object.isFrozen(VISIBILITY_LISTED)).toBe(true)
    expect(Object.isFrozen(STORE_VIEWS[1])).toBe(true)
    expect(Object.isFrozen(THEMES.urban)).toBe(true)
  })
})

describe('store views', () => {
  it('describes the Dutch default and the German store', () => {
    expect(DEFAULT_STORE_VIEW).toEqual({
      storeId: 1,
      storeCode: '',
      locale: 'nl-NL',
      currency: 'EUR',
      defaultCountry: 'NL',
      language: 'nl',
      index: 'vue_storefront_catalog',
      tsConfig: 'dutch',
    })
    expect(STORE_VIEWS[1]).toEqual({
      storeId: 3,
      storeCode: 'de',
      locale: 'de-DE',
      currency: 'EUR',
      defaultCountry: 'DE',
      language: 'de',
      index: 'vue_storefront_catalog_de',
      tsConfig: 'german',
    })
  })

  it('finds a store by code; empty or missing is the default store', () => {
    expect(storeByCode('de')?.storeId).toBe(3)
    expect(storeByCode('DE')?.storeId).toBe(3)
    expect(storeByCode('')?.storeId).toBe(1)
    expect(storeByCode(null)?.storeId).toBe(1)
    expect(storeByCode()?.storeId).toBe(1)
    expect(storeByCode('default')?.storeId).toBe(1)
    expect(storeByCode('fr')).toBeNull()
  })

  it('finds a store by id', () => {
    expect(storeById(1)?.locale).toBe('nl-NL')
    expect(storeById(3)?.locale).toBe('de-DE')
    expect(storeById(2)).toBeNull()
  })

  it('finds a store by catalogue index name', () => {
    expect(storeByIndex('vue_storefront_catalog')?.storeId).toBe(1)
    expect(storeByIndex('vue_storefront_catalog_de')?.storeId).toBe(3)
    expect(storeByIndex('vue_storefront_catalog_fr')).toBeNull()
  })
})
