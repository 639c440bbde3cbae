/**
 * Links of the catalogue pages inside a store view (route table in routes.ts). Every segment is
 * encoded because skus may hold characters such as "/" or "+" in the back office.
 */
import { IMAGE_SIZES } from '@shop/commerce'
import { localPath, type StorefrontStore } from '../store-view.ts'

export interface ProductRef {
  sku: string
  slug?: string
  url_key?: string
  parentSku?: string
}

/** /p/{parentSku}/{slug}[/{childSku}] (spec 000 §2); the slug falls back to the url key. */
export function productPath(product: ProductRef, store: StorefrontStore, childSku?: string | null): string {
  const slug = product.slug || product.url_key || product.sku.toLowerCase()
  const parts = ['p', product.parentSku || product.sku, slug, ...(childSku ? [childSku] : [])]
  return localPath(`/${parts.map(encodeURIComponent).join('/')}`, store)
}

export function categoryPathFor(slug: string, store: StorefrontStore): string {
  return localPath(`/c/${encodeURIComponent(slug)}`, store)
}

/** The results page; a slash in the query would end the route param, so it is encoded. */
export function searchPath(query: string, store: StorefrontStore): string {
  return localPath(`/search-results/${encodeURIComponent(query.trim())}`, store)
}

const NO_IMAGE = new Set(['', 'no_selection'])

/** `/img/{w}/{h}/resize{path}` (contract §11); the image server draws a placeholder for none. */
export function imageUrl(path: string | null | undefined, size: number): string {
  const clean = !path || NO_IMAGE.has(path) ? '/placeholder' : path.startsWith('/') ? path : `/${path}`
  return `/img/${size}/${size}/resize${clean}`
}

/** A width-described srcset over square sizes the image server allows (150, 300, 550, 744, 1000). */
export function imageSrcSet(path: string | null | undefined, sizes: readonly number[]): string {
  return sizes.map((size) => `${imageUrl(path, size)} ${size}w`).join(', ')
}

export const TILE_IMAGE_SIZES: readonly number[] = [300, IMAGE_SIZES.thumbnail]
export const GALLERY_IMAGE_SIZES: readonly number[] = [IMAGE_SIZES.thumbnail, IMAGE_SIZES.gallery, 1000]
export const GALLERY_THUMB_SIZES: readonly number[] = [IMAGE_SIZES.cart, 300]
