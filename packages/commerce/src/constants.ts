/**
 * Business constants from the specifications (000 §9, 001 §3 and §9). Kept in one place so that
 * the server, the storefront and the tests agree on them.
 */

export const ROOT_CATEGORY_ID = 2
export const BICYCLE_CATEGORY_ID = 1394
export const MAIN_MENU_CATEGORY_ID = 1332
export const BRAND_CATEGORY_IDS: readonly number[] = Object.freeze([2116, 2136])

/**
 * Customer groups whose prices anyone may see: 0 (not logged in) and 1 (retail). Prices of other
 * groups (business, dealer) are shown only to their members, who prove it with a token.
 */
export const PUBLIC_CUSTOMER_GROUPS: readonly number[] = Object.freeze([0, 1])

/** Visibility values of products that may appear in listings and search. */
export const VISIBILITY_LISTED: readonly number[] = Object.freeze([2, 3, 4])
/** Status values of products that may appear in listings and search. */
export const STATUS_LISTED: readonly number[] = Object.freeze([0, 1])
/** Visibility of a hidden child: its page redirects to the configurable or grouped parent. */
export const HIDDEN_CHILD_VISIBILITY = 1
/** From this status up a product (or configurable child) is unavailable. */
export const UNAVAILABLE_STATUS = 2

export const CACHE_TTL_SECONDS = 300
export const AGGREGATION_SIZE = 10

/** Square image sizes in pixels. */
export const IMAGE_SIZES = Object.freeze({ cart: 150, thumbnail: 550, gallery: 744 } as const)

export interface StoreView {
  storeId: number
  /** '' for the default (Dutch) store; also the URL prefix ("/de") */
  storeCode: string
  locale: string
  currency: string
  /** tax country when the shopper has not given a shipping country */
  defaultCountry: string
  language: string
  /** catalogue index name the client sends in /api/catalog/{index}/... */
  index: string
  /** PostgreSQL text-search configuration for the store's language */
  tsConfig: string
}

export const STORE_VIEWS: readonly StoreView[] = Object.freeze([
  Object.freeze({
    storeId: 1,
    storeCode: '',
    locale: 'nl-NL',
    currency: 'EUR',
    defaultCountry: 'NL',
    language: 'nl',
    index: 'vue_storefront_catalog',
    tsConfig: 'dutch',
  }),
  Object.freeze({
    storeId: 3,
    storeCode: 'de',
    locale: 'de-DE',
    currency: 'EUR',
    defaultCountry: 'DE',
    language: 'de',
    index: 'vue_storefront_catalog_de',
    tsConfig: 'german',
  }),
])

export const DEFAULT_STORE_VIEW: StoreView = STORE_VIEWS[0]!

/** The store view for a store code; an empty or missing code is the default (Dutch) store. */
export function storeByCode(code?: string | null): StoreView | null {
  // the Dutch view has no code on the wire (contract §1.3) but is named `default` in the database
  const given = code?.trim().toLowerCase() ?? ''
  const wanted = given === 'default' ? '' : given
  return STORE_VIEWS.find((store) => store.storeCode === wanted) ?? null
}

export function storeById(id: number): StoreView | null {
  return STORE_VIEWS.find((store) => store.storeId === id) ?? null
}

/** The store view whose catalogue index has this name. */
export function storeByIndex(indexName: string): StoreView | null {
  return STORE_VIEWS.find((store) => store.index === indexName) ?? null
}

export interface ThemeColours {
  primary: string
  secondary: string
  hover: string
}

/** Colours switch by category tree: default, "granville" and "urban". */
export const THEMES = Object.freeze({
  default: Object.freeze({ primary: '#3f3738', secondary: '#ff1912', hover: '#8d0400' }),
  granville: Object.freeze({ primary: '#1e3e31', secondary: '#000000', hover: '#000000' }),
  urban: Object.freeze({ primary: '#8D6F29', secondary: '#000000', hover: '#FF661F' }),
} satisfies Record<string, ThemeColours>)

export type ThemeName = keyof typeof THEMES

/** Which prices a customer sees (spec 001 §3). */
export const HIDDEN_PRICE_MODES = Object.freeze({
  allHidden: 1,
  retailHidden: 2,
  allShown: 3,
  default: 3,
} as const)

export type HiddenPriceMode = 1 | 2 | 3

/** Product types without shipping; cash on delivery is hidden for carts of only these. */
export const VIRTUAL_TYPES: readonly string[] = Object.freeze(['virtual', 'downloadable'])

/**
 * Identifiers of the static content routes of both specifications (§2): each is served at
 * /{identifier} (and /de/{identifier}) from the CMS page with the same identifier.
 */
export const STATIC_PAGES = Object.freeze([
  'legal',
  'privacy',
  'magazine',
  'sale',
  'order-tracking',
  'about-us',
  'customer-service',
  'store-locator',
  'size-guide',
  'gift-card',
  'delivery',
  'order-from-catalog',
  'contact',
] as const)

/**
 * The product fields a tile shows (category, search and home listings, suggestions, compare):
 * the storefront's `_source_include` for listings, and the benchmark's storefront scenarios.
 */
export const TILE_FIELDS: readonly string[] = Object.freeze([
  'id',
  'sku',
  'name',
  'slug',
  'url_key',
  'type_id',
  'image',
  'price_incl_tax',
  'final_price_incl_tax',
  'original_price_incl_tax',
  'special_price_incl_tax',
  'stock.is_in_stock',
  'stock.stock_status',
  'binnenkortdatum',
])
