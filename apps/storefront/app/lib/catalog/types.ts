/**
 * The parts of catalogue documents (contract §6.4, full response format) the catalogue pages
 * read. Everything is optional because `_source_include` lists trim documents per page.
 */
import type { BundleOption, CustomOption, StockInfo } from '@shop/commerce'

export interface TierPriceDoc {
  customer_group_id: number | null
  qty: number
  /** net unit price */
  value: number
}

export interface PriceDoc {
  price?: number
  price_incl_tax?: number
  special_price?: number
  special_price_incl_tax?: number
  final_price?: number
  final_price_incl_tax?: number
  original_price_incl_tax?: number
  tier_prices?: TierPriceDoc[]
}

export interface MediaDoc {
  image: string
  lab?: string | null
  pos?: number
  typ?: string
}

export interface ProductLinkDoc {
  link_type: string
  linked_product_sku: string
  linked_product_type?: string
  qty?: number
  position?: number
}

export interface ConfigurableOptionDoc {
  attribute_id: number
  attribute_code: string
  label: string
  position?: number
  values: { value_index: number; label?: string; default_label?: string }[]
}

export interface ChildDoc extends PriceDoc {
  sku: string
  name?: string
  status?: number
  image?: string
  ean_code?: string | null
  supplier_sku?: string | null
  binnenkortdatum?: string | null
  stock?: StockInfo & { qty?: number }
  [attributeCode: string]: unknown
}

export interface ProductDoc extends PriceDoc {
  id: number
  sku: string
  name: string
  slug?: string
  url_key?: string
  url_path?: string
  type_id: string
  status?: number
  visibility?: number
  tax_class_id?: number
  image?: string
  media_gallery?: MediaDoc[]
  description?: string
  short_description?: string
  meta_title?: string
  meta_description?: string
  category?: { category_id: number; name: string; slug?: string; path?: string }[]
  category_ids?: number[]
  stock?: StockInfo & { qty?: number }
  binnenkortdatum?: string | null
  ean_code?: string | null
  supplier_sku?: string | null
  created_at?: string
  configurable_options?: ConfigurableOptionDoc[]
  configurable_children?: ChildDoc[]
  product_links?: ProductLinkDoc[]
  bundle_options?: BundleOption[]
  custom_options?: CustomOption[]
  [attributeCode: string]: unknown
}

export interface CategoryDoc {
  id: number
  name: string
  url_key: string
  url_path: string
  slug: string
  parent_id: number
  path: string
  level: number
  position?: number
  product_count?: number
  theme?: string
  include_in_menu?: boolean
  is_active?: boolean
  description?: string | null
}

export interface AttributeOptionDoc {
  value: string
  label: string
  swatch?: string | null
  sort_order?: number
}

export interface AttributeDoc {
  attribute_id: number
  attribute_code: string
  frontend_label: string
  frontend_input?: string
  is_comparable?: boolean
  is_filterable?: boolean
  position?: number
  options?: AttributeOptionDoc[]
}

export interface ReviewDoc {
  id?: number
  nickname: string
  title: string
  detail: string
  created_at?: string
  ratings?: { percent: number }[]
}

/** What a product tile shows; listings fetch only these fields (query.ts TILE_FIELDS). */
export type TileProduct = Pick<
  ProductDoc,
  | 'id'
  | 'sku'
  | 'name'
  | 'slug'
  | 'url_key'
  | 'type_id'
  | 'image'
  | 'price_incl_tax'
  | 'final_price_incl_tax'
  | 'original_price_incl_tax'
  | 'special_price_incl_tax'
  | 'stock'
  | 'binnenkortdatum'
>
