/**
 * The compare table. Products load through the one network client whenever the list changes
 * (also when another tab changes it); a configurable product shows the values of its children
 * (`kleur_options`) when it has none of its own.
 */
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { attributeValueLabel } from '../../lib/catalog/attributes.ts'
import { removeFromCompare, useCompareList } from '../../lib/catalog/compare.ts'
import { skuQuery, TILE_FIELDS } from '../../lib/catalog/query.ts'
import type { AttributeDoc, TileProduct } from '../../lib/catalog/types.ts'
import { imageUrl, productPath } from '../../lib/catalog/urls.ts'
import { networkTask } from '../../lib/network-task.ts'
import { localPath } from '../../lib/store-view.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { ProductPrice } from './price.tsx'

type CompareProduct = TileProduct & Record<string, unknown>

interface SearchResponse {
  hits?: { hits?: { _source: CompareProduct }[] }
}

function valueOf(product: CompareProduct, attribute: AttributeDoc): string {
  const own = attributeValueLabel(attribute, product[attribute.attribute_code])
  return own ?? attributeValueLabel(attribute, product[`${attribute.attribute_code}_options`]) ?? '–'
}

export function CompareTable({ attributes }: { attributes: readonly AttributeDoc[] }) {
  const t = useT()
  const store = useStore()
  // the server and the first render see an empty list; the stored one arrives after hydration
  const skus = useCompareList()
  const [products, setProducts] = useState<CompareProduct[]>([])
  const [loadedKey, setLoadedKey] = useState('')
  const [failed, setFailed] = useState(false)
  const key = skus.join('|')

  useEffect(() => {
    if (!skus.length) return setProducts([])
    let current = true
    const codes = attributes.flatMap((a) => [a.attribute_code, `${a.attribute_code}_options`])
    const params = new URLSearchParams({
      request_format: 'search-query',
      size: String(skus.length),
      _source_include: [...TILE_FIELDS, ...codes].join(','),
    })
    networkTask<SearchResponse>({
      url: `/api/catalog/${store.view.index}/product/_search?${params}`,
      method: 'POST',
      body: skuQuery(skus, 'listed'),
      raw: true,
    })
      .then(({ result }) => {
        if (!current) return
        const found = (result.hits?.hits ?? []).map((hit) => hit._source)
        setProducts(skus.flatMap((sku) => found.find((p) => p.sku === sku) ?? []))
        setLoadedKey(key)
        setFailed(false)
      })
      .catch(() => current && setFailed(true))
    return () => {
      current = false
    }
    // `key` stands for the list's content, whose array identity may change without it
  }, [key, store.view.index, attributes])

  if (!skus.length)
    return (
      <div className="empty-state">
        <p>{t('catalog.compare.empty')}</p>
        <Link className="button" to={localPath('/', store)}>
          {t('catalog.compare.continue')}
        </Link>
      </div>
    )
  if (failed) return <p className="empty-state">{t('catalog.compare.failed')}</p>
  // after a removal the loaded products still cover the list: no need to wait for the refetch
  const shown = products.filter((product) => skus.includes(product.sku))
  if (loadedKey !== key && skus.some((sku) => !shown.some((product) => product.sku === sku)))
    return (
      <p className="empty-state" role="status">
        {t('catalog.compare.loading')}
      </p>
    )
  const rows = attributes.filter((a) => shown.some((p) => valueOf(p, a) !== '–'))
  return (
    <div className="compare" role="region" aria-label={t('catalog.compare.title')} tabIndex={0}>
      <table className="compare__table">
        <caption className="visually-hidden">{t('catalog.compare.caption', { count: shown.length })}</caption>
        <thead>
          <tr>
            <td />
            {shown.map((product) => (
              <th key={product.sku} scope="col" className="compare__product">
                <img src={imageUrl(product.image, 300)} width={150} height={150} alt="" loading="lazy" />
                <Link to={productPath(product, store)}>{product.name}</Link>
                <ProductPrice prices={product} sku={product.sku} />
                <button
                  type="button"
                  className="button button--link"
                  onClick={() => removeFromCompare(product.sku)}
                >
                  {t('catalog.compare.removeShort')}
                  <span className="visually-hidden"> {product.name}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((attribute) => (
            <tr key={attribute.attribute_code}>
              <th scope="row">{attribute.frontend_label}</th>
              {shown.map((product) => (
                <td key={product.sku}>{valueOf(product, attribute)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
