/** Identifiers (sku, EAN, supplier sku) and the specification table of the comparable attributes. */
import type { AttributeRow } from '../../lib/catalog/attributes.ts'
import { useT } from '../../lib/store-context.tsx'

export interface ProductFactsProps {
  sku: string
  ean: string | null
  supplierSku: string | null
  specs: readonly AttributeRow[]
}

export function ProductFacts({ sku, ean, supplierSku, specs }: ProductFactsProps) {
  const t = useT()
  return (
    <section className="product-facts" aria-labelledby="product-facts-title">
      <h2 id="product-facts-title">{t('catalog.product.specifications')}</h2>
      <dl className="facts">
        <div>
          <dt>{t('catalog.product.sku')}</dt>
          <dd>{sku}</dd>
        </div>
        {ean && (
          <div>
            <dt>{t('catalog.product.ean')}</dt>
            <dd>{ean}</dd>
          </div>
        )}
        {supplierSku && (
          <div>
            <dt>{t('catalog.product.supplierSku')}</dt>
            <dd>{supplierSku}</dd>
          </div>
        )}
        {specs.map((row) => (
          <div key={row.code}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
