/** Related products (product links of type "related"), as tiles. */
import type { TileProduct } from '../../lib/catalog/types.ts'
import { useT } from '../../lib/store-context.tsx'
import { ProductGrid } from '../catalog/product-tile.tsx'

export function RelatedProducts({ products, today }: { products: readonly TileProduct[]; today: string }) {
  const t = useT()
  if (!products.length) return null
  return (
    <section className="related" aria-labelledby="related-title">
      <h2 id="related-title">{t('catalog.product.related')}</h2>
      <ProductGrid products={products} today={today} label={t('catalog.product.related')} eagerCount={0} />
    </section>
  )
}
