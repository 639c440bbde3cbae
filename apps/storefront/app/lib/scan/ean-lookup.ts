/**
 * Finds the product of a scanned EAN in the catalogue of the page's store view (issue 19,
 * decision 0213): ONE catalogue search whose filter matches the product's own `ean_code` or the
 * `ean_code` of one of a configurable's children (the catalogue keeps the children in their
 * parent's document), limited to what the listings show (visibility and status of spec 001 §9).
 * A child's EAN gives a line for that variant: its sku goes to the cart, the page opens on it.
 */
import { STATUS_LISTED, VISIBILITY_LISTED } from '@shop/commerce'
import { networkTask } from '../network-task.ts'
import { productPath } from '../catalog/urls.ts'
import type { StorefrontStore } from '../store-view.ts'
import type { ScanLine } from './scan-rules.ts'

const FIELDS = [
  'id',
  'sku',
  'name',
  'image',
  'slug',
  'url_key',
  'type_id',
  'ean_code',
  'custom_options',
  'configurable_children.sku',
  'configurable_children.name',
  'configurable_children.image',
  'configurable_children.ean_code',
]

interface ChildDoc {
  sku?: string
  name?: string
  image?: string | null
  ean_code?: string | null
}

export interface EanDoc {
  id: number
  sku: string
  name?: string
  image?: string | null
  slug?: string
  url_key?: string
  type_id?: string
  ean_code?: string | null
  custom_options?: { is_require?: boolean | null }[] | null
  configurable_children?: ChildDoc[] | null
}

/** The ES body of the lookup (the catalogue's ES-style search, contract §6). */
export function eanQuery(ean: string): object {
  return {
    query: {
      bool: {
        filter: [
          { terms: { visibility: [...VISIBILITY_LISTED] } },
          { terms: { status: [...STATUS_LISTED] } },
          {
            bool: {
              should: [
                { terms: { ean_code: [ean] } },
                { terms: { 'configurable_children.ean_code': [ean] } },
              ],
            },
          },
        ],
      },
    },
  }
}

/** The scan-list line of a found document for the EAN (null when the EAN is not really its). */
export function lineOf(doc: EanDoc, ean: string, store: StorefrontStore): ScanLine | null {
  const needsOptions = (doc.custom_options ?? []).some((option) => option.is_require)
  if (doc.ean_code === ean) {
    return {
      sku: doc.sku,
      productId: doc.id,
      childSku: null,
      parentSku: doc.sku,
      ean,
      name: doc.name ?? doc.sku,
      image: doc.image ?? null,
      path: productPath(doc, store),
      qty: 1,
      needsOptions,
    }
  }
  const child = (doc.configurable_children ?? []).find((c) => c.ean_code === ean && c.sku)
  if (!child?.sku) return null
  return {
    sku: child.sku,
    productId: doc.id,
    childSku: child.sku,
    parentSku: doc.sku,
    ean,
    name: child.name || doc.name || child.sku,
    image: child.image ?? doc.image ?? null,
    path: productPath({ ...doc, parentSku: doc.sku }, store, child.sku),
    qty: 1,
    needsOptions,
  }
}

export type EanLookup = { found: ScanLine } | { found: null; failed: boolean }

/** Looks the EAN up; `failed` when the catalogue could not be asked (offline, server error). */
export async function lookupEan(ean: string, store: StorefrontStore): Promise<EanLookup> {
  const params = new URLSearchParams({ size: '5', _source_include: FIELDS.join(',') })
  const answer = await networkTask<{ hits?: { hits?: { _source: EanDoc }[] } }>({
    url: `/api/catalog/${store.view.index}/product/_search?${params}`,
    method: 'POST',
    body: eanQuery(ean),
    raw: true,
  }).catch(() => null)
  if (!answer || answer.code !== 200) return { found: null, failed: true }
  for (const hit of answer.result.hits?.hits ?? []) {
    const line = lineOf(hit._source, ean, store)
    if (line) return { found: line }
  }
  return { found: null, failed: false }
}
