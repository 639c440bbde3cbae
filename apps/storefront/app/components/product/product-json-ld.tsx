/** The schema.org Product block of the page (product-jsonld.ts), rendered on the server. */
import { shownPrice } from '@shop/commerce'
import type { ProductView } from '../../lib/catalog/product-view.ts'
import { jsonLdText } from '../../lib/catalog/jsonld.ts'
import { plainText, productJsonLd } from '../../lib/product-jsonld.ts'
import { imageUrl } from '../../lib/catalog/urls.ts'
import { usePricesShown } from '../catalog/price.tsx'

export function ProductJsonLd({
  view,
  url,
  origin,
  currency,
}: {
  view: ProductView
  url: string
  origin: string
  currency: string
}) {
  // a shop that hides its prices does not publish them to search engines either
  const pricesShown = usePricesShown()
  const ld = productJsonLd({
    name: view.activeName,
    sku: view.activeSku,
    description: plainText(view.shortDescription || view.description),
    url,
    images: view.images.slice(0, 5).map((m) => origin + imageUrl(m.image, 744)),
    price: pricesShown ? shownPrice(view.prices).amount : null,
    currency,
    availability: view.availability.state,
    ean: view.ean,
    brand: view.brand,
  })
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(ld) }} />
}
