/**
 * "Add to compare" and "add to wishlist" of the product page. Both lists live in the browser;
 * their code loads when the shopper scrolls towards the buttons (product-detail.tsx,
 * splitWhenSeen), with the list stores.
 */
import { WishlistButton } from '../wishlist/wishlist-button.tsx'
import { CompareButton } from './compare-button.tsx'

export interface ProductListButtonsProps {
  sku: string
  name: string
  /** the product page without the store prefix */
  path: string
  image: string | undefined
  price: number | undefined
}

export default function ProductListButtons({ sku, name, path, image, price }: ProductListButtonsProps) {
  return (
    <>
      <CompareButton sku={sku} name={name} />
      <WishlistButton item={{ sku, name, path, image, price }} />
    </>
  )
}
