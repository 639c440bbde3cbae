/**
 * The product page below the description: specifications, reviews with the review form,
 * related products and the structured data. Its code loads when the shopper scrolls towards it
 * (product-detail.tsx, splitWhenSeen); the server renders it with the page.
 */
import type { ProductView } from '../../lib/catalog/product-view.ts'
import { ProductFacts } from './product-facts.tsx'
import { ProductJsonLd } from './product-json-ld.tsx'
import { RelatedProducts } from './related-products.tsx'
import { Reviews } from './reviews.tsx'

export interface ProductMoreProps {
  view: ProductView
  today: string
  /** absolute canonical URL, for structured data */
  url: string
  origin: string
  currency: string
}

export default function ProductMore({ view, today, url, origin, currency }: ProductMoreProps) {
  return (
    <>
      <ProductFacts sku={view.activeSku} ean={view.ean} supplierSku={view.supplierSku} specs={view.specs} />
      <Reviews reviews={view.reviews} productId={view.id} />
      <RelatedProducts products={view.related} today={today} />
      <ProductJsonLd view={view} url={url} origin={origin} currency={currency} />
    </>
  )
}
