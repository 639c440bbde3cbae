/**
 * A list of remembered products (wishlist, recently viewed): picture, name linked to the product
 * in the current store view, price when known, and an optional remove button per row.
 */
import { Link } from 'react-router'
import { imageUrl } from '../../lib/catalog/urls.ts'
import { localPath } from '../../lib/store-view.ts'
import { usePrice, useStore, useT } from '../../lib/store-context.tsx'

export interface RememberedProduct {
  sku: string
  name: string
  /** path without the store prefix */
  path: string
  image?: string
  price?: number
}

export function ProductList({
  items,
  label,
  onRemove,
}: {
  items: readonly RememberedProduct[]
  label: string
  onRemove?: (item: RememberedProduct) => void
}) {
  const t = useT()
  const store = useStore()
  const price = usePrice()
  return (
    <ul className="remembered-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.sku} className="remembered-list__item">
          <img
            src={imageUrl(item.image, 150)}
            width={75}
            height={75}
            alt=""
            loading="lazy"
            decoding="async"
          />
          <div className="remembered-list__text">
            <Link to={localPath(item.path, store)}>{item.name}</Link>
            {item.price !== undefined && <span className="remembered-list__price">{price(item.price)}</span>}
          </div>
          {onRemove && (
            <button
              type="button"
              className="button button--link"
              aria-label={t('wishlist.removeItem', { name: item.name })}
              onClick={() => onRemove(item)}
            >
              <span aria-hidden="true">✕</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}
