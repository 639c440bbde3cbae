/** /my-account/wishlist (001 §3, §4): the products the customer keeps for later, login required. */
import { accountPageMeta, type AccountPageHandle } from '../components/account/account-page.ts'
import { WishlistPage } from '../components/wishlist/wishlist-page.tsx'

export const handle: AccountPageHandle = { accountTitle: 'wishlist.title' }

export const meta = accountPageMeta(handle.accountTitle)

export default function MyAccountWishlistPage() {
  return <WishlistPage />
}
