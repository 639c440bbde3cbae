/**
 * Options of a configurable product (kleur, maat, wielmaat) as links: each value leads to the URL
 * of the child the choice rules pick for it (lib/catalog/variants.ts), so choosing works without JS
 * and every variant has its own address. A value no available child has is shown, not linked.
 */
import { Link } from 'react-router'
import type { VariantOptionView } from '../../lib/catalog/variants.ts'
import { productPath } from '../../lib/catalog/urls.ts'
import { useStore, useT } from '../../lib/store-context.tsx'

export interface VariantOptionsProps {
  product: { sku: string; slug: string }
  options: readonly VariantOptionView[]
  error: string | null
}

export function VariantOptions({ product, options, error }: VariantOptionsProps) {
  const store = useStore()
  const t = useT()
  return (
    <div className="variants">
      {error && (
        <p className="variants__error" role="alert">
          {t('catalog.product.noSuchConfiguration')}
        </p>
      )}
      {options.map((option) => {
        const chosen = option.values.find((v) => v.selected)
        return (
          <div key={option.code} className="variant" role="group" aria-labelledby={`variant-${option.code}`}>
            <p id={`variant-${option.code}`} className="variant__label">
              {option.label}
              {chosen && <span className="variant__chosen">: {chosen.label}</span>}
            </p>
            <ul className="variant__values">
              {option.values.map((value) => (
                <li key={value.id}>
                  {value.childSku ? (
                    <Link
                      to={productPath({ sku: product.sku, slug: product.slug }, store, value.childSku)}
                      className={
                        value.selected ? 'variant__value variant__value--selected' : 'variant__value'
                      }
                      aria-current={value.selected ? 'true' : undefined}
                      preventScrollReset
                      replace
                    >
                      {value.label}
                    </Link>
                  ) : (
                    <span className="variant__value variant__value--unavailable" aria-disabled="true">
                      {value.label}
                      <span className="visually-hidden"> ({t('catalog.product.unavailable')})</span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )
      })}
    </div>
  )
}
