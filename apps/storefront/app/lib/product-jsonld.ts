/**
 * schema.org Product data for search engines: the consumer price incl. tax, availability, EAN as
 * gtin13 and the brand. Apart from the breadcrumbs' structured data (catalog/jsonld.ts), which
 * every listing loads, so that this goes only with the product page's part that renders it.
 */
import type { AvailabilityState } from '@shop/commerce'

const AVAILABILITY: Record<AvailabilityState, string> = {
  in_stock: 'https://schema.org/InStock',
  volatile: 'https://schema.org/LimitedAvailability',
  out_of_stock: 'https://schema.org/OutOfStock',
  soon: 'https://schema.org/BackOrder',
}

export interface ProductLdInput {
  name: string
  sku: string
  description: string
  url: string
  images: string[]
  price: number | null
  currency: string
  availability: AvailabilityState
  ean: string | null
  brand: string | null
}

export function productJsonLd(input: ProductLdInput): Record<string, unknown> {
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    sku: input.sku,
    url: input.url,
  }
  if (input.description) ld.description = input.description
  if (input.images.length) ld.image = input.images
  if (input.ean && /^\d{13}$/.test(input.ean)) ld.gtin13 = input.ean
  if (input.brand) ld.brand = { '@type': 'Brand', name: input.brand }
  if (input.price !== null) {
    ld.offers = {
      '@type': 'Offer',
      url: input.url,
      price: input.price.toFixed(2),
      priceCurrency: input.currency,
      availability: AVAILABILITY[input.availability],
      itemCondition: 'https://schema.org/NewCondition',
    }
  }
  return ld
}

/** Plain text of catalogue HTML for meta and JSON-LD descriptions. */
export function plainText(html: string, max = 300): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text
}
