/**
 * One product in a grid: picture, name, price and a stock note. The whole card is one link, so a
 * keyboard user tabs through products, not through three links per product.
 */
import { isOrderable, productAvailability } from '@shop/commerce'
import { Link } from 'react-router'
import type { TileProduct } from '../../lib/catalog/types.ts'
import { imageSrcSet, imageUrl, productPath, TILE_IMAGE_SIZES } from '../../lib/catalog/urls.ts'
import { useStore } from '../../lib/store-context.tsx'
import { AvailabilityText } from '../product/stock-status.tsx'
import { TileAddToCart } from '../cart/tile-add-to-cart.tsx'
import { ProductPrice } from './price.tsx'
import { TileRating } from '../review/tile-rating.tsx'
import { TileAddToList } from '../orderlist/tile-add-to-list.tsx'

const TILE_SIZES = '(min-width: 1200px) 270px, (min-width: 600px) 30vw, 46vw'

export interface ProductTileProps {
  product: TileProduct
  /** the shop date (YYYY-MM-DD) from the loader, so server and browser agree */
  today: string
  headingLevel?: 'h2' | 'h3'
  /** pictures in the first rows load at once; the rest when scrolled to */
  eager?: boolean
}

export function ProductTile({ product, today, headingLevel = 'h3', eager = false }: ProductTileProps) {
  const store = useStore()
  const Heading = headingLevel
  const availability = productAvailability(product.stock, product.binnenkortdatum, today)
  return (
    <li className="tile" data-sku={product.sku}>
      <Link to={productPath(product, store)} className="tile__link" prefetch="intent">
        <img
          className="tile__image"
          src={imageUrl(product.image, 550)}
          srcSet={imageSrcSet(product.image, TILE_IMAGE_SIZES)}
          sizes={TILE_SIZES}
          width={550}
          height={550}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          // the first row holds the largest picture in view: fetch it before scripts
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
        />
        <Heading className="tile__name">{product.name}</Heading>
      </Link>
      <TileRating productId={product.id} />
      <ProductPrice prices={product} sku={product.sku} className="price tile__price" />
      {availability.state !== 'in_stock' && (
        <p className={`tile__stock stock stock--${availability.state}`}>
          <AvailabilityText availability={availability} short />
        </p>
      )}
      {/* what cannot be ordered is not offered (issue 13 item 6): the tile leads to its page */}
      {isOrderable(availability) && <TileAddToCart product={product} />}
      <TileAddToList product={product} />
    </li>
  )
}

/** A grid of tiles; the first row is loaded eagerly because it is above the fold. */
export function ProductGrid({
  products,
  today,
  label,
  eagerCount = 4,
}: {
  products: readonly TileProduct[]
  today: string
  label: string
  eagerCount?: number
}) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <ProductTile key={product.sku} product={product} today={today} eager={index < eagerCount} />
      ))}
    </ul>
  )
}
